// nginx in front of the two instances, with deploy/nginx.conf as the deploy uses it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/run.mjs';

let nginxProcess: ChildProcess | null = null;

/** nginx with deploy/nginx.conf, its ports replaced by the test's; null where nginx is not installed. */
export function startNginx(tmp: string, ports: { a: number; b: number; lb: number }): ChildProcess | null {
  if (spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { stdio: 'ignore' }).status !== 0) {
    console.log('skip nginx: not installed (Debian: apt-get install nginx-light)');
    return null;
  }
  const site = fs
    .readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${ports.lb};`)
    .replace('127.0.0.1:3001', `127.0.0.1:${ports.a}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports.b}`);
  fs.writeFileSync(path.join(tmp, 'shop.conf'), site);
  fs.writeFileSync(
    path.join(tmp, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${tmp}/nginx.pid;`,
      `error_log ${tmp}/nginx-error.log;`,
      'events {}',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${tmp}/nginx-body;`,
      `  proxy_temp_path ${tmp}/nginx-proxy;`,
      `  include ${tmp}/shop.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(binary, ['-p', tmp, '-c', path.join(tmp, 'nginx.conf')], { stdio: 'inherit' });
  nginxProcess = nginx;
  return nginx;
}

export function stopNginx(): void {
  if (nginxProcess && nginxProcess.exitCode === null) nginxProcess.kill('SIGTERM');
}

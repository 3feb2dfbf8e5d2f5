// Debian's redis-server on a port of its own, so the cluster test can stop it and start it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { within } from './check';

export type TestRedis = { url: string; start: () => Promise<void>; stop: () => Promise<void> };

export function redisOnItsOwnPort(port: number): TestRedis {
  const url = `redis://127.0.0.1:${port}`;
  let redisServer: ChildProcess | undefined;
  const start = async () => {
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const { createClient } = await import('redis');
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    const up = await within(10_000, async () => {
      try {
        await probe.connect();
        await probe.ping();
        return true;
      } catch {
        return false;
      }
    });
    await probe.close().catch(() => undefined);
    if (up === null) throw new Error(`redis-server did not start on ${url}`);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!redisServer || redisServer.exitCode !== null) return resolve();
      redisServer.once('exit', () => resolve());
      redisServer.kill('SIGKILL');
    });
  return { url, start, stop };
}

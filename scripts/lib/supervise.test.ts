// The supervisor `npm start` runs the server under (supervise.mjs), run for real: a child Node supervising a
// small HTTP server. Killed with SIGKILL, the server answers again within seconds and the log says why; dying
// at every start is called a crash loop and waits longer each time; SIGTERM reaches the server, which stops,
// and the supervisor exits with it; a restart waits for the dead server's hold on the data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { until } from '@/test-support/until';

const MODULE = path.join(__dirname, 'supervise.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

type Supervisor = { process: ChildProcess; log: () => string };
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * A supervisor whose server is `serverCode` (ES module code run by a child Node), with HEALTHY_RUN_MS 5 s.
 * The server's code sees PORT and its start count in START (a file it may read).
 */
function supervisor(serverCode: string, env: Record<string, string> = {}, lockFile: string | null = null): Supervisor {
  const code = `
    import { spawn } from 'node:child_process';
    import { supervise } from ${JSON.stringify(MODULE)};
    const s = supervise({
      start: () => spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(serverCode)}], { stdio: 'inherit' }),
      lockFile: ${JSON.stringify(lockFile)},
      healthyRunMs: 5000,
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => s.stop(signal));
    s.done.then((code) => process.exit(code));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { process: child, log: () => output };
}

/** A server answering its pid; SIGTERM makes it say so and exit 0 after 300 ms (a drain). */
const HTTP_SERVER = `
  import http from 'node:http';
  const server = http.createServer((req, res) => res.end(String(process.pid)));
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening ' + process.pid));
  process.on('SIGTERM', () => { console.log('draining'); setTimeout(() => process.exit(0), 300); });`;

async function serverPid(port: number): Promise<number | null> {
  try {
    return Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
  } catch {
    return null;
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

it('starts the server again after SIGKILL, logging the signal, and passes SIGTERM on for a clean stop', async () => {
  const port = 42000 + (process.pid % 1000);
  const s = supervisor(HTTP_SERVER, { PORT: String(port) });
  expect(await until(async () => (await serverPid(port)) !== null, 15_000)).toBe(true);
  const first = (await serverPid(port))!;
  process.kill(first, 'SIGKILL');
  const killedAt = Date.now();
  expect(await until(async () => ![null, first].includes(await serverPid(port)), 30_000)).toBe(true);
  expect(Date.now() - killedAt).toBeLessThan(10_000);
  expect(s.log()).toMatch(
    new RegExp(`the server \\(pid ${first}\\) killed by SIGKILL after [\\d.]+ s; restarting in 1 s`),
  );
  expect(s.log()).not.toMatch(/crash loop/);

  const second = (await serverPid(port))!;
  s.process.kill('SIGTERM');
  expect(await exited(s.process)).toBe(0);
  expect(s.log()).toMatch(/draining/);
  expect(await serverPid(port)).toBeNull();
  expect(() => process.kill(second, 0)).toThrow();
}, 60_000);

it('calls a server that dies at every start a crash loop and waits longer each time', async () => {
  const s = supervisor(`console.log('start'); process.exit(3);`);
  expect(await until(() => /restarting in 8 s/.test(s.log()), 30_000)).toBe(true);
  const log = s.log();
  expect(log).toMatch(/exited with code 3 after [\d.]+ s; restarting in 1 s/);
  expect(log).toMatch(/exited with code 3 after [\d.]+ s; restarting in 2 s/);
  expect(log).toMatch(/exited with code 3 after [\d.]+ s; restarting in 4 s/);
  expect(log).toMatch(/crash loop: 3 starts in a row died within 5 s; backing off/);
  // Stopped while waiting to restart: it exits at once, starting nothing more.
  const starts = (log.match(/^start$/gm) ?? []).length;
  s.process.kill('SIGTERM');
  expect(await exited(s.process)).toBe(0);
  expect((s.log().match(/^start$/gm) ?? []).length).toBe(starts);
}, 40_000);

it("waits for a live process's hold on the embedded database before starting", async () => {
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  running.push(holder);
  const lockFile = path.join(tmp, 'db.pid');
  fs.writeFileSync(lockFile, String(holder.pid));
  const s = supervisor(`console.log('started'); setInterval(() => {}, 1000);`, {}, lockFile);
  expect(await until(() => /waiting for process \d+ to release the embedded database/.test(s.log()), 10_000)).toBe(
    true,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(s.log()).not.toMatch(/started/);
  holder.kill('SIGKILL');
  expect(await until(() => /started/.test(s.log()), 10_000)).toBe(true);
  s.process.kill('SIGTERM');
  expect(await exited(s.process)).toBe(0);
}, 30_000);

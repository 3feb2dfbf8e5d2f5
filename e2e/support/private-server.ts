// A shop server of a test's own, for what must not touch the shared one: killing it, or storing content the
// other tests would see. It runs the production build scripts/e2e.mjs made, from a copy (Next writes its
// page and data caches under .next, so a second server on the same folder would mix its data into the shared
// server's caches), on a fresh data directory whose media folder links to the e2e one, so no image is drawn.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_MAILBOX_KEY } from './e2e-mailbox-key';

export const ROOT = path.resolve(__dirname, '..', '..');
const E2E_DATA_DIR = path.resolve(ROOT, process.env.E2E_DATA_DIR || '.data-e2e');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a TypeScript script of this project against `dataDir` (the server must not hold it at that moment),
 * with the flags of SERVER_SCRIPT_FLAGS in scripts/lib/run.mjs (the react-server condition lets lib/server's
 * `import 'server-only'` load outside Next).
 */
export function runScript(dataDir: string, script: string, args: string[] = []): string {
  const result = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export class PrivateServer {
  readonly baseURL: string;
  private child: ChildProcess | null = null;
  private log = '';

  private constructor(
    readonly root: string,
    readonly dataDir: string,
    private readonly appDir: string,
    readonly port: number,
  ) {
    this.baseURL = `http://localhost:${port}`;
  }

  /** A fresh, seeded data directory and a copy of the build; `prepare` may change the data before the start. */
  static async create(prepare?: (dataDir: string) => void): Promise<PrivateServer> {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-private-'));
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.symlinkSync(path.join(E2E_DATA_DIR, 'media'), path.join(dataDir, 'media'));
    runScript(dataDir, 'scripts/prepare-db.ts');
    prepare?.(dataDir);

    const appDir = path.join(root, 'app');
    fs.mkdirSync(appDir);
    const cache = path.join(ROOT, '.next', 'cache');
    fs.cpSync(path.join(ROOT, '.next'), path.join(appDir, '.next'), {
      recursive: true,
      filter: (src) => src !== cache,
    });
    fs.copyFileSync(path.join(ROOT, 'next.config.mjs'), path.join(appDir, 'next.config.mjs'));
    // The server reads its migrations from lib/ and its static files from public/ at run time; next.config.mjs
    // and the server load the runtime's CommonJS from server-runtime/.
    for (const entry of ['node_modules', 'package.json', 'public', 'lib', 'server-runtime']) {
      fs.symlinkSync(path.join(ROOT, entry), path.join(appDir, entry));
    }

    const server = new PrivateServer(root, dataDir, appDir, await freePort());
    try {
      await server.start();
    } catch (error) {
      await server.dispose();
      throw error;
    }
    return server;
  }

  async start(): Promise<void> {
    this.log = '';
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', this.appDir, '-p', String(this.port)],
      {
        cwd: this.appDir,
        env: {
          ...process.env,
          DATA_DIR: this.dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'production',
          PORT: String(this.port),
          MAILBOX_KEY: E2E_MAILBOX_KEY,
        },
        // Its own process group, so a kill reaches every process it starts.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.child = child;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the private server exited (${child.exitCode}):\n${this.log.slice(-3000)}`);
      try {
        if ((await fetch(`${this.baseURL}/api/v1/shop/settings`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    await this.kill();
    throw new Error(`the private server did not answer within 90 s:\n${this.log.slice(-3000)}`);
  }

  /** What the server printed so far (its start lines name the first-run link, for instance). */
  output(): string {
    return this.log;
  }

  /** Ends the server the way a crash or an OOM kill would: SIGKILL, no shutdown code runs. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, signal);
    await exited;
    this.child = null;
  }

  async dispose(): Promise<void> {
    await this.kill();
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}

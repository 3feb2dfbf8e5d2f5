// `npm run backup` while a server holds the embedded database: the command finds the holder by the data
// directory's pid file, reads where it listens from DATA_DIR/backup-endpoint.json and asks it, with the key
// from DATA_DIR/backup-key, over a real loopback HTTP connection. This Jest process plays the server: it is
// alive, its pid is in the lock file, and its HTTP server hands the request to the route as serve.mjs would.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { POST as backupRoute } from '@/app/api/internal/backup/route';
import { SOCKET_HEADER_ENV } from '@/lib/server/http/client-ip';
import { announceBackupEndpoint } from '@/lib/server/backup/backup-endpoint';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { openDatabase } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import type { Database } from '@/lib/server/db/types';
import { seedCatalogue } from '@/test-support/call-route';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-cli-test-'));
const dataDir = path.join(work, 'data');
process.env.DATA_DIR = dataDir;
const SOCKET = 'x-socket-address-cli-test';

let server: http.Server;
let asked = 0;
beforeAll(async () => {
  await seedCatalogue();
  process.env[SOCKET_HEADER_ENV] = SOCKET;
  server = http.createServer(async (req, res) => {
    asked++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers(req.headers as Record<string, string>);
    headers.set(SOCKET, req.socket.remoteAddress ?? '');
    const answer = await backupRoute(
      new NextRequest(new URL(req.url!, 'http://localhost'), {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      }),
      { params: Promise.resolve({}) },
    );
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  // Both loopback addresses, as the shop's server listens by default.
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'db.pid'), String(process.pid));
  announceBackupEndpoint({ ...process.env, DATABASE_URL: '', PORT: String((server.address() as AddressInfo).port) });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  delete process.env[SOCKET_HEADER_ENV];
  fs.rmSync(work, { recursive: true, force: true });
});

function command(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: '', NODE_OPTIONS: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Every entry under DIR that group or other may read, write or enter. */
function openToOthers(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .concat(dir)
    .filter((entry) => fs.lstatSync(entry).mode & 0o077);
}

const backupCommand = (args: string[], env: Record<string, string | undefined>) =>
  command('scripts/backup.ts', args, env);

const catalogue = async (db: Database) =>
  rowsOf(
    await db.execute(
      sql`SELECT p.id, p.slug, p.name, p.price_paise, p.stock_quantity, p.category_id, (SELECT string_agg(i.url, ',' ORDER BY i.position) FROM product_images i WHERE i.product_id = p.id) AS images FROM products p ORDER BY p.id`,
    ),
  );

it('asks the running server that holds the embedded database for the backup', async () => {
  const file = path.join(work, 'out', 'shop.tar.gz');
  fs.mkdirSync(path.dirname(file));
  const { code, output } = await backupCommand(['--to', file], { DATA_DIR: dataDir });
  expect(output).toContain(`Asking the running shop (process ${process.pid}`);
  expect(code).toBe(0);
  expect(asked).toBe(1);
  expect(fs.statSync(file).size).toBeGreaterThan(1000);
  expect(output).toContain(`Backup written to ${file}`);

  // npm run restore puts it into an empty data folder, which then holds the same catalogue.
  const restoredDir = path.join(work, 'restored');
  const restored = await command('scripts/restore.ts', ['--from', file], { DATA_DIR: restoredDir });
  expect(restored.output).toContain('Restored');
  expect(restored.code).toBe(0);
  // Restored for its owner only: nothing under the folder is open to group or other, nor is the backup itself.
  expect(openToOthers(restoredDir)).toEqual([]);
  expect(fs.statSync(file).mode & 0o077).toBe(0);
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(restoredDir, 'db') }, { migrate: false });
  try {
    const copy = await catalogue(handle.db);
    expect(copy.length).toBeGreaterThan(100);
    expect(copy).toEqual(await catalogue(await getDb()));
  } finally {
    await handle.close();
  }
  // A second restore into it is refused, with the reason.
  const again = await command('scripts/restore.ts', ['--from', file], { DATA_DIR: restoredDir });
  expect(again.code).toBe(1);
  expect(again.output).toMatch(/not empty|already holds/);
}, 180_000);

it('refuses without a file to write, and for an in-memory database', async () => {
  const missing = await backupCommand([], { DATA_DIR: dataDir });
  expect(missing.code).toBe(1);
  expect(missing.output).toContain('say where to write the backup');
  const nowhere = await backupCommand(['--to', path.join(work, 'x.tar.gz')], {
    DATA_DIR: path.join(work, 'no-shop-here'),
  });
  expect(nowhere.code).toBe(1);
  expect(nowhere.output).toContain('there is no shop at');
  const memory = await backupCommand(['--to', path.join(work, 'x.tar.gz')], { DATABASE_URL: 'memory://' });
  expect(memory.code).toBe(1);
  expect(memory.output).toContain('holds nothing worth keeping');
}, 60_000);

// The shop's data folder is its owner's alone (server-runtime/private-files.cjs): the embedded database written
// after the server opens it has no file group or other can read, and a folder an older version left open
// (every table 0666) is closed when the database is opened, with one line in the log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'private-data-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every entry under DIR (and DIR) that group or other may read, write or enter. */
function openToOthers(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .concat(dir)
    .filter((entry) => fs.lstatSync(entry).mode & 0o077);
}

it('writes the embedded database for its owner only, and closes an old open install at start with one log line', async () => {
  const dataDir = path.join(work, 'data');
  const dbDir = path.join(dataDir, 'db');
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    let handle = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    // New tables and rows after the start: their files too.
    await handle.db.execute(sql`CREATE TABLE private_check (id int primary key, secret text)`);
    await handle.db.execute(sql`INSERT INTO private_check VALUES (1, 'hash')`);
    await handle.db.execute(sql`CHECKPOINT`);
    expect(fs.readdirSync(dbDir, { recursive: true }).length).toBeGreaterThan(500);
    expect(openToOthers(dataDir)).toEqual([]);
    await handle.close();

    // As an older version left it: every file 0666, every folder 0777.
    const entries = fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((n) => path.join(dataDir, n));
    // (fs.promises: this process's chmodSync keeps what PGlite sets under the folder private.)
    for (const entry of [dataDir, ...entries])
      await fs.promises.chmod(entry, fs.statSync(entry).isDirectory() ? 0o777 : 0o666);
    expect(openToOthers(dataDir).length).toBe(entries.length + 1);
    log.mockClear();
    handle = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    expect(openToOthers(dataDir)).toEqual([]);
    const lines = log.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('other users'));
    expect(lines).toEqual([
      `> Closed ${entries.length + 1} files and folders under ${dataDir} to other users (mode 0600/0700, owner only)`,
    ]);
    expect(await handle.db.execute(sql`SELECT secret FROM private_check`)).toBeTruthy();
    await handle.close();
  } finally {
    log.mockRestore();
  }
}, 180_000);

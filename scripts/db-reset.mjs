// @ts-check
// `npm run db:reset`: deletes the embedded database, then migrates and seeds afresh (drawn images are kept and reused).
import fs from 'node:fs';
import path from 'node:path';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';

if (process.env.DATABASE_URL) {
  console.error(
    'db:reset only resets the embedded database. For PostgreSQL, drop and recreate the database yourself, then run `npm run seed`.',
  );
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, '.data'));
const pidFile = path.join(dataDir, 'db.pid');
if (fs.existsSync(pidFile)) {
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  let alive = false;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch {}
  if (alive) {
    console.error(`The shop server (process ${pid}) is using ${dataDir}. Stop it before resetting the database.`);
    process.exit(1);
  }
}
fs.rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
fs.rmSync(pidFile, { force: true });
console.log(`> Removed the database in ${dataDir}.`);
run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts']);

// PGlite allows one process per data directory. The process that opens it leaves its pid beside it,
// so a second process (a script while the server runs) stops with a clear message instead of corrupting it.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database at ${dir} is in use by process ${pid} (probably the running shop server). ` +
        'Stop that process first, or set DATABASE_URL to a PostgreSQL server that several processes can share.',
    );
    this.name = 'DataDirBusyError';
  }
}

export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.pid`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataDirBusyError(dir, holder);
      fs.rmSync(lockFile, { force: true }); // left by a process that died; take it over
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

/** The live process holding the embedded database at DIR (the running shop server), or null when none does. */
export function dataDirHolder(dir: string): number | null {
  try {
    const holder = Number(fs.readFileSync(path.join(path.dirname(dir), `${path.basename(dir)}.pid`), 'utf8'));
    return Number.isInteger(holder) && holder > 0 && isAlive(holder) ? holder : null;
  } catch {
    return null;
  }
}

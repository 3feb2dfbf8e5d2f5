// A random secret made once per data directory and kept in a file only the owner can read, so it outlives a
// restart. Shared by every secret the shop makes for itself (the code HMAC key, the sandbox's signing secret,
// the mailbox key): one way to create the file, so none of them can be left world-readable or overwritten.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dataDir } from '@/lib/server/db';

/** 32 random bytes as 64 hex characters. */
export const newSecret = (): string => randomBytes(32).toString('hex');

function readSecretFile(file: string, minLength: number): string | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text.length >= minLength ? text : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The secret kept in DATA_DIR/<name>, made (mode 0600) when missing. */
export function dataDirSecret(name: string, minLength = 32): string {
  const file = path.join(/*turbopackIgnore: true*/ dataDir(), name);
  const existing = readSecretFile(file, minLength);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails if another process wrote it first; then that one's secret is the secret.
    fs.writeFileSync(file, newSecret(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = readSecretFile(file, minLength);
  if (!created) throw new Error(`${file} does not hold a usable secret; delete it to make a new one`);
  return created;
}

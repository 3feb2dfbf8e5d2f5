// The key of the one-time-code HMACs. AUTH_SECRET when set (required for several instances sharing a
// database: each must check the codes the others sent). Otherwise a random key made once and kept in
// $DATA_DIR/secret, readable by the owner only, so codes sent before a restart still verify after it.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dataDir, databaseTarget } from '@/lib/server/db/config';

export const MIN_SECRET_LENGTH = 32;
const SECRET_FILE = 'secret';

let cached: Buffer | undefined;

export type SecretSource = 'env' | 'file' | 'memory';

export function secretSource(env: NodeJS.ProcessEnv = process.env): SecretSource {
  if (env.AUTH_SECRET?.trim()) return 'env';
  return databaseTarget(env).kind === 'memory' ? 'memory' : 'file';
}

export function serverSecret(): Buffer {
  if (cached) return cached;
  const source = secretSource();
  if (source === 'env') {
    const value = process.env.AUTH_SECRET!.trim();
    if (value.length < MIN_SECRET_LENGTH) throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    cached = Buffer.from(value, 'utf8');
  } else if (source === 'memory') {
    // Nothing outlives this process (in-memory database), so neither need the key.
    cached = randomBytes(32);
  } else {
    cached = readOrCreateSecretFile(path.join(/*turbopackIgnore: true*/ dataDir(), SECRET_FILE));
  }
  return cached;
}

function readOrCreateSecretFile(file: string): Buffer {
  const existing = readSecretFile(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails if another process wrote it first; then that one's key is the key.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = readSecretFile(file);
  if (!created) throw new Error(`${file} does not hold a usable secret; delete it to make a new one`);
  return created;
}

function readSecretFile(file: string): Buffer | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text.length >= MIN_SECRET_LENGTH ? Buffer.from(text, 'utf8') : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Said at start: instances sharing a PostgreSQL database must share the key, or one rejects another's codes. */
export function secretStartupWarning(env: NodeJS.ProcessEnv = process.env): string | null {
  if (databaseTarget(env).kind !== 'postgres' || secretSource(env) === 'env') return null;
  return (
    'AUTH_SECRET is not set: this instance keeps its own code secret in DATA_DIR/secret. With several instances ' +
    `sharing the database, set the same AUTH_SECRET (${MIN_SECRET_LENGTH}+ characters) on each, or codes sent by one fail on another.`
  );
}

/** Tests only: forget the cached key so the next call reads the environment again. */
export function resetServerSecretForTests(): void {
  cached = undefined;
}

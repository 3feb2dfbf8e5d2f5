// How `npm run backup` asks a running server for a backup of the embedded database, which that server opens
// alone (one process per data directory): POST /api/internal/backup, answered only to a caller on this machine
// (a loopback socket address, as scripts/serve.mjs reports it) that brings the key kept in DATA_DIR/backup-key
// (mode 0600, like the mailbox key): whoever can read that file can read the database files anyway. At start
// the server leaves its pid and port in DATA_DIR/backup-endpoint.json, so the command knows where to ask.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { createHash, timingSafeEqual } from 'node:crypto';
import { databaseTarget, dataDir } from '@/lib/server/db';
import { dataDirSecret } from '@/lib/server/secrets';
import { processEnv } from '@/server-runtime/environment.cjs';

export const BACKUP_KEY_HEADER = 'x-backup-key';
export const BACKUP_KEY_FILE = 'backup-key';
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';
export const BACKUP_ENDPOINT_PATH = '/api/internal/backup';

export type BackupEndpoint = { pid: number; port: number };

export function backupKey(): string {
  return dataDirSecret(BACKUP_KEY_FILE);
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant time, as the mailbox key. */
export function backupKeyMatches(given: string | null | undefined): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(backupKey()));
}

/** 127.0.0.0/8 and ::1 (an IPv4 caller on a dual-stack socket arrives already unwrapped by clientIp). */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

const endpointFile = () => path.join(/*turbopackIgnore: true*/ dataDir(), BACKUP_ENDPOINT_FILE);

/** Called at server start when this process holds the embedded database: makes the key and says where to ask. */
export function announceBackupEndpoint(env: NodeJS.ProcessEnv = processEnv()): void {
  if (databaseTarget(env).kind !== 'pglite') return;
  backupKey();
  const endpoint: BackupEndpoint = { pid: process.pid, port: Number(env.PORT || 3000) };
  const file = endpointFile();
  fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(endpoint), { mode: 0o600 });
  fs.renameSync(`${file}.${process.pid}`, file);
}

export function readBackupEndpoint(): BackupEndpoint | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(endpointFile(), 'utf8')) as BackupEndpoint;
    return Number.isInteger(parsed.pid) && Number.isInteger(parsed.port) ? parsed : null;
  } catch {
    return null;
  }
}

// The shop's backups: one on demand (npm run backup, through the running server when it holds the embedded
// database) and one every day, made by the server itself into BACKUP_DIR (default DATA_DIR/backups), keeping
// the newest BACKUP_KEEP (default 7), and copied into BACKUP_S3_BUCKET when set (with the S3_* settings the
// pictures' bucket uses). With several instances on one PostgreSQL, the day's claim in the backups table
// (backup-records.ts) lets exactly one of them make it.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getDb, databaseTarget, dataDir } from '@/lib/server/db';
import { createMediaStore, mediaStore, type MediaStore } from '@/lib/server/media';
import { shopToday } from '@/lib/shared/shop-time';
import { DEFAULT_BACKUP_KEEP } from '@/lib/shared/backup-settings';
import { claimDailyBackup, finishBackup, startManualBackup } from './backup-records';
import { writeBackup, type BackupResult } from './write-backup';
import { processEnv } from '@/server-runtime/environment.cjs';

const NAME = /^shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;
const BUCKET_PREFIX = 'backups/';

export function backupDir(env: NodeJS.ProcessEnv = processEnv()): string {
  return path.resolve(
    /*turbopackIgnore: true*/ env.BACKUP_DIR?.trim() || path.join(/*turbopackIgnore: true*/ dataDir(), 'backups'),
  );
}

export function backupKeep(env: NodeJS.ProcessEnv = processEnv()): number {
  const keep = Number(env.BACKUP_KEEP || DEFAULT_BACKUP_KEEP);
  return Number.isInteger(keep) && keep >= 1 ? keep : DEFAULT_BACKUP_KEEP;
}

/** The bucket daily backups are copied into (BACKUP_S3_BUCKET), reached like the pictures' bucket; null without one. */
export function backupBucket(env: NodeJS.ProcessEnv = processEnv()): MediaStore | null {
  const bucket = env.BACKUP_S3_BUCKET?.trim();
  return bucket ? createMediaStore({ ...env, S3_BUCKET: bucket }) : null;
}

export const backupFileName = (at: Date) => `shop-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/** A backup into FILE, recorded in the backups table (the dashboard shows the newest). */
export async function manualBackup(file: string): Promise<BackupResult> {
  const db = await getDb();
  const id = await startManualBackup(db);
  try {
    const result = await writeBackup(file, db, mediaStore());
    await finishBackup(db, id, { location: result.file, bytes: result.bytes });
    return result;
  } catch (error) {
    await finishBackup(db, id, { error: error instanceof Error ? error.message : String(error) }).catch(
      () => undefined,
    );
    throw error;
  }
}

/** Removes all but the newest KEEP daily backups of a folder (files named by backupFileName only). */
export function pruneBackupDir(dir: string, keep: number): string[] {
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => NAME.test(name))
        .sort()
    : [];
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

async function pruneBucket(bucket: MediaStore, keep: number): Promise<void> {
  const names = [...(await bucket.keys(BUCKET_PREFIX))]
    .filter((key) => NAME.test(key.slice(BUCKET_PREFIX.length)))
    .sort();
  for (const key of names.slice(0, Math.max(0, names.length - keep))) await bucket.remove(key);
}

export type DailyOutcome = { result: BackupResult; copiedTo: string | null } | null;

/** Today's backup (IST day), unless it is done or another instance is making it. */
export async function runDailyBackup(env: NodeJS.ProcessEnv = processEnv()): Promise<DailyOutcome> {
  const db = await getDb();
  const id = await claimDailyBackup(db, shopToday());
  if (id === null) return null;
  try {
    const dir = backupDir(env);
    const result = await writeBackup(path.join(dir, backupFileName(new Date())), db, mediaStore());
    let location = result.file;
    let copiedTo: string | null = null;
    const bucket = backupBucket(env);
    if (bucket) {
      const key = `${BUCKET_PREFIX}${path.basename(result.file)}`;
      await bucket.put(key, fs.readFileSync(result.file), 'application/gzip');
      await pruneBucket(bucket, backupKeep(env));
      copiedTo = `${bucket.location.split(' ')[0]}/${key}`;
      location = `${result.file} and ${copiedTo}`;
    }
    pruneBackupDir(dir, backupKeep(env));
    await finishBackup(db, id, { location, bytes: result.bytes });
    return { result, copiedTo };
  } catch (error) {
    await finishBackup(db, id, { error: error instanceof Error ? error.message : String(error) }).catch(
      () => undefined,
    );
    throw error;
  }
}

/** How often a server looks whether today's backup is due; the first look is soon after start. */
export const DAILY_CHECK_MS = 15 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;
const timerKey = Symbol.for('jewelry-storefront.daily-backup');
type GlobalWithTimer = typeof globalThis & { [timerKey]?: ReturnType<typeof setInterval> };

/** Started once per server process (instrumentation.ts). Nothing for an in-memory database, or with
 *  BACKUP_DAILY=off (the browser tests and benchmarks, whose timings a backup would disturb). */
export function startDailyBackups(env: NodeJS.ProcessEnv = processEnv()): void {
  if (databaseTarget(env).kind === 'memory' || env.BACKUP_DAILY?.trim() === 'off') return;
  const store = globalThis as GlobalWithTimer;
  if (store[timerKey]) return;
  let running = false;
  const check = () => {
    if (running) return;
    running = true;
    runDailyBackup()
      .then((outcome) => {
        if (outcome) {
          const { result, copiedTo } = outcome;
          console.log(
            `[backup] daily backup written to ${result.file}${copiedTo ? ` and ${copiedTo}` : ''} (${(result.bytes / 1e6).toFixed(1)} MB, ${(result.ms / 1000).toFixed(1)} s)`,
          );
        }
      })
      .catch((error: unknown) => console.error('[backup] daily backup failed', error))
      .finally(() => {
        running = false;
      });
  };
  setTimeout(check, FIRST_CHECK_MS).unref?.();
  store[timerKey] = setInterval(check, DAILY_CHECK_MS);
  store[timerKey].unref?.();
}

// What the dashboard says about backups: when the newest one was made, where it went, and whether it is older
// than BACKUP_WARN_DAYS (a daily backup that has stopped: a full disk, a bucket refusing, no server running).
import 'server-only';
import type { Database } from '@/lib/server/db';
import type { BackupStatus } from '@/lib/shared/back-office/admin-types';
import { BACKUP_WARN_DAYS } from '@/lib/shared/backup-settings';
import { lastBackup } from './backup-records';

export async function backupStatus(db: Database, now = new Date()): Promise<BackupStatus> {
  const last = await lastBackup(db);
  return {
    last_backup_at: last ? last.finishedAt.toISOString() : null,
    last_backup_location: last?.location ?? null,
    backup_overdue: !last || now.getTime() - last.finishedAt.getTime() > BACKUP_WARN_DAYS * 24 * 60 * 60 * 1000,
  };
}

// Backups of the shop (lib/server/backup): how many daily ones are kept, and when the dashboard warns.

/** Daily backups kept when BACKUP_KEEP does not say. */
export const DEFAULT_BACKUP_KEEP = 7;

/** The dashboard warns when the newest backup is older than this many days (the shop makes one daily). */
export const BACKUP_WARN_DAYS = 2;

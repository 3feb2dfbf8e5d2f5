// `npm run restore -- --from FILE`: restores a backup (npm run backup, or a daily one) into an EMPTY shop: the
// embedded database under DATA_DIR (or the PostgreSQL database of DATABASE_URL) and the media folder (or the
// S3_BUCKET). Anything already there is refused, untouched. The database part is one transaction.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/lib/server/db/client';
import { databaseTarget } from '@/lib/server/db/config';
import { mediaStore } from '@/lib/server/media/media-store';
import { assertEmptyMedia, restoreBackup } from '@/lib/server/backup/write-backup';

const USAGE = 'Usage: npm run restore -- --from FILE';

async function main() {
  const flag = process.argv.indexOf('--from');
  const from = flag >= 0 ? process.argv[flag + 1] : undefined;
  if (!from) throw new Error(`say which backup to restore.\n${USAGE}`);
  const file = path.resolve(from);
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const target = databaseTarget();
  if (target.kind === 'memory')
    throw new Error(
      'DATABASE_URL=memory:// would forget the restored shop at once: set DATA_DIR, or DATABASE_URL to a PostgreSQL database',
    );
  const media = mediaStore();
  // Checked before the database is created, so a refusal leaves nothing behind.
  await assertEmptyMedia(media);
  const where = target.kind === 'postgres' ? 'the PostgreSQL database of DATABASE_URL' : target.dataDir;
  console.log(`> Restoring ${file} into ${where} and ${media.location} ...`);
  const handle = await openDatabase(target, { migrate: false });
  try {
    const result = await restoreBackup(file, handle.db, media);
    console.log(
      `> Restored ${result.rows} rows in ${result.tables.length} tables and ${result.mediaFiles} media files in ${(result.ms / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`\nCould not restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

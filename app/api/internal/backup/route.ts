import { apiRoute, json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { clientIp } from '@/lib/server/http/client-ip';
import { DomainError, notFound } from '@/lib/server/errors/domain-error';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { BACKUP_KEY_HEADER, backupKeyMatches, isLoopback } from '@/lib/server/backup/backup-endpoint';
import { manualBackup } from '@/lib/server/backup/shop-backup';
import { backupRequestSchema } from '@/lib/shared/schemas/backup-schema';

export const dynamic = 'force-dynamic';

/**
 * A backup of the running shop into the file named (lib/server/backup/backup-endpoint.ts): for `npm run
 * backup` on this machine, with the key from DATA_DIR/backup-key. Anyone else gets the 404 of a missing route.
 */
export const POST = apiRoute(async (request) => {
  if (!isLoopback(clientIp(request.headers)) || !backupKeyMatches(request.headers.get(BACKUP_KEY_HEADER)))
    throw notFound('Not found');
  const { to } = await readJsonBody(request, backupRequestSchema);
  const result = await manualBackup(to).catch((error: NodeJS.ErrnoException) => {
    // The file cannot be written there (no such folder, no permission, disk full): the caller's to fix.
    if (typeof error?.code === 'string' && error.syscall)
      throw new DomainError(ERROR_CODES.validationFailed, `Could not write ${to}: ${error.message}`, {
        errors: { to: [error.message] },
      });
    throw error;
  });
  return json({
    file: result.file,
    bytes: result.bytes,
    ms: result.ms,
    database_ms: result.databaseMs,
    rows: result.rows,
    tables: result.tables,
    media_files: result.mediaFiles,
  });
});

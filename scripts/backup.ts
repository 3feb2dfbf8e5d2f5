// `npm run backup -- --to FILE`: a consistent backup of the shop (database and pictures) while it runs
// (lib/server/backup). On PostgreSQL this command reads the database itself. The embedded database is
// opened by one process at a time: when the shop's server holds it, the server is asked to write the
// backup (POST /api/internal/backup on this machine, with the key in DATA_DIR/backup-key); otherwise this
// command opens it itself.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { closeDb } from '@/lib/server/db';
import { databaseTarget } from '@/lib/server/db/config';
import { dataDirHolder } from '@/lib/server/db/data-dir-lock';
import {
  BACKUP_ENDPOINT_PATH,
  BACKUP_KEY_HEADER,
  backupKey,
  readBackupEndpoint,
} from '@/lib/server/backup/backup-endpoint';
import { manualBackup } from '@/lib/server/backup/shop-backup';
import type { BackupResult } from '@/lib/server/backup/write-backup';

const USAGE = 'Usage: npm run backup -- --to FILE   (e.g. --to ~/shop-backup.tar.gz)';

function askServer(port: number, file: string): Promise<BackupResult> {
  const body = JSON.stringify({ to: file });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: 'localhost',
        port,
        path: BACKUP_ENDPOINT_PATH,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [BACKUP_KEY_HEADER]: backupKey(),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let answer: Record<string, unknown> = {};
          try {
            answer = JSON.parse(text) as Record<string, unknown>;
          } catch {
            /* not JSON: reported below */
          }
          if (response.statusCode !== 200)
            return reject(
              new Error(
                `the shop's server answered ${response.statusCode}: ${String(answer.message ?? text.slice(0, 200))}`,
              ),
            );
          resolve({
            file: String(answer.file),
            bytes: Number(answer.bytes),
            ms: Number(answer.ms),
            databaseMs: Number(answer.database_ms),
            rows: Number(answer.rows),
            tables: Number(answer.tables),
            mediaFiles: Number(answer.media_files),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(new Error(`could not reach the shop's server on port ${port} (${error.message})`)),
    );
    request.end(body);
  });
}

async function main() {
  const flag = process.argv.indexOf('--to');
  const to = flag >= 0 ? process.argv[flag + 1] : undefined;
  if (!to) throw new Error(`say where to write the backup.\n${USAGE}`);
  const file = path.resolve(to);
  const target = databaseTarget();
  if (target.kind === 'memory') throw new Error('DATABASE_URL=memory:// holds nothing worth keeping');
  const holder = target.kind === 'pglite' ? dataDirHolder(target.dataDir) : null;
  let result: BackupResult;
  if (holder) {
    const endpoint = readBackupEndpoint();
    if (!endpoint || endpoint.pid !== holder)
      throw new Error(
        `process ${holder} holds the embedded database but did not say where it listens (started by an older version?): restart the shop, or stop it and run this again`,
      );
    console.log(`> Asking the running shop (process ${holder}, port ${endpoint.port}) for a backup ...`);
    result = await askServer(endpoint.port, file);
  } else {
    if (target.kind === 'pglite' && !fs.existsSync(target.dataDir))
      throw new Error(`there is no shop at ${target.dataDir}: set DATA_DIR (or DATABASE_URL) to the shop's`);
    console.log(`> Backing up ${target.kind === 'postgres' ? 'the PostgreSQL database' : target.dataDir} ...`);
    result = await manualBackup(file);
  }
  console.log(
    `> Backup written to ${result.file}: ${(result.bytes / 1e6).toFixed(2)} MB, ${result.rows} rows in ${result.tables} tables, ${result.mediaFiles} media files, ${(result.ms / 1000).toFixed(1)} s (database snapshot ${(result.databaseMs / 1000).toFixed(1)} s).`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(`\nCould not back up the shop: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

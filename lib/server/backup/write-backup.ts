// One backup file: manifest.json, the database's rows (dump-database.ts) and every media file (the disk folder
// or the S3 bucket), as a .tar.gz. The snapshot of the database is taken first; pictures are never rewritten
// under the same key, so each one a snapshot's row names is already stored when it is copied. The archive is
// written beside its final name and renamed at the end, so a backup file is always whole.
import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@/lib/server/db';
import { contentTypeOf, mediaKey, type MediaStore } from '@/lib/server/media';
import { dumpDatabase, type BackupManifest } from './dump-database';
import { readTarGz, TarGzWriter } from './tar-gz';
import { parseManifest, restoreDatabase, RestoreRefusedError, type RestoredTable } from './restore-database';

export type BackupResult = {
  file: string;
  bytes: number;
  ms: number;
  databaseMs: number;
  rows: number;
  tables: number;
  mediaFiles: number;
};

export async function writeBackup(file: string, db: Database, media: MediaStore): Promise<BackupResult> {
  const started = performance.now();
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  const partial = `${target}.partial`;
  try {
    const manifest: BackupManifest = await dumpDatabase(db, work);
    const databaseMs = Math.round(performance.now() - started);
    const keys = [...(await media.keys())].filter((key) => mediaKey(key.split('/'))).sort();
    const writer = new TarGzWriter(partial);
    await writer.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 1)));
    for (const table of manifest.tables) {
      for (const name of table.files) await writer.add(name, fs.readFileSync(path.join(work, name)));
    }
    let mediaFiles = 0;
    for (const key of keys) {
      const stored = await media.get(key);
      // Gone since it was listed (a picture removed meanwhile): the snapshot may still name it, nothing to copy.
      if (!stored) continue;
      await writer.add(`media/${key}`, stored.body, stored.modified);
      mediaFiles++;
    }
    await writer.finish();
    // A backup holds every customer's data: its owner's alone, whatever umask the caller had.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    return {
      file: target,
      bytes: fs.statSync(target).size,
      ms: Math.round(performance.now() - started),
      databaseMs,
      rows,
      tables: manifest.tables.length,
      mediaFiles,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

export type RestoreResult = { tables: RestoredTable[]; rows: number; mediaFiles: number; ms: number };

/** Refuses a store that already holds pictures: a restore goes into an empty shop. */
export async function assertEmptyMedia(media: MediaStore): Promise<void> {
  const present = await media.keys();
  if (present.size)
    throw new RestoreRefusedError(
      `the media store ${media.location} already holds ${present.size} files: restore only into an empty one`,
    );
}

/** Restores FILE into an empty database and an empty media store. */
export async function restoreBackup(file: string, db: Database, media: MediaStore): Promise<RestoreResult> {
  const started = performance.now();
  const input = fs.createReadStream(file);
  const entries = readTarGz(input);
  const next = async () => {
    const item = await entries.next();
    return item.done ? null : item.value;
  };
  try {
    const first = await next();
    if (!first || first.name !== 'manifest.json')
      throw new Error(`${file} is not a backup of this shop (no manifest.json first)`);
    const manifest = parseManifest(first.body);
    await assertEmptyMedia(media);
    const tables = await restoreDatabase(db, manifest, next);
    let mediaFiles = 0;
    for (let entry = await next(); entry; entry = await next()) {
      const key = entry.name.startsWith('media/') ? entry.name.slice('media/'.length) : null;
      if (!key || !mediaKey(key.split('/'))) continue;
      await media.put(key, entry.body, contentTypeOf(key));
      mediaFiles++;
    }
    return {
      tables,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      mediaFiles,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await entries.return(undefined);
    input.destroy();
  }
}

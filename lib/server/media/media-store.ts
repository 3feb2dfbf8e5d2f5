// Where pictures live. By default under $DATA_DIR/media on this machine; with S3_BUCKET set, in an
// S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...) that every instance of the shop reads and writes.
// Keys are paths under /media: `products/uploads/12-ab34.webp` is served at /media/products/uploads/12-ab34.webp.
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaDir } from '@/lib/server/db';
import { runLimited } from '@/lib/shared/run-limited';
import { MEDIA_CACHE_CONTROL, contentTypeOf, mediaBucket, mediaKey } from '@/server-runtime/media-keys.cjs';
import { processEnv } from '@/server-runtime/environment.cjs';

export type StoredMedia = { body: Buffer; contentType: string; modified: Date };

export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Where, for logs: a folder or s3://bucket. */
  readonly location: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  remove(key: string): Promise<void>;
  /** Every key the store holds under a prefix. */
  keys(prefix?: string): Promise<Set<string>>;
}

// Which keys exist and as what type (shared with the shop's HTTP server, which serves this disk store itself).
export { MEDIA_CONTENT_TYPES, mediaKey, contentTypeOf } from '@/server-runtime/media-keys.cjs';

class DiskStore implements MediaStore {
  readonly kind = 'disk';
  constructor(readonly location: string) {}

  private file(key: string): string {
    const file = path.resolve(/*turbopackIgnore: true*/ this.location, key);
    if (!file.startsWith(this.location + path.sep)) throw new Error(`media key outside the media folder: ${key}`);
    return file;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }

  async get(key: string): Promise<StoredMedia | null> {
    const file = this.file(key);
    try {
      const [body, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
      return { body, contentType: contentTypeOf(key), modified: stat.mtime };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async keys(prefix = ''): Promise<Set<string>> {
    const found = new Set<string>();
    const walk = async (dir: string): Promise<void> => {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.isFile() && !entry.name.endsWith('.partial')) {
          const key = path.relative(this.location, full).split(path.sep).join('/');
          if (key.startsWith(prefix)) found.add(key);
        }
      }
    };
    await walk(this.location);
    return found;
  }
}

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** The bucket's settings from S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null without S3_BUCKET. */
export function s3Settings(env: NodeJS.ProcessEnv = processEnv()): S3Settings | null {
  const bucket = mediaBucket(env);
  if (!bucket) return null;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
  };
}

type S3Module = typeof import('@aws-sdk/client-s3');

class S3Store implements MediaStore {
  readonly kind = 's3';
  readonly location: string;
  private client: Promise<{ sdk: S3Module; client: import('@aws-sdk/client-s3').S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.location = `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        // A custom endpoint (MinIO, moto, R2) is addressed by path: bucket names are not in its DNS.
        forcePathStyle: Boolean(settings.endpoint),
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Several S3-compatible servers refuse the SDK's default CRC32 checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.client;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredMedia | null> {
    const { sdk, client } = await this.client;
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!answer.Body) return null;
      return {
        body: Buffer.from(await answer.Body.transformToByteArray()),
        contentType: contentTypeOf(key),
        modified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.client;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async keys(prefix = ''): Promise<Set<string>> {
    const { sdk, client } = await this.client;
    const found = new Set<string>();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) if (item.Key) found.add(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }
}

/** The files of a local folder as a store (the demo's drawn pictures, a folder `npm run media:sync` copies). */
export function diskStore(folder: string): MediaStore {
  return new DiskStore(path.resolve(folder));
}

export function createMediaStore(env: NodeJS.ProcessEnv = processEnv()): MediaStore {
  const s3 = s3Settings(env);
  return s3 ? new S3Store(s3) : new DiskStore(mediaDir());
}

let current: { signature: string; store: MediaStore } | undefined;

/** The store of this process's settings (made once; tests that change the variables get a new one). */
export function mediaStore(): MediaStore {
  const signature = JSON.stringify([s3Settings(), mediaDir()]);
  if (current?.signature !== signature) current = { signature, store: createMediaStore() };
  return current.store;
}

/**
 * Copies every file of a local media folder that the store lacks (a shop moving to a bucket, or the demo's
 * drawn pictures). Files already there are left alone: media keys never change meaning.
 */
export async function copyFolderToStore(
  folder: string,
  store: MediaStore,
  log: (line: string) => void = () => undefined,
): Promise<{ copied: number; present: number }> {
  const local = diskStore(folder);
  const [wanted, present] = await Promise.all([
    local.keys(),
    store.kind === 'disk' && store.location === local.location ? local.keys() : store.keys(),
  ]);
  const missing = [...wanted].filter((key) => mediaKey(key.split('/')) && !present.has(key)).sort();
  let copied = 0;
  await runLimited(missing, 8, async (key) => {
    const file = await local.get(key);
    if (!file) return;
    await store.put(key, file.body, file.contentType);
    copied++;
    if (copied % 100 === 0) log(`  copied ${copied}/${missing.length}`);
  });
  return { copied, present: wanted.size - missing.length };
}

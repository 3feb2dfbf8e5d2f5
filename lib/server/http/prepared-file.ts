// Large generated answers (the product feeds, the sitemap files) prepared once on disk and served from there:
// plain, gzip and Brotli copies written in one streamed pass (flat memory whatever the catalogue's size), an
// ETag and Last-Modified per build, 304 for a client that has it, and the copy the client's Accept-Encoding
// prefers. A build is keyed by a stamp of what it was made from (catalogueStamp): while the stamp is the same,
// every fetch is a file read. When it changes, a small catalogue is rebuilt before answering (seconds at most),
// and a large one keeps answering its last build while the new one is prepared in the background, so a
// crawler never waits a minute for a feed of 100,000 pieces.
import 'server-only';
import { giveWayToRequests } from '@/lib/server/process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip, type Gzip, type BrotliCompress } from 'node:zlib';
import { dataDir } from '@/lib/server/db';
import { processEnv } from '@/server-runtime/environment.cjs';

export type PreparedFileSpec = {
  /** The file's name on disk (letters, digits, dots and dashes), one per answer. */
  name: string;
  /** What the build is made from; a new stamp means a new build. */
  stamp: string;
  contentType: string;
  /** Further headers of every answer (X-Robots-Tag, Cache-Control). */
  headers?: Record<string, string>;
  /** A last build larger than this many bytes is served while the next is prepared, rather than waited for. */
  staleAboveBytes: number;
  build: () => AsyncIterable<string>;
};

type Build = { stamp: string; id: string; etag: string; builtAt: string; size: number };

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const directory = () => path.join(/*turbopackIgnore: true*/ dataDir(), 'prepared');
const fileOf = (id: string, suffix = '') => path.join(/*turbopackIgnore: true*/ directory(), `${id}${suffix}`);
const metaOf = (name: string) => fileOf(name, '.json');

/** Builds in progress in this process, by name: one at a time per file. */
const running = new Map<string, { build: Promise<Build>; giveWay: { on: boolean } }>();

async function lastBuild(name: string): Promise<Build | null> {
  try {
    return JSON.parse(await readFile(metaOf(name), 'utf8')) as Build;
  } catch {
    return null;
  }
}

/** Writes a chunk to a stream, waiting while it is full, so memory stays flat. */
async function put(stream: WriteStream | Gzip | BrotliCompress, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}

const finished = (stream: WriteStream) =>
  new Promise<void>((resolve, reject) => {
    stream.once('close', () => resolve());
    stream.once('error', reject);
  });

/** While `giveWay.on` (nobody waits for this build), it gives way to requests between its chunks. */
async function build(spec: PreparedFileSpec, giveWay: { on: boolean }): Promise<Build> {
  await mkdir(directory(), { recursive: true });
  const id = `${spec.name}.${randomBytes(6).toString('hex')}`;
  const plain = createWriteStream(fileOf(id));
  const gzip = createGzip({ level: 6 });
  // Quality 5: a third smaller than gzip at about its speed (11 takes minutes on a 250 MB feed).
  const brotli = createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  const gzipFile = createWriteStream(fileOf(id, '.gz'));
  const brotliFile = createWriteStream(fileOf(id, '.br'));
  gzip.pipe(gzipFile);
  brotli.pipe(brotliFile);
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const text of spec.build()) {
      const chunk = Buffer.from(text);
      hash.update(chunk);
      size += chunk.length;
      await Promise.all([put(plain, chunk), put(gzip, chunk), put(brotli, chunk)]);
      if (giveWay.on) await giveWayToRequests();
    }
    const done = Promise.all([finished(plain), finished(gzipFile), finished(brotliFile)]);
    plain.end();
    gzip.end();
    brotli.end();
    await done;
  } catch (error) {
    for (const s of [plain, gzip, brotli, gzipFile, brotliFile]) s.destroy();
    await Promise.all(['', '.gz', '.br'].map((suffix) => rm(fileOf(id, suffix), { force: true })));
    throw error;
  }
  const result: Build = {
    stamp: spec.stamp,
    id,
    etag: `"${hash.digest('base64url').slice(0, 27)}"`,
    builtAt: new Date().toUTCString(),
    size,
  };
  const temporary = `${metaOf(spec.name)}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, JSON.stringify(result));
  await rename(temporary, metaOf(spec.name));
  await removeOlderBuilds(spec.name, id);
  return result;
}

/** Earlier builds of the file; a reader still streaming one keeps it open until done (POSIX unlink). */
async function removeOlderBuilds(name: string, keep: string): Promise<void> {
  const prefix = `${name}.`;
  const names = await readdir(directory());
  const old = names.filter(
    (n) =>
      n.startsWith(prefix) &&
      !n.startsWith(keep) &&
      !n.endsWith('.json') &&
      /^[0-9a-f]{12}/.test(n.slice(prefix.length)),
  );
  await Promise.all(old.map((n) => rm(path.join(/*turbopackIgnore: true*/ directory(), n), { force: true })));
}

/** One build per file at a time; a request that comes to wait for a background build takes it to full speed. */
function buildOnce(spec: PreparedFileSpec, background = false): Promise<Build> {
  const current = running.get(spec.name);
  if (current) {
    if (!background) current.giveWay.on = false;
    return current.build;
  }
  const giveWay = { on: background };
  const started = build(spec, giveWay).finally(() => running.delete(spec.name));
  running.set(spec.name, { build: started, giveWay });
  return started;
}

/** The build to answer with: the current one, or (for a large file) the last while the next is prepared. */
async function currentBuild(spec: PreparedFileSpec): Promise<Build> {
  const last = await lastBuild(spec.name);
  if (last && last.stamp === spec.stamp) {
    // A build whose files were removed underneath it is made again.
    if (
      await stat(fileOf(last.id)).then(
        () => true,
        () => false,
      )
    )
      return last;
    return buildOnce(spec);
  }
  if (
    last &&
    last.size > spec.staleAboveBytes &&
    (await stat(fileOf(last.id)).then(
      () => true,
      () => false,
    ))
  ) {
    buildOnce(spec, true).catch((error: unknown) => console.error(`Preparing ${spec.name} failed`, error));
    return last;
  }
  return buildOnce(spec);
}

/**
 * Prepares the file now if what it is made from changed since its last build: the background sweep's step
 * (prepared-sweep.ts), so a fetch after a catalogue change finds the file ready.
 */
export async function prepareIfChanged(spec: PreparedFileSpec): Promise<boolean> {
  const last = await lastBuild(spec.name);
  if (
    last &&
    last.stamp === spec.stamp &&
    (await stat(fileOf(last.id)).then(
      () => true,
      () => false,
    ))
  )
    return false;
  await buildOnce(spec, true);
  return true;
}

/** What the shop's HTTP server needs to send a build's compressed copy itself (server-runtime/prepared-files.cjs). */
export type PreparedBuild = {
  /** The plain file; its `.br` and `.gz` copies lie beside it. */
  file: string;
  etag: string;
  lastModified: string;
  contentType: string;
  headers: Record<string, string>;
};

/** The build a fetch is answered with now, prepared first if need be: as the route answers, for serve.mjs. */
export async function preparedBuild(spec: PreparedFileSpec): Promise<PreparedBuild> {
  const prepared = await currentBuild(spec);
  return {
    file: fileOf(prepared.id),
    etag: prepared.etag,
    lastModified: prepared.builtAt,
    contentType: spec.contentType,
    headers: spec.headers ?? {},
  };
}

/** Called directly (the tests), not behind Next's handler, which would drop the Content-Encoding. */
const canEncode = () => Boolean(processEnv().JEST_WORKER_ID);

/** br, then gzip, as the client accepts them (a q=0 refuses one); null for the plain file. */
export function chosenEncoding(acceptEncoding: string | null): (typeof ENCODINGS)[number] | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(coding, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  return ENCODINGS.find((e) => quality(e.name) > 0) ?? null;
}

/** Whether the client's If-None-Match names this ETag (or any). */
function notModified(request: Request, build: Build): boolean {
  const match = request.headers.get('if-none-match');
  if (match !== null)
    return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === build.etag);
  const since = request.headers.get('if-modified-since');
  return since !== null && Date.parse(since) >= Date.parse(build.builtAt);
}

export async function preparedFileResponse(request: Request, spec: PreparedFileSpec): Promise<Response> {
  const prepared = await currentBuild(spec);
  const headers = new Headers({
    ...spec.headers,
    'Content-Type': spec.contentType,
    ETag: prepared.etag,
    'Last-Modified': prepared.builtAt,
    Vary: 'Accept-Encoding',
  });
  if (notModified(request, prepared)) return new Response(null, { status: 304, headers });
  // Next 16 drops a route's Content-Encoding (send-response.js), so behind Next the compressed copies would
  // arrive undeclared: they are sent only where the Response reaches the client as it is (the tests call the
  // route directly). In production scripts/serve.mjs sends them before Next (server-runtime/prepared-files.cjs).
  const encoding = canEncode() ? chosenEncoding(request.headers.get('accept-encoding')) : null;
  const file = fileOf(prepared.id, encoding?.suffix ?? '');
  if (encoding) headers.set('Content-Encoding', encoding.name);
  headers.set('Content-Length', String((await stat(file)).size));
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

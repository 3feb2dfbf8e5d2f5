// The backup's container: a gzip-compressed POSIX tar (ustar) archive, so an owner can open one with any tar
// (`tar tzf shop-backup.tar.gz`) and the restore reads it as a stream. Written here with Node's zlib rather
// than a package: the format needs a 512-byte header per file and nothing else.
import 'server-only';
import fs from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar field too long: ${value}`);
  bytes.copy(header, offset);
}

const octal = (value: number, digits: number) => value.toString(8).padStart(digits, '0');

/** ustar keeps a path in a 100-byte name and a 155-byte prefix, split at a '/'. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let at = name.indexOf('/'); at > 0; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const base = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`name too long for the backup archive: ${name}`);
}

function header(name: string, size: number, modified: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  field(block, 0, 100, base);
  field(block, 100, 8, '0000644\0');
  field(block, 108, 8, '0000000\0');
  field(block, 116, 8, '0000000\0');
  field(block, 124, 12, `${octal(size, 11)}\0`);
  field(block, 136, 12, `${octal(Math.floor(modified.getTime() / 1000), 11)}\0`);
  field(block, 148, 8, '        ');
  field(block, 156, 1, '0');
  field(block, 257, 6, 'ustar\0');
  field(block, 263, 2, '00');
  field(block, 345, 155, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(block, 148, 8, `${octal(sum, 6)}\0 `);
  return block;
}

/** Writes entries into FILE as .tar.gz; `finish()` ends the archive and resolves once it is on disk. */
export class TarGzWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly done: Promise<void>;

  constructor(file: string) {
    const out = fs.createWriteStream(file, { mode: 0o600 });
    this.gzip.pipe(out);
    this.done = new Promise((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
      this.gzip.on('error', reject);
    });
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  async add(name: string, body: Buffer, modified = new Date()): Promise<void> {
    await this.write(header(name, body.length, modified));
    await this.write(body);
    const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (pad) await this.write(Buffer.alloc(pad));
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }
}

export type TarEntry = { name: string; body: Buffer };

/** The files of a .tar.gz stream, in order. Anything but plain files (directories, pax headers) is skipped. */
export async function* readTarGz(input: Readable): AsyncGenerator<TarEntry> {
  const chunks = input.pipe(zlib.createGunzip())[Symbol.asyncIterator]();
  let buffered: Buffer[] = [];
  let length = 0;
  const take = async (n: number): Promise<Buffer | null> => {
    while (length < n) {
      const next = await chunks.next();
      if (next.done) return null;
      buffered.push(next.value as Buffer);
      length += (next.value as Buffer).length;
    }
    const all = buffered.length === 1 ? buffered[0] : Buffer.concat(buffered, length);
    buffered = length > n ? [all.subarray(n)] : [];
    length -= n;
    return all.subarray(0, n);
  };
  const text = (block: Buffer, offset: number, size: number) => {
    const raw = block.subarray(offset, offset + size);
    const end = raw.indexOf(0);
    return raw.subarray(0, end < 0 ? size : end).toString('utf8');
  };
  for (;;) {
    const block = await take(BLOCK);
    if (!block) throw new Error('the backup archive is cut short');
    if (block.every((byte) => byte === 0)) return;
    if (text(block, 257, 5) !== 'ustar') throw new Error('not a backup archive (no tar header)');
    const size = parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = text(block, 156, 1);
    const prefix = text(block, 345, 155);
    const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
    const body = await take(size);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (!body || (pad && !(await take(pad)))) throw new Error('the backup archive is cut short');
    if (type === '0' || type === '') yield { name, body: Buffer.from(body) };
  }
}

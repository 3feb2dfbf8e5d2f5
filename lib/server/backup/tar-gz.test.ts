// The backup's container is a plain .tar.gz: what it writes, it reads back byte for byte (long names, empty
// and binary files included), the system's tar reads it too, and a cut-short file is refused.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTarGz, TarGzWriter } from './tar-gz';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-gz-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const LONG = `media/products/${'deep/'.repeat(20)}${'n'.repeat(90)}.webp`;
const files: [string, Buffer][] = [
  ['manifest.json', Buffer.from('{"a":1}')],
  ['db/001-empty.1.jsonl', Buffer.alloc(0)],
  ['media/exact-512.bin', randomBytes(512)],
  [LONG, randomBytes(70_000)],
];

async function readAll(file: string) {
  const found: [string, Buffer][] = [];
  for await (const entry of readTarGz(fs.createReadStream(file))) found.push([entry.name, entry.body]);
  return found;
}

it('reads back what it wrote, and the system tar lists the same files', async () => {
  const file = path.join(work, 'a.tar.gz');
  const writer = new TarGzWriter(file);
  for (const [name, body] of files) await writer.add(name, body);
  await writer.finish();
  expect(LONG.length).toBeGreaterThan(100);
  const found = await readAll(file);
  expect(found.map(([name]) => name)).toEqual(files.map(([name]) => name));
  for (const [i, [, body]] of found.entries()) expect(body.equals(files[i][1])).toBe(true);
  expect(fs.statSync(file).mode & 0o077).toBe(0);
  const listed = spawnSync('tar', ['tzf', file], { encoding: 'utf8' });
  if (listed.status === null) return; // no tar on this machine
  expect(listed.stdout.trim().split('\n')).toEqual(files.map(([name]) => name));
});

it('refuses an archive cut short', async () => {
  const file = path.join(work, 'b.tar.gz');
  const writer = new TarGzWriter(file);
  await writer.add('media/big.bin', randomBytes(100_000));
  await writer.finish();
  const whole = fs.readFileSync(file);
  fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
  await expect(readAll(file)).rejects.toThrow();
});

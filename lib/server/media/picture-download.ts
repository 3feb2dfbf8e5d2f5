// A picture named by an https URL (a Shopify export's, a supplier's) copied once into the shop's media store, so
// the catalogue never hot-links. The address is resolved first and refused when any of its addresses is private,
// loopback, link-local or otherwise not on the public internet (the server must not be made to fetch from its own
// network); redirects are not followed; the download has a time limit and the upload's size and type limits, and
// goes through the same preparation as an uploaded picture. The file is named by the URL's hash: a URL
// downloaded before is not fetched again, and importing the same file twice names the same picture.
import 'server-only';
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DomainError } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { IMAGE_UPLOAD } from '@/lib/shared/schemas/admin-product-schema';
import { PICTURE_DOWNLOAD_MESSAGES as M } from '@/lib/shared/messages/admin-images';
import { mediaStore } from './media-store';
import { putPicture } from './picture-variants';
import { prepareProductImage } from './product-images';
import { processEnv } from '@/server-runtime/environment.cjs';

export const PICTURE_DOWNLOAD = { timeoutMs: 15_000, folder: 'products/imported' } as const;

/** Addresses a download may never reach (IPv4 and IPv6 ranges not on the public internet). */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** What a picture URL in an import is: one of the shop's own /media/ paths (normalised: no "..", no "//", no
 *  backslash or encoded slash or dot), an address to download, or neither. */
export function pictureUrlKind(url: string): 'media' | 'download' | 'bad-media' | 'invalid' {
  if (url.startsWith('/') && !url.startsWith('//')) {
    if (!url.startsWith('/media/')) return 'invalid';
    const bad = /\/\/|\\|%2f|%5c|%2e|(^|\/)\.\.?(\/|$)|[?#]/i.test(url);
    return bad ? 'bad-media' : 'media';
  }
  if (/^https:\/\/[^/\\\s]/i.test(url)) return 'download';
  const origin = testOrigin();
  return origin && url.startsWith(`${origin}/`) ? 'download' : 'invalid';
}

const refused = (message: string) => new DomainError(ERROR_CODES.validationFailed, message);

/** Only under Jest: an http origin on this machine that tests stand up in place of a picture host (an https
 *  server with a trusted certificate is not something a test can make). Never read in production. */
function testOrigin(): string | null {
  return process.env.NODE_ENV === 'test' ? (processEnv().PICTURE_DOWNLOAD_TEST_ORIGIN ?? null) : null;
}

async function checkAddress(url: URL): Promise<void> {
  if (testOrigin() === url.origin) return;
  if (url.protocol !== 'https:') throw refused(M.httpsOnly);
  if (url.username || url.password) throw refused(M.notPublic);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) throw refused(M.unreachable);
  if (!addresses.every((a) => isPublicAddress(a.address))) throw refused(M.notPublic);
}

async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > IMAGE_UPLOAD.maxBytes) throw refused(M.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > IMAGE_UPLOAD.maxBytes) throw refused(M.tooLarge);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The picture at an https URL, in the media store: its /media/ path, or a DomainError saying why not. */
export async function downloadPicture(address: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw refused(M.httpsOnly);
  }
  const key = `${PICTURE_DOWNLOAD.folder}/${createHash('sha256').update(url.href).digest('hex').slice(0, 32)}.webp`;
  const store = mediaStore();
  if (await store.get(key)) return `/media/${key}`;
  await checkAddress(url);
  let bytes: Buffer;
  try {
    // The address checked above is the one fetched: no redirect is followed to another.
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(PICTURE_DOWNLOAD.timeoutMs) });
    if (response.status !== 200) throw refused(M.notFound(response.status));
    bytes = await readCapped(response);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refused(M.unreachable);
  }
  let webp: Buffer;
  try {
    webp = await prepareProductImage(bytes);
  } catch (error) {
    if (error instanceof DomainError) throw refused(M.notAPicture);
    throw error;
  }
  await putPicture(store, key, webp, 'image/webp');
  return `/media/${key}`;
}

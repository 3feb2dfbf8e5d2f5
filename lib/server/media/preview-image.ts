// Link previews people click: a 1200×630 JPEG (the size Facebook, WhatsApp, LinkedIn and X show large) for a
// piece (its picture, name and price), for the home page and the list (the shop's name and line) and for each
// category, drawn in the shop's own colours: its background, a band of its primary colour, serif lettering.
// A page only names it (previewKey: what it shows, hashed, costs no drawing); it is drawn the first time its
// address is asked for, or ahead when a piece is saved or imported (storedPreview), and kept in the media store
// under that name, so a changed price or picture makes a new file and the old address stays valid as long as
// crawlers cache it (media files are served as immutable).
import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import { mediaKey, mediaStore, type StoredMedia } from './media-store';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Bump when the drawing changes, so every preview is drawn again. */
const PREVIEW_VERSION = 2;

export type PreviewInput = {
  title: string;
  /** The price line ('₹12,500') or the shop's line; may be empty. */
  subtitle: string;
  /** The shop's name, at the foot. */
  shop: string;
  /** A picture in the media store ('/media/products/x.webp'); anything else is left out. */
  picture: string | null;
  colors: { background: string; primary: string; text: string };
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const CSS_COLOR = /^#[0-9a-f]{3,8}$/i;
const color = (value: string, fallback: string) => (CSS_COLOR.test(value.trim()) ? value.trim() : fallback);

/** Words on at most `lines` lines of about `width` characters, the last cut with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/** The media key of a picture the store holds, from its address; null for another host's. */
function pictureKey(src: string | null): string | null {
  const match = src ? /^\/?media\/(.+)$/.exec(src.split('?')[0]!) : null;
  return match ? mediaKey(match[1]!.split('/')) : null;
}

async function draw(input: PreviewInput): Promise<Buffer> {
  const background = color(input.colors.background, '#fbf7f0');
  const primary = color(input.colors.primary, '#7a1f2b');
  const text = color(input.colors.text, '#2b2118');
  const key = pictureKey(input.picture);
  const stored = key ? await mediaStore().get(key) : null;
  const pictureWidth = stored ? PREVIEW_HEIGHT : 0;
  const left = pictureWidth + 60;
  // Bold serif at 46 px is about 29 px a character: 16 fit beside the picture, 34 across without one.
  const chars = stored ? 16 : 34;
  const titleLines = wrap(input.title, chars, 4);
  const titleSvg = titleLines
    .map(
      (line, i) => `<text x="${left}" y="${180 + i * 58}" font-size="46" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitleY = 180 + titleLines.length * 58 + 30;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
    <rect x="${pictureWidth}" y="0" width="${PREVIEW_WIDTH - pictureWidth}" height="${PREVIEW_HEIGHT}" fill="${background}"/>
    <rect x="${pictureWidth}" y="${PREVIEW_HEIGHT - 90}" width="${PREVIEW_WIDTH - pictureWidth}" height="90" fill="${primary}"/>
    <rect x="${left}" y="90" width="80" height="6" fill="${primary}"/>
    <g font-family="Georgia, 'DejaVu Serif', serif" fill="${text}">${titleSvg}
      <text x="${left}" y="${subtitleY}" font-size="44" fill="${primary}" font-weight="700">${escapeXml(input.subtitle)}</text>
    </g>
    <text x="${left}" y="${PREVIEW_HEIGHT - 32}" font-family="Georgia, 'DejaVu Serif', serif" font-size="36" fill="#ffffff">${escapeXml(
      wrap(input.shop, chars + 8, 1)[0] ?? '',
    )}</text>
  </svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(svg), left: 0, top: 0 }];
  if (stored) {
    const picture = await sharp(stored.body)
      .resize(PREVIEW_HEIGHT, PREVIEW_HEIGHT, { fit: 'cover' })
      .flatten({ background })
      .toBuffer();
    layers.unshift({ input: picture, left: 0, top: 0 });
  }
  return sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background } })
    .composite(layers)
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * The media key of the preview of `input`, without drawing it: `previews/{subject}-{hash}.jpg`, where the
 * subject (`product-12`, `shop`, ...) lets the media route find what to draw when the file is first asked for.
 */
export function previewKey(subject: string, input: PreviewInput): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: PREVIEW_VERSION, ...input }))
    .digest('hex')
    .slice(0, PREVIEW_HASH_LENGTH);
  return `previews/${subject}-${hash}.jpg`;
}

export const PREVIEW_HASH_LENGTH = 20;

// A preview asked for twice at once (a link pasted in a group chat) is drawn once.
const drawing = new Map<string, Promise<StoredMedia>>();

/** The stored preview under `key` (previewKey of `input`), drawn and stored first when there is none. */
export function storedPreview(key: string, input: PreviewInput): Promise<StoredMedia> {
  const pending = drawing.get(key);
  if (pending) return pending;
  const work = (async () => {
    const store = mediaStore();
    const found = await store.get(key);
    if (found) return found;
    const body = await draw(input);
    await store.put(key, body, 'image/jpeg');
    return { body, contentType: 'image/jpeg', modified: new Date() };
  })().finally(() => drawing.delete(key));
  drawing.set(key, work);
  return work;
}

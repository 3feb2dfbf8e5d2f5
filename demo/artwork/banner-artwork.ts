// Wide carousel banners and the square shop logo, drawn from the same jewelry artwork as the products.
import type { MetalTone, StoneKind } from './artwork-palette';
import { n } from './artwork-primitives';
import type { ArtworkSpec, JewelryForm, MotifShape } from './artwork-spec';
import { placedPiece, svgDocument } from './jewelry-artwork';
import { createRandom } from './prng';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 640;
export const LOGO_SIZE = 256;

export type BannerDesign = {
  /** Two colours of the backdrop, dark enough for white text on the left. */
  colors: readonly [string, string];
  tone: MetalTone;
  stones: readonly [StoneKind, StoneKind, StoneKind];
  pieces: readonly { form: JewelryForm; motif: MotifShape }[];
  seed: number;
};

/** Rings of faint dots, like a rangoli, behind the jewelry. */
function mandala(cx: number, cy: number, seed: number): string {
  const rng = createRandom(seed);
  let out = '';
  for (let ring = 1; ring <= 6; ring++) {
    const r = ring * 48;
    const count = ring * 12;
    const dot = 2 + (ring % 3);
    for (let i = 0; i < count; i++) {
      const a = (Math.PI * 2 * i) / count + ring * 0.2;
      out += `<circle cx="${n(cx + Math.cos(a) * r)}" cy="${n(cy + Math.sin(a) * r)}" r="${dot}" fill="#f3d27a" opacity="${n(0.1 + rng.next() * 0.1)}"/>`;
    }
  }
  return out;
}

export function bannerSvg(design: BannerDesign): string {
  const [dark, light] = design.colors;
  const [primary, secondary, accent] = design.stones;
  const count = design.pieces.length;
  const layout =
    count === 1
      ? [{ x: 1150, y: 330, size: 540, rotate: 0 }]
      : count === 2
        ? [
            { x: 1010, y: 320, size: 500, rotate: -4 },
            { x: 1390, y: 350, size: 340, rotate: 8 },
          ]
        : [
            { x: 950, y: 330, size: 340, rotate: -8 },
            { x: 1210, y: 320, size: 420, rotate: 0 },
            { x: 1440, y: 350, size: 250, rotate: 10 },
          ];
  const pieces = design.pieces
    .map((piece, i) => {
      const spec: ArtworkSpec = {
        form: piece.form,
        motif: piece.motif,
        tone: design.tone,
        primary,
        secondary,
        accent,
        seed: design.seed + i * 97,
      };
      const place = layout[i];
      return placedPiece(spec, place.x, place.y, place.size, place.rotate);
    })
    .join('');
  const body =
    `<defs><linearGradient id="banner" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>` +
    `<radialGradient id="spot" cx="72%" cy="50%" r="45%"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#banner)"/>` +
    mandala(1180, 320, design.seed) +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#spot)"/>` +
    `<rect x="0" y="${BANNER_HEIGHT - 6}" width="${BANNER_WIDTH}" height="6" fill="#e9c46a" opacity="0.7"/>` +
    pieces;
  return svgDocument({ tone: design.tone, primary, secondary, accent }, null, body, BANNER_WIDTH, BANNER_HEIGHT);
}

/** A lotus in gold on the brand's teal: no lettering, so it renders the same without any fonts installed. */
export function logoSvg(brandColor: string): string {
  const c = LOGO_SIZE / 2;
  const base = c + 44;
  let petals = '';
  for (const [angle, length] of [
    [-62, 72],
    [62, 72],
    [-31, 88],
    [31, 88],
    [0, 100],
  ] as const) {
    const w = length * 0.4;
    petals +=
      `<path d="M ${c} ${base} Q ${n(c + w)} ${n(base - length * 0.55)} ${c} ${base - length} Q ${n(c - w)} ${n(base - length * 0.55)} ${c} ${base} Z" ` +
      `fill="url(#m)" stroke="${brandColor}" stroke-width="2.5" transform="rotate(${angle} ${c} ${base})"/>`;
  }
  const body =
    `<circle cx="${c}" cy="${c}" r="${c - 4}" fill="${brandColor}"/>` +
    `<circle cx="${c}" cy="${c}" r="${c - 14}" fill="none" stroke="url(#m)" stroke-width="5"/>` +
    `<circle cx="${c}" cy="${c}" r="${c - 24}" fill="none" stroke="url(#m)" stroke-width="1.5" stroke-dasharray="2 6"/>` +
    petals +
    `<path d="M ${c - 66} ${base + 8} Q ${c} ${base + 40} ${c + 66} ${base + 8}" fill="none" stroke="url(#ml)" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="${c}" cy="${base + 20}" r="10" fill="url(#s-ruby)"/>` +
    `<circle cx="${c - 3}" cy="${base + 16}" r="3" fill="#fff" opacity="0.8"/>`;
  return svgDocument(
    { tone: 'gold22', primary: 'ruby', secondary: 'pearl', accent: 'pearl' },
    null,
    body,
    LOGO_SIZE,
    LOGO_SIZE,
  );
}

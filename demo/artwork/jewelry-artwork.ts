// A product photograph stand-in: one piece of jewelry on a studio backdrop, seen in one of four views.
import { BACKDROPS, paletteDefs, type Backdrop, type MetalTone, type StoneKind } from './artwork-palette';
import { n } from './artwork-primitives';
import type { ArtworkSpec, Drawing, DrawContext, JewelryForm } from './artwork-spec';
import { earringsDrawer } from './artwork-earrings';
import {
  drawChain,
  drawChoker,
  drawLocket,
  drawMangalsutra,
  drawMangalsutraBracelet,
  drawNecklaceSet,
  drawPendant,
  drawTempleNecklace,
} from './artwork-necklaces';
import { drawBandRings, drawCocktailRing, drawSolitaireRing } from './artwork-rings';
import {
  drawBeadedAnklet,
  drawClipNosePin,
  drawNath,
  drawNoseStud,
  drawPayal,
  drawToeRings,
} from './artwork-small-pieces';
import {
  drawBangleSet,
  drawCharmBracelet,
  drawCuff,
  drawHaathPhool,
  drawKada,
  drawThinBangles,
} from './artwork-wristwear';
import { createRandom } from './prng';

export const ARTWORK_SIZE = 800;

/** What each image of a product shows, in position order; also used for the alt text. */
export const PRODUCT_VIEWS = [
  'front view',
  'angled view',
  'close-up of the detailing',
  'on a velvet display tray',
] as const;

const DRAWERS: Record<JewelryForm, (ctx: DrawContext) => Drawing> = {
  'ring-cocktail': drawCocktailRing,
  'ring-band': drawBandRings,
  'ring-solitaire': drawSolitaireRing,
  'necklace-choker': drawChoker,
  'necklace-set': drawNecklaceSet,
  'necklace-temple': drawTempleNecklace,
  'necklace-chain': drawChain,
  'necklace-pendant': drawPendant,
  'pendant-locket': drawLocket,
  mangalsutra: drawMangalsutra,
  'mangalsutra-bracelet': drawMangalsutraBracelet,
  'earrings-jhumka': earringsDrawer('jhumka'),
  'earrings-stud': earringsDrawer('stud'),
  'earrings-hoop': earringsDrawer('hoop'),
  'earrings-chandbali': earringsDrawer('chandbali'),
  'earrings-drop': earringsDrawer('drop'),
  'bangles-kada': drawKada,
  'bangles-set': drawBangleSet,
  'bangles-thin': drawThinBangles,
  'bracelet-charm': drawCharmBracelet,
  'bracelet-cuff': drawCuff,
  'bracelet-haathphool': drawHaathPhool,
  'anklet-payal': drawPayal,
  'anklet-beaded': drawBeadedAnklet,
  'anklet-toering': drawToeRings,
  'nosepin-stud': drawNoseStud,
  'nosepin-nath': drawNath,
  'nosepin-clip': drawClipNosePin,
};

export function drawerFor(form: JewelryForm): (ctx: DrawContext) => Drawing {
  return DRAWERS[form];
}

export function drawPiece(spec: ArtworkSpec): Drawing {
  return drawerFor(spec.form)({ spec, rng: createRandom(spec.seed) });
}

/** Scales and centres a drawing so the piece fills most of the frame whatever its natural size. */
function framing(drawing: Drawing): { scale: number; transform: string } {
  const { x0, y0, x1, y1 } = drawing.bounds;
  const scale = Math.min(1.45, 650 / Math.max(x1 - x0, y1 - y0));
  const c = ARTWORK_SIZE / 2;
  return {
    scale,
    transform: `translate(${c} ${c + 10}) scale(${n(scale)}) translate(${n(-(x0 + x1) / 2)} ${n(-(y0 + y1) / 2)})`,
  };
}

/** A piece as an SVG group, scaled to fit a `size` square centred on (cx, cy); for banners. */
export function placedPiece(spec: ArtworkSpec, cx: number, cy: number, size: number, rotate = 0): string {
  const piece = drawPiece(spec);
  const { x0, y0, x1, y1 } = piece.bounds;
  const scale = size / Math.max(x1 - x0, y1 - y0);
  return (
    `<g filter="url(#drop)" transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rotate)}) scale(${n(scale)}) translate(${n(-(x0 + x1) / 2)} ${n(-(y0 + y1) / 2)})">` +
    `${piece.svg}</g>`
  );
}

/** Full SVG document for image `view` (0-3) of a piece. */
export function jewelrySvg(spec: ArtworkSpec, view: number): string {
  const rng = createRandom(spec.seed ^ 0x5bd1e995);
  const backdrop = BACKDROPS[(spec.seed + view * 2) % BACKDROPS.length];
  const piece = drawPiece(spec);
  const frame = framing(piece);
  const c = ARTWORK_SIZE / 2;
  let transform = frame.transform;
  let stage = '';
  if (view === 1) {
    transform = `rotate(${n(rng.pick([-1, 1]) * rng.int(10, 18))} ${c} ${c}) translate(${c} ${c}) scale(0.9) translate(${-c} ${-c}) ${transform}`;
  } else if (view === 2) {
    const zoom = Math.max(1.6, frame.scale * 1.7);
    transform = `translate(${c} ${c}) scale(${n(zoom)}) translate(${n(-piece.focus.x)} ${n(-piece.focus.y)})`;
  } else if (view === 3) {
    stage =
      `<rect x="70" y="90" width="660" height="620" rx="36" fill="${backdrop.surface}"/>` +
      `<rect x="70" y="90" width="660" height="620" rx="36" fill="url(#velvet)"/>` +
      `<rect x="84" y="104" width="632" height="592" rx="28" fill="none" stroke="#e9c46a" stroke-opacity="0.45" stroke-width="3"/>`;
    transform = `translate(${c} ${c}) scale(0.76) rotate(${n(rng.int(-8, 8))}) translate(${-c} ${-c}) ${transform}`;
  }
  return svgDocument(spec, backdrop, stage + `<g filter="url(#drop)" transform="${transform}">${piece.svg}</g>`);
}

/** The pieces of one document share a metal; they may use any stones listed in `palette`. */
export type DocumentPalette = { tone: MetalTone; primary: StoneKind; secondary: StoneKind; accent: StoneKind };

/** A standalone SVG; without a backdrop the body paints its own background (banners) or none (the logo). */
export function svgDocument(
  palette: DocumentPalette,
  backdrop: Backdrop | null,
  body: string,
  width = ARTWORK_SIZE,
  height = ARTWORK_SIZE,
): string {
  const stones: StoneKind[] = [palette.primary, palette.secondary, palette.accent, 'pearl', 'blackBead'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${paletteDefs(palette.tone, stones, backdrop)}` +
    `<radialGradient id="velvet" cx="50%" cy="35%" r="80%"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>` +
    `<filter id="drop" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="10" stdDeviation="9" flood-color="#2b1a05" flood-opacity="0.28"/></filter>` +
    `</defs>` +
    (backdrop ? `<rect width="100%" height="100%" fill="url(#bg)"/>` : '') +
    body +
    `</svg>`
  );
}

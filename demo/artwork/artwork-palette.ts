// Colours of metals, stones and backdrops, and the SVG gradients the artwork paints with.

export type MetalTone = 'gold22' | 'gold18' | 'plated' | 'silver' | 'oxidised' | 'rose';
export type StoneKind =
  | 'ruby'
  | 'emerald'
  | 'sapphire'
  | 'pearl'
  | 'kundan'
  | 'polki'
  | 'zircon'
  | 'turquoise'
  | 'onyx'
  | 'amethyst'
  | 'enamelRed'
  | 'enamelGreen'
  | 'enamelBlue'
  | 'blackBead';

/** Highlight, body, shade and deep shadow: enough for a metal to read as polished. */
const METAL_STOPS: Record<MetalTone, [string, string, string, string]> = {
  gold22: ['#fff5c8', '#f0c550', '#c18a26', '#7f5210'],
  gold18: ['#fff8dc', '#e6c271', '#b58d41', '#735421'],
  plated: ['#fff2b3', '#e9b93c', '#b78325', '#74500f'],
  silver: ['#ffffff', '#e1e5ea', '#a8b0ba', '#646c77'],
  oxidised: ['#dcdcd6', '#9b9b94', '#5d5e59', '#2c2d2a'],
  rose: ['#ffe9df', '#eeb49b', '#c57f66', '#85493a'],
};

/** Sparkle, body and edge colour of each stone. */
const STONE_STOPS: Record<StoneKind, [string, string, string]> = {
  ruby: ['#ff9aa8', '#d01f3f', '#6e0717'],
  emerald: ['#a6f3c6', '#1b9a57', '#08462a'],
  sapphire: ['#a9c9ff', '#2355c6', '#0d2463'],
  pearl: ['#ffffff', '#f4eee3', '#c7bba6'],
  kundan: ['#ffffff', '#f3efe6', '#bdb4a1'],
  polki: ['#fffef6', '#e9e3cd', '#aca386'],
  zircon: ['#ffffff', '#eaf2ff', '#93a8c6'],
  turquoise: ['#c4f6f1', '#2fb3a8', '#0d5f59'],
  onyx: ['#7a7a7a', '#1f1f1f', '#000000'],
  amethyst: ['#ecd0ff', '#8d45c9', '#44156b'],
  enamelRed: ['#ff8a7a', '#c8232c', '#7d0f16'],
  enamelGreen: ['#8ee0a0', '#1e8c46', '#0d4a24'],
  enamelBlue: ['#8fb8ff', '#1e55b3', '#0c2a66'],
  blackBead: ['#6c6c6c', '#161616', '#000000'],
};

export type Backdrop = { inner: string; outer: string; surface: string };

/** Soft studio backdrops; `surface` is the velvet tray used by the last view. */
export const BACKDROPS: Backdrop[] = [
  { inner: '#fffaf2', outer: '#ecdcc4', surface: '#5b1526' },
  { inner: '#fff5f3', outer: '#efd0ca', surface: '#163d30' },
  { inner: '#f6faf4', outer: '#d3e2d1', surface: '#1a2a4d' },
  { inner: '#f4f7fb', outer: '#d2dde9', surface: '#4a1838' },
  { inner: '#f9f5fc', outer: '#ddd2ea', surface: '#12343d' },
  { inner: '#fdf9ef', outer: '#e8dcbc', surface: '#3b1f12' },
];

/**
 * All gradients one drawing may reference: `url(#m)`, `url(#mr)`, `url(#mh)` and `url(#s-<stone>)` follow each shape;
 * `url(#ml)` is laid over the canvas, for straight wires whose zero-width box would leave a shape gradient empty.
 */
export function paletteDefs(tone: MetalTone, stones: readonly StoneKind[], backdrop: Backdrop | null): string {
  const [hi, body, shade, deep] = METAL_STOPS[tone];
  const stoneDefs = [...new Set(stones)]
    .map((kind) => {
      const [spark, main, edge] = STONE_STOPS[kind];
      return (
        `<radialGradient id="s-${kind}" cx="38%" cy="32%" r="75%">` +
        `<stop offset="0" stop-color="${spark}"/><stop offset="0.45" stop-color="${main}"/><stop offset="1" stop-color="${edge}"/>` +
        `</radialGradient>`
      );
    })
    .join('');
  return (
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hi}"/><stop offset="0.35" stop-color="${body}"/><stop offset="0.7" stop-color="${shade}"/><stop offset="1" stop-color="${deep}"/>` +
    `</linearGradient>` +
    `<linearGradient id="mh" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${deep}"/><stop offset="0.3" stop-color="${hi}"/><stop offset="0.55" stop-color="${body}"/><stop offset="1" stop-color="${deep}"/>` +
    `</linearGradient>` +
    `<linearGradient id="ml" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="28" y2="28" spreadMethod="reflect">` +
    `<stop offset="0" stop-color="${hi}"/><stop offset="0.5" stop-color="${body}"/><stop offset="1" stop-color="${shade}"/>` +
    `</linearGradient>` +
    `<radialGradient id="mr" cx="35%" cy="30%" r="80%">` +
    `<stop offset="0" stop-color="${hi}"/><stop offset="0.4" stop-color="${body}"/><stop offset="0.85" stop-color="${shade}"/><stop offset="1" stop-color="${deep}"/>` +
    `</radialGradient>` +
    (backdrop
      ? `<radialGradient id="bg" cx="50%" cy="42%" r="75%">` +
        `<stop offset="0" stop-color="${backdrop.inner}"/><stop offset="1" stop-color="${backdrop.outer}"/>` +
        `</radialGradient>`
      : '') +
    `<radialGradient id="shadow" cx="50%" cy="50%" r="50%">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/>` +
    `</radialGradient>` +
    stoneDefs
  );
}

/** The body colour of a stone, for surfaces too large for the stone gradient (an enamelled bangle). */
export function stoneBody(kind: StoneKind): string {
  return STONE_STOPS[kind][1];
}

// Small SVG building blocks (stones, beads, coins, chains) that the jewelry drawings are assembled from.
// Coordinates are in an 800 x 800 canvas; fills refer to the gradients of artwork-palette.ts.
import type { StoneKind } from './artwork-palette';

export type Point = { x: number; y: number };
/** A point on a curve with the curve's direction there, in degrees. */
export type CurvePoint = Point & { angle: number };

export const n = (value: number): string => String(Math.round(value * 10) / 10);

const highlight = (x: number, y: number, r: number, opacity = 0.85) =>
  `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" rx="${n(r * 0.32)}" ry="${n(r * 0.2)}" fill="#fff" opacity="${opacity}" transform="rotate(-30 ${n(x - r * 0.35)} ${n(y - r * 0.4)})"/>`;

export function metalBead(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#mr)"/>` + highlight(x, y, r, 0.7);
}

export function pearl(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#s-pearl)"/>` + highlight(x, y, r, 0.9);
}

/** A round stone in a metal bezel; faceted stones get a hint of their table. */
export function stone(x: number, y: number, r: number, kind: StoneKind, bezel = true): string {
  if (kind === 'pearl') return pearl(x, y, r);
  let out = bezel ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.22)}" fill="url(#m)"/>` : '';
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#s-${kind})"/>`;
  if (
    kind !== 'kundan' &&
    kind !== 'polki' &&
    kind !== 'blackBead' &&
    kind !== 'turquoise' &&
    kind !== 'onyx' &&
    r > 6
  ) {
    const t = r * 0.55;
    const pts = Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i + Math.PI / 8;
      return `${n(x + Math.cos(a) * t)},${n(y + Math.sin(a) * t)}`;
    }).join(' ');
    out += `<polygon points="${pts}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(Math.max(0.8, r * 0.06))}"/>`;
  }
  return out + highlight(x, y, r);
}

/** Claw prongs around a raised solitaire. */
export function prongs(x: number, y: number, r: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (Math.PI * 2 * i) / count + Math.PI / count;
    return `<circle cx="${n(x + Math.cos(a) * r)}" cy="${n(y + Math.sin(a) * r)}" r="${n(Math.max(3, r * 0.13))}" fill="url(#mr)"/>`;
  }).join('');
}

/** A flat foil-backed stone in a gold frame, the way Kundan and Polki are set. */
export function setStone(x: number, y: number, w: number, h: number, kind: StoneKind): string {
  const frame = Math.max(3, Math.min(w, h) * 0.16);
  return (
    `<rect x="${n(x - w / 2 - frame)}" y="${n(y - h / 2 - frame)}" width="${n(w + frame * 2)}" height="${n(h + frame * 2)}" rx="${n(frame * 1.4)}" fill="url(#m)"/>` +
    `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(frame)}" fill="url(#s-${kind})"/>` +
    `<rect x="${n(x - w * 0.32)}" y="${n(y - h * 0.36)}" width="${n(w * 0.22)}" height="${n(h * 0.14)}" rx="2" fill="#fff" opacity="0.7"/>`
  );
}

export function teardropPath(x: number, y: number, size: number, angle = 0): string {
  const s = size;
  const d =
    `M ${n(x)} ${n(y - s * 1.35)} ` +
    `C ${n(x + s * 0.35)} ${n(y - s * 0.75)} ${n(x + s)} ${n(y - s * 0.35)} ${n(x + s)} ${n(y + s * 0.1)} ` +
    `A ${n(s)} ${n(s)} 0 0 1 ${n(x - s)} ${n(y + s * 0.1)} ` +
    `C ${n(x - s)} ${n(y - s * 0.35)} ${n(x - s * 0.35)} ${n(y - s * 0.75)} ${n(x)} ${n(y - s * 1.35)} Z`;
  return angle ? `<path d="${d}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"` : `<path d="${d}"`;
}

/** A stone surrounded by petals of smaller stones or pearls. */
export function flower(
  x: number,
  y: number,
  r: number,
  petals: number,
  petalKind: StoneKind,
  centreKind: StoneKind,
): string {
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.08)}" fill="url(#m)"/>`;
  const pr = Math.min(r * 0.36, ((Math.PI * r * 0.68) / petals) * 0.95);
  for (let i = 0; i < petals; i++) {
    const a = (Math.PI * 2 * i) / petals - Math.PI / 2;
    out += stone(x + Math.cos(a) * r * 0.68, y + Math.sin(a) * r * 0.68, pr, petalKind, false);
  }
  return out + stone(x, y, r * 0.34, centreKind);
}

/** A temple-style coin (kasu) with a beaded rim and an embossed centre. */
export function coin(x: number, y: number, r: number, accent?: StoneKind): string {
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#mr)"/>`;
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.78)}" fill="none" stroke="url(#m)" stroke-width="${n(r * 0.08)}"/>`;
  const dots = Math.max(8, Math.round(r * 0.9));
  for (let i = 0; i < dots; i++) {
    const a = (Math.PI * 2 * i) / dots;
    out += `<circle cx="${n(x + Math.cos(a) * r * 0.9)}" cy="${n(y + Math.sin(a) * r * 0.9)}" r="${n(r * 0.055)}" fill="url(#m)"/>`;
  }
  out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.32)}" ry="${n(r * 0.44)}" fill="url(#m)"/>`;
  if (accent) out += stone(x, y - r * 0.02, r * 0.16, accent, false);
  return out + highlight(x, y, r, 0.45);
}

/** A little ghungroo bell that hangs from anklets and jhumkas. */
export function bell(x: number, y: number, r: number): string {
  return (
    `<line x1="${n(x)}" y1="${n(y - r * 1.6)}" x2="${n(x)}" y2="${n(y - r * 0.8)}" stroke="url(#ml)" stroke-width="${n(r * 0.3)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#mr)"/>` +
    `<path d="M ${n(x - r * 0.6)} ${n(y + r * 0.25)} Q ${n(x)} ${n(y + r * 0.55)} ${n(x + r * 0.6)} ${n(y + r * 0.25)}" stroke="#3a2a10" stroke-opacity="0.55" stroke-width="${n(r * 0.18)}" fill="none"/>` +
    highlight(x, y, r, 0.6)
  );
}

export function hangingPearl(x: number, y: number, drop: number, r: number): string {
  return (
    `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y + drop)}" stroke="url(#ml)" stroke-width="${n(Math.max(1.5, r * 0.25))}"/>` +
    pearl(x, y + drop + r, r)
  );
}

/** Points on an ellipse from angle a0 to a1 (degrees; 90 is the bottom in screen coordinates). */
export function ellipsePoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
  count: number,
): CurvePoint[] {
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const a = ((a0 + (a1 - a0) * t) * Math.PI) / 180;
    const dx = -Math.sin(a) * rx;
    const dy = Math.cos(a) * ry;
    return { x: cx + Math.cos(a) * rx, y: cy + Math.sin(a) * ry, angle: (Math.atan2(dy, dx) * 180) / Math.PI };
  });
}

export function ellipseArcPath(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): string {
  const pts = ellipsePoints(cx, cy, rx, ry, a0, a1, 48);
  return 'M ' + pts.map((p) => `${n(p.x)} ${n(p.y)}`).join(' L ');
}

/** Alternating flat and edge-on oval links, which is how a fine chain looks from a little distance. */
export function chainLinks(points: readonly CurvePoint[], size: number): string {
  return points
    .map((p, i) => {
      const flat = i % 2 === 0;
      const rx = size;
      const ry = flat ? size * 0.62 : size * 0.28;
      return `<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${flat ? 'none' : 'url(#m)'}" stroke="url(#m)" stroke-width="${n(size * 0.32)}" transform="rotate(${n(p.angle)} ${n(p.x)} ${n(p.y)})"/>`;
    })
    .join('');
}

export function enamelLeaf(x: number, y: number, length: number, angle: number, kind: StoneKind): string {
  const w = length * 0.38;
  return (
    `<path d="M ${n(x)} ${n(y)} Q ${n(x + w)} ${n(y - length * 0.5)} ${n(x)} ${n(y - length)} Q ${n(x - w)} ${n(y - length * 0.5)} ${n(x)} ${n(y)} Z" ` +
    `fill="url(#s-${kind})" stroke="url(#m)" stroke-width="${n(Math.max(2, length * 0.08))}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`
  );
}

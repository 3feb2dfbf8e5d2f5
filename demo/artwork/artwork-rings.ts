// Finger rings, drawn in a three-quarter view: the band as a tilted ellipse, the head on top.
import { centrepiece } from './artwork-centrepiece';
import { ellipsePoints, metalBead, n, prongs, stone } from './artwork-primitives';
import type { DrawContext, Drawing } from './artwork-spec';

function band(cx: number, cy: number, rx: number, ry: number, width: number): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="url(#mh)" stroke-width="${n(width)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx - width * 0.5)}" ry="${n(ry - width * 0.5)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy - width * 0.15)}" rx="${n(rx + width * 0.3)}" ry="${n(ry + width * 0.2)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`
  );
}

export function drawCocktailRing({ spec, rng }: DrawContext): Drawing {
  const cx = 400;
  const cy = 500;
  const rx = rng.int(150, 175);
  const ry = rng.int(105, 125);
  const size = rng.int(78, 98);
  const headY = cy - ry - size * 0.35;
  let svg = band(cx, cy, rx, ry, rng.int(24, 32));
  for (const side of [-1, 1]) {
    for (const p of ellipsePoints(cx, cy, rx, ry, side < 0 ? 215 : 325, side < 0 ? 240 : 300, 3))
      svg += stone(p.x, p.y, 8, spec.accent, false);
  }
  svg += centrepiece(spec, cx, headY, size, false);
  return {
    svg,
    bounds: { x0: cx - rx - 18, y0: headY - size * 1.15, x1: cx + rx + 18, y1: cy + ry + 18 },
    focus: { x: cx, y: headY },
  };
}

export function drawSolitaireRing({ spec, rng }: DrawContext): Drawing {
  const cx = 400;
  const cy = 510;
  const rx = rng.int(145, 165);
  const ry = rng.int(100, 118);
  const r = rng.int(40, 56);
  const top = cy - ry;
  const stoneY = top - r * 1.25;
  let svg = band(cx, cy, rx, ry, rng.int(20, 26));
  svg += `<path d="M ${n(cx - r * 1.1)} ${n(top + 6)} L ${n(cx - r * 0.75)} ${n(stoneY)} L ${n(cx + r * 0.75)} ${n(stoneY)} L ${n(cx + r * 1.1)} ${n(top + 6)} Z" fill="url(#m)"/>`;
  for (const p of ellipsePoints(cx, cy, rx, ry, 235, 255, 3)) svg += stone(p.x, p.y, 7, spec.accent, false);
  for (const p of ellipsePoints(cx, cy, rx, ry, 285, 305, 3)) svg += stone(p.x, p.y, 7, spec.accent, false);
  svg += stone(cx, stoneY, r, spec.primary, false) + prongs(cx, stoneY, r * 1.02, rng.pick([4, 6]));
  return {
    svg,
    bounds: { x0: cx - rx - 14, y0: stoneY - r * 1.3, x1: cx + rx + 14, y1: cy + ry + 14 },
    focus: { x: cx, y: stoneY },
  };
}

/** Stackable bands are shown as a stack of two or three, each finished differently. */
export function drawBandRings({ spec, rng }: DrawContext): Drawing {
  const count = rng.int(2, 3);
  const cx = 400;
  const gap = count === 3 ? 110 : 150;
  let svg = '';
  for (let i = 0; i < count; i++) {
    const cy = 360 + i * gap;
    const rx = 190;
    const ry = 82;
    const finish = (i + Math.floor(spec.seed % 3)) % 3;
    svg += band(cx, cy, rx, ry, finish === 1 ? 34 : 24);
    const front = ellipsePoints(cx, cy, rx, ry, 25, 155, finish === 0 ? 13 : 17);
    if (finish === 0) for (const p of front) svg += stone(p.x, p.y, 9, i === 1 ? spec.secondary : spec.primary, false);
    if (finish === 1) for (const p of front) svg += metalBead(p.x, p.y, 5);
    if (finish === 2) {
      for (const p of front)
        svg += `<line x1="${n(p.x - 6)}" y1="${n(p.y - 9)}" x2="${n(p.x + 6)}" y2="${n(p.y + 9)}" stroke="#000" stroke-opacity="0.22" stroke-width="3"/>`;
    }
  }
  return {
    svg,
    bounds: { x0: cx - 210, y0: 360 - 100, x1: cx + 210, y1: 360 + (count - 1) * gap + 100 },
    focus: { x: cx, y: 360 + 82 },
  };
}

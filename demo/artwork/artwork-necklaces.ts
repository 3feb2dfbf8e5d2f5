// Necklaces, pendants and mangalsutras, laid out as if on a bust: a U-shaped strand hanging from the top edge.
import { centrepiece } from './artwork-centrepiece';
import {
  chainLinks,
  coin,
  ellipseArcPath,
  ellipsePoints,
  flower,
  hangingPearl,
  metalBead,
  n,
  pearl,
  setStone,
  stone,
  teardropPath,
} from './artwork-primitives';
import type { DrawContext, Drawing } from './artwork-spec';

/** A strand from the top-left, down through the bottom and back up to the top-right (angles in degrees). */
const STRAND = { from: -28, to: 208 } as const;

/** The open ends of a strand lying flat: a ring on one side, a lobster clasp on the other. */
function clasps(cx: number, cy: number, rx: number, ry: number, size: number): string {
  const [left, right] = ellipsePoints(cx, cy, rx, ry, STRAND.to, STRAND.from, 2);
  return (
    `<circle cx="${n(left.x)}" cy="${n(left.y)}" r="${n(size * 1.1)}" fill="none" stroke="url(#m)" stroke-width="${n(size * 0.45)}"/>` +
    `<ellipse cx="${n(right.x)}" cy="${n(right.y)}" rx="${n(size * 0.9)}" ry="${n(size * 1.5)}" fill="url(#mr)" transform="rotate(-25 ${n(right.x)} ${n(right.y)})"/>`
  );
}

function chain(cx: number, cy: number, rx: number, ry: number, linkSize: number): string {
  const length = Math.PI * Math.sqrt((rx * rx + ry * ry) / 2) * ((STRAND.to - STRAND.from) / 180);
  const count = Math.round(length / (linkSize * 1.55));
  return (
    chainLinks(ellipsePoints(cx, cy, rx, ry, STRAND.from, STRAND.to, count), linkSize) +
    clasps(cx, cy, rx, ry, linkSize)
  );
}

/** Bridal sets tie with a silk dori that ends in a small gold bead. */
function cord(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): string {
  const [start, end] = ellipsePoints(cx, cy, rx, ry, a0, a1, 2);
  const tip = a0 < 90 ? start : end;
  return (
    `<path d="${ellipseArcPath(cx, cy, rx, ry, a0, a1)}" fill="none" stroke="#7a1f2b" stroke-width="5" stroke-linecap="round"/>` +
    metalBead(tip.x, tip.y, 8)
  );
}

/** Frame of a strand hanging on an ellipse from STRAND.from to STRAND.to, down to `bottom`. */
function strandBox(cx: number, cy: number, rx: number, ry: number, bottom: number) {
  const top = cy + Math.sin((STRAND.from * Math.PI) / 180) * ry;
  return { x0: cx - rx - 14, y0: top - 16, x1: cx + rx + 14, y1: bottom };
}

export function drawChain({ rng }: DrawContext): Drawing {
  const layered = rng.chance(0.4);
  const link = rng.int(8, 12);
  let svg = chain(400, 150, 235, 330, link);
  if (layered) svg += chain(400, 150, 255, 400, link * 0.75);
  svg += metalBead(400, 150 + 330, link * 1.3);
  return {
    svg,
    bounds: strandBox(400, 150, layered ? 255 : 235, layered ? 400 : 330, 150 + (layered ? 400 : 330) + 20),
    focus: { x: 400, y: 470 },
  };
}

export function drawPendant({ spec, rng }: DrawContext): Drawing {
  const size = rng.int(78, 100);
  const bottom = 150 + 270;
  let svg = chain(400, 150, 200, 270, 6);
  svg += `<ellipse cx="400" cy="${bottom + 10}" rx="9" ry="16" fill="none" stroke="url(#m)" stroke-width="6"/>`;
  const y = bottom + 30 + size * 1.15;
  svg += `<line x1="400" y1="${bottom + 20}" x2="400" y2="${n(y - size * 0.7)}" stroke="url(#ml)" stroke-width="5"/>`;
  svg += centrepiece(spec, 400, y, size, true);
  return { svg, bounds: strandBox(400, 150, 200, 270, y + size * 1.25), focus: { x: 400, y } };
}

export function drawLocket({ spec, rng }: DrawContext): Drawing {
  const rx = rng.int(72, 86);
  const ry = Math.round(rx * 1.25);
  const bottom = 150 + 260;
  const cy = bottom + 26 + ry;
  let svg = chain(400, 150, 200, 260, 6);
  svg += `<ellipse cx="400" cy="${bottom + 10}" rx="9" ry="16" fill="none" stroke="url(#m)" stroke-width="6"/>`;
  svg += `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#mr)"/>`;
  svg += `<ellipse cx="400" cy="${cy}" rx="${rx - 10}" ry="${ry - 10}" fill="none" stroke="url(#m)" stroke-width="4"/>`;
  for (const p of ellipsePoints(400, cy, rx - 5, ry - 5, 0, 354, 34)) svg += metalBead(p.x, p.y, 3.2);
  svg += flower(400, cy, rx * 0.42, 6, spec.secondary, spec.primary);
  svg += `<rect x="${400 + rx - 4}" y="${cy - 14}" width="10" height="28" rx="4" fill="url(#m)"/>`;
  return { svg, bounds: strandBox(400, 150, 200, 260, cy + ry + 10), focus: { x: 400, y: cy } };
}

export function drawChoker({ spec, rng }: DrawContext): Drawing {
  const cx = 400;
  const cy = 120;
  const rx = 275;
  const ry = 265;
  const count = rng.int(11, 13);
  const drops = rng.chance(0.5) ? 'pearl' : 'stone';
  let svg = cord(cx, cy, rx, ry, -25, 30) + cord(cx, cy, rx, ry, 150, 205);
  const points = ellipsePoints(cx, cy, rx, ry, 30, 150, count);
  for (const [i, p] of points.entries()) {
    const kind = i % 2 === 0 ? spec.primary : spec.secondary;
    const w = i === Math.floor(count / 2) ? 58 : 42;
    svg += `<g transform="rotate(${n(p.angle - 180)} ${n(p.x)} ${n(p.y)})">${setStone(p.x, p.y, w, w * 1.15, kind)}</g>`;
    const dx = Math.cos(((p.angle - 90) * Math.PI) / 180);
    const dy = Math.sin(((p.angle - 90) * Math.PI) / 180);
    const edge = { x: p.x - dx * w * 0.75, y: p.y - dy * w * 0.75 };
    svg +=
      drops === 'pearl'
        ? hangingPearl(edge.x, edge.y, 12, 9)
        : `${teardropPath(edge.x, edge.y + 24, 11)} fill="url(#s-${spec.accent})" stroke="url(#m)" stroke-width="3"/>`;
  }
  return {
    svg,
    bounds: {
      x0: cx - rx - 30,
      y0: cy + Math.sin((-25 * Math.PI) / 180) * ry - 10,
      x1: cx + rx + 30,
      y1: cy + ry + 80,
    },
    focus: { x: cx, y: cy + ry },
  };
}

export function drawNecklaceSet({ spec, rng }: DrawContext): Drawing {
  const cx = 400;
  const cy = 90;
  const rx = 235;
  const ry = 300;
  const size = rng.int(62, 78);
  let svg = cord(cx, cy, rx, ry, -25, 28) + cord(cx, cy, rx, ry, 152, 205);
  for (const [i, p] of ellipsePoints(cx, cy, rx, ry, 28, 152, 15).entries()) {
    svg += `<g transform="rotate(${n(p.angle - 180)} ${n(p.x)} ${n(p.y)})">${setStone(p.x, p.y, 26, 32, i % 3 === 1 ? spec.secondary : spec.primary)}</g>`;
    svg += hangingPearl(p.x, p.y + 22, 8, 7);
  }
  svg += centrepiece(spec, cx, cy + ry + size * 0.9, size, true);
  for (const x of [140, 660]) {
    svg +=
      stone(x, 560, 16, spec.secondary) +
      `<line x1="${x}" y1="578" x2="${x}" y2="600" stroke="url(#ml)" stroke-width="4"/>`;
    svg += centrepiece(spec, x, 640, 34, true);
  }
  return {
    svg,
    bounds: {
      x0: 100,
      y0: cy + Math.sin((-25 * Math.PI) / 180) * ry - 10,
      x1: 700,
      y1: Math.max(690, cy + ry + size * 2.2),
    },
    focus: { x: cx, y: cy + ry + size * 0.9 },
  };
}

export function drawTempleNecklace({ spec, rng }: DrawContext): Drawing {
  const cx = 400;
  const cy = 110;
  const rx = 240;
  const ry = 300;
  const coins = rng.int(13, 17);
  let svg = chain(cx, cy, rx - 12, ry - 22, 6);
  for (const p of ellipsePoints(cx, cy, rx, ry, 22, 158, coins)) {
    svg += coin(p.x, p.y + 14, 26);
    svg += stone(p.x, p.y + 48, 6, spec.accent, false);
  }
  const big = cy + ry + 95;
  svg += `<line x1="${cx}" y1="${cy + ry + 20}" x2="${cx}" y2="${big - 50}" stroke="url(#ml)" stroke-width="6"/>`;
  svg += coin(cx, big, 62, spec.primary);
  for (const p of ellipsePoints(cx, big, 62, 62, 30, 150, 5)) svg += hangingPearl(p.x, p.y, 10, 8);
  return { svg, bounds: strandBox(cx, cy, rx, ry, big + 95), focus: { x: cx, y: big } };
}

/** Black-bead strands with gold spacers, the sign of a married woman; a small gold pendant at the centre. */
export function drawMangalsutra({ spec, rng }: DrawContext): Drawing {
  const strands = rng.int(1, 2);
  let svg = '';
  for (let s = 0; s < strands; s++) {
    const rx = 205 + s * 18;
    const ry = 290 + s * 26;
    const points = ellipsePoints(400, 120, rx, ry, STRAND.from, STRAND.to, 95 + s * 8);
    for (const [i, p] of points.entries()) svg += i % 7 === 3 ? metalBead(p.x, p.y, 6) : pearlOrBead(p.x, p.y);
    if (s === strands - 1) svg += clasps(400, 120, rx, ry, 7);
  }
  const y = 120 + 290 + 70;
  if (spec.motif === 'coin' || rng.chance(0.5)) {
    svg += `<line x1="400" y1="412" x2="400" y2="${y - 40}" stroke="url(#ml)" stroke-width="5"/>`;
    for (const dx of [-34, 34]) {
      svg += `<path d="M ${400 + dx - 32} ${y} A 32 32 0 0 0 ${400 + dx + 32} ${y} Z" fill="url(#mr)"/>`;
      svg += `<ellipse cx="${400 + dx}" cy="${y}" rx="32" ry="7" fill="url(#mh)"/>`;
    }
    svg += stone(400, y - 22, 10, spec.primary);
  } else {
    svg += centrepiece(spec, 400, y + 20, 58, true);
  }
  return { svg, bounds: strandBox(400, 120, 223, 316, y + 90), focus: { x: 400, y } };
}

function pearlOrBead(x: number, y: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="5.5" fill="url(#s-blackBead)"/>`;
}

export function drawMangalsutraBracelet({ spec }: DrawContext): Drawing {
  let svg = '';
  for (const [i, p] of ellipsePoints(400, 400, 230, 140, 0, 358, 90).entries()) {
    svg += i % 6 === 0 ? metalBead(p.x, p.y, 6.5) : pearlOrBead(p.x, p.y);
  }
  svg += centrepiece(spec, 400, 540, 52, false);
  svg += pearl(400, 260, 8);
  return { svg, bounds: { x0: 160, y0: 250, x1: 640, y1: 610 }, focus: { x: 400, y: 540 } };
}

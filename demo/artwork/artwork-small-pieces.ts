// Anklets, toe rings and nose pins. Nose pins are tiny, so they are drawn as a macro shot.
import { centrepiece } from './artwork-centrepiece';
import {
  bell,
  chainLinks,
  ellipseArcPath,
  ellipsePoints,
  enamelLeaf,
  hangingPearl,
  metalBead,
  n,
  pearl,
  stone,
} from './artwork-primitives';
import type { DrawContext, Drawing } from './artwork-spec';

export function drawPayal({ spec, rng }: DrawContext): Drawing {
  const loops = [
    { cx: 380, cy: 300, scale: 0.92 },
    { cx: 420, cy: 420, scale: 1 },
  ];
  const bells = rng.int(11, 15);
  const leaves = rng.chance(0.5);
  let svg = '';
  for (const loop of loops) {
    const rx = 250 * loop.scale;
    const ry = 115 * loop.scale;
    svg += chainLinks(ellipsePoints(loop.cx, loop.cy, rx, ry, 0, 356, 80), 8.5);
    for (const [i, p] of ellipsePoints(loop.cx, loop.cy, rx, ry, 12, 168, bells).entries()) {
      svg += bell(p.x, p.y + 20, 9);
      if (leaves && i % 2 === 1) svg += enamelLeaf(p.x, p.y + 4, 22, 180, spec.secondary);
    }
    svg += stone(loop.cx, loop.cy + ry, 11, spec.primary);
  }
  return { svg, bounds: { x0: 140, y0: 180, x1: 680, y1: 590 }, focus: { x: 420, y: 535 } };
}

export function drawBeadedAnklet({ spec, rng }: DrawContext): Drawing {
  const cy = 390;
  const count = rng.int(38, 48);
  let svg = '';
  for (const [i, p] of ellipsePoints(400, cy, 255, 125, 0, 356, count).entries()) {
    if (i % 4 === 0) svg += stone(p.x, p.y, 11, i % 8 === 0 ? spec.primary : spec.secondary, false);
    else if (i % 4 === 2) svg += pearl(p.x, p.y, 9);
    else svg += metalBead(p.x, p.y, 6.5);
  }
  svg += hangingPearl(400, cy + 125, 16, 11);
  svg += centrepiece(spec, 400, cy + 125 + 8, 30, false);
  return { svg, bounds: { x0: 130, y0: cy - 140, x1: 670, y1: cy + 190 }, focus: { x: 400, y: cy + 125 } };
}

/** Toe rings (bichiya) come in pairs and are adjustable, so the band is open at the back. */
export function drawToeRings({ spec, rng }: DrawContext): Drawing {
  const size = rng.int(42, 54);
  let svg = '';
  for (const cx of [255, 545]) {
    const cy = 450;
    svg += `<path d="${ellipseArcPath(cx, cy, 112, 58, -70, 250)}" fill="none" stroke="url(#mh)" stroke-width="16" stroke-linecap="round"/>`;
    const coils = ellipsePoints(cx, cy, 112, 58, 40, 140, 9);
    for (const p of coils)
      svg += `<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="4" ry="10" fill="url(#m)" transform="rotate(${n(p.angle + 90)} ${n(p.x)} ${n(p.y)})"/>`;
    svg += centrepiece(spec, cx, cy - 58, size, false);
  }
  return { svg, bounds: { x0: 130, y0: 450 - 58 - size * 1.3, x1: 670, y1: 520 }, focus: { x: 255, y: 392 } };
}

export function drawNoseStud({ spec, rng }: DrawContext): Drawing {
  const size = rng.int(130, 160);
  let svg = `<line x1="420" y1="400" x2="500" y2="590" stroke="url(#mh)" stroke-width="14" stroke-linecap="round"/>`;
  svg += `<path d="M 492 574 q 30 10 10 40" fill="none" stroke="url(#m)" stroke-width="12" stroke-linecap="round"/>`;
  svg += centrepiece(spec, 400, 380, size, false);
  return {
    svg,
    bounds: { x0: 400 - size * 1.15, y0: 380 - size * 1.35, x1: 400 + size * 1.15, y1: 630 },
    focus: { x: 400, y: 380 },
  };
}

export function drawNath({ spec, rng }: DrawContext): Drawing {
  const cx = 420;
  const cy = 430;
  const r = rng.int(190, 215);
  let svg = `<path d="M 120 110 Q ${n(cx - r * 0.9)} ${n(cy - r * 0.3)} ${n(cx - r * 0.72)} ${n(cy - r * 0.7)}" fill="none" stroke="url(#m)" stroke-width="4"/>`;
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const x = (1 - t) * (1 - t) * 120 + 2 * (1 - t) * t * (cx - r * 0.9) + t * t * (cx - r * 0.72);
    const y = (1 - t) * (1 - t) * 110 + 2 * (1 - t) * t * (cy - r * 0.3) + t * t * (cy - r * 0.7);
    svg += i % 2 ? pearl(x, y, 8) : stone(x, y, 6, spec.primary, false);
  }
  svg += metalBead(120, 110, 12);
  svg += `<path d="${ellipseArcPath(cx, cy, r, r, -55, 235)}" fill="none" stroke="url(#mh)" stroke-width="11" stroke-linecap="round"/>`;
  for (const [i, p] of ellipsePoints(cx, cy, r, r, 35, 145, 15).entries()) {
    svg += i % 2 === 0 ? pearl(p.x, p.y, 12) : stone(p.x, p.y, 9, spec.secondary, false);
  }
  const side = ellipsePoints(cx, cy, r, r, 10, 10, 1)[0];
  svg += centrepiece(spec, side.x, side.y, 70, true);
  return { svg, bounds: { x0: 100, y0: 95, x1: cx + r + 60, y1: cy + r + 20 }, focus: side };
}

/**
 * A clip-on nose pin is a small open cuff that grips the edge of the nostril, its ornament on the outside of the
 * cuff and much larger than it. Drawn as a wide hoop with the ornament hanging at the bottom, it read as a collar
 * necklace with a pendant, so the cuff is seen from the side, opening away from the ornament.
 */
export function drawClipNosePin({ spec, rng }: DrawContext): Drawing {
  const cx = 340;
  const cy = 400;
  const r = rng.int(72, 86);
  const size = rng.int(100, 120);
  let svg = `<path d="${ellipseArcPath(cx, cy, r, r * 0.9, -140, 140)}" fill="none" stroke="url(#mh)" stroke-width="22" stroke-linecap="round"/>`;
  for (const end of ellipsePoints(cx, cy, r, r * 0.9, -140, 140, 2)) svg += metalBead(end.x, end.y, 13);
  const ornament = { x: cx + r + size * 0.55, y: cy };
  svg += `<line x1="${n(cx + r)}" y1="${cy}" x2="${n(ornament.x)}" y2="${cy}" stroke="url(#m)" stroke-width="12"/>`;
  svg += centrepiece(spec, ornament.x, ornament.y, size, false);
  const half = Math.max(r + 30, size * 1.35);
  return {
    svg,
    bounds: { x0: cx - r - 30, y0: cy - half, x1: ornament.x + size * 1.15, y1: cy + half },
    focus: ornament,
  };
}

// Bangles and bracelets, seen from slightly above so each one reads as an ellipse.
import { stoneBody, type StoneKind } from './artwork-palette';
import { centrepiece } from './artwork-centrepiece';
import {
  chainLinks,
  coin,
  ellipseArcPath,
  ellipsePoints,
  enamelLeaf,
  flower,
  metalBead,
  n,
  pearl,
  stone,
} from './artwork-primitives';
import type { DrawContext, Drawing } from './artwork-spec';

function bangle(cy: number, rx: number, ry: number, width: number, stroke = 'url(#mh)'): string {
  return (
    `<ellipse cx="400" cy="${n(cy)}" rx="${rx}" ry="${ry}" fill="none" stroke="${stroke}" stroke-width="${width}"/>` +
    `<ellipse cx="400" cy="${n(cy - width * 0.3)}" rx="${rx}" ry="${ry}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`
  );
}

function studs(cy: number, rx: number, ry: number, count: number, r: number, kind: StoneKind): string {
  return ellipsePoints(400, cy, rx, ry, 12, 168, count)
    .map((p) => stone(p.x, p.y, r, kind, false))
    .join('');
}

export function drawKada({ spec, rng }: DrawContext): Drawing {
  const width = rng.int(52, 64);
  const cy = 420;
  let svg = bangle(cy, 240, 110, width);
  svg += `<ellipse cx="400" cy="${cy - width / 2}" rx="240" ry="110" fill="none" stroke="url(#m)" stroke-width="6" stroke-dasharray="4 5"/>`;
  svg += `<ellipse cx="400" cy="${cy + width / 2}" rx="240" ry="110" fill="none" stroke="url(#m)" stroke-width="6" stroke-dasharray="4 5"/>`;
  for (const [i, p] of ellipsePoints(400, cy, 240, 110, 20, 160, 9).entries()) {
    svg +=
      i === 4
        ? flower(p.x, p.y, width * 0.55, 6, spec.secondary, spec.primary)
        : stone(p.x, p.y, width * 0.22, i % 2 ? spec.accent : spec.primary);
  }
  return {
    svg,
    bounds: { x0: 130, y0: cy - 110 - width, x1: 670, y1: cy + 110 + width },
    focus: { x: 400, y: cy + 110 },
  };
}

/** Glass-and-enamel bangles in a set are coloured to go with its stones. */
const MATCHING_ENAMEL: Partial<Record<StoneKind, StoneKind>> = {
  ruby: 'enamelRed',
  emerald: 'enamelGreen',
  sapphire: 'enamelBlue',
};

export function drawBangleSet({ spec, rng }: DrawContext): Drawing {
  const count = rng.int(5, 7);
  const enamel: StoneKind = spec.primary.startsWith('enamel')
    ? spec.primary
    : (MATCHING_ENAMEL[spec.primary] ?? rng.pick(['enamelRed', 'enamelGreen', 'enamelBlue'] as const));
  let svg = '';
  for (let i = 0; i < count; i++) {
    const cy = 300 + i * 42;
    const kind = i % 3;
    if (kind === 0) svg += bangle(cy, 235, 100, 26) + studs(cy, 235, 100, 15, 8, spec.primary);
    else if (kind === 1) svg += bangle(cy, 235, 100, 24, stoneBody(enamel)) + studs(cy, 235, 100, 21, 3.5, 'pearl');
    else svg += bangle(cy, 235, 100, 14);
  }
  return {
    svg,
    bounds: { x0: 150, y0: 180, x1: 650, y1: 300 + (count - 1) * 42 + 120 },
    focus: { x: 400, y: 300 + (count - 1) * 42 + 100 },
  };
}

export function drawThinBangles({ spec, rng }: DrawContext): Drawing {
  const count = rng.int(6, 9);
  let svg = '';
  for (let i = 0; i < count; i++) {
    const cy = 300 + i * 30 + rng.int(-4, 4);
    svg += bangle(cy, 228 + rng.int(-6, 6), 96, rng.int(9, 14));
    if (i % 3 === 1) {
      svg += ellipsePoints(400, cy, 228, 96, 10, 170, 24)
        .map((p) => metalBead(p.x, p.y, 4))
        .join('');
    }
  }
  if (spec.primary !== 'pearl') svg += studs(300 + count * 15, 228, 96, 11, 6, spec.primary);
  return {
    svg,
    bounds: { x0: 160, y0: 190, x1: 640, y1: 300 + count * 30 + 110 },
    focus: { x: 400, y: 300 + (count - 1) * 30 + 96 },
  };
}

export function drawCuff({ spec, rng }: DrawContext): Drawing {
  const cy = 410;
  const width = rng.int(60, 78);
  const path = ellipseArcPath(400, cy, 230, 120, -55, 235);
  let svg = `<path d="${path}" fill="none" stroke="url(#mh)" stroke-width="${width}" stroke-linecap="round"/>`;
  svg += `<path d="${path}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="${width - 14}" stroke-dasharray="2 9"/>`;
  for (const [i, p] of ellipsePoints(400, cy, 230, 120, 25, 155, 7).entries()) {
    svg +=
      i === 3
        ? centrepiece(spec, p.x, p.y, width * 0.62, false)
        : enamelLeaf(p.x, p.y + 18, width * 0.6, p.angle - 180, spec.secondary);
  }
  for (const end of ellipsePoints(400, cy, 230, 120, -55, 235, 2))
    svg += stone(end.x, end.y, width * 0.24, spec.accent);
  return {
    svg,
    bounds: { x0: 160 - width / 2, y0: cy - 120 - width, x1: 640 + width / 2, y1: cy + 120 + width },
    focus: { x: 400, y: cy + 120 },
  };
}

export function drawCharmBracelet({ spec, rng }: DrawContext): Drawing {
  const cy = 370;
  let svg = chainLinks(ellipsePoints(400, cy, 235, 130, 0, 354, 64), 11);
  const charms = rng.int(5, 7);
  for (const [i, p] of ellipsePoints(400, cy, 235, 130, 35, 145, charms).entries()) {
    svg += `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(p.x)}" y2="${n(p.y + 26)}" stroke="url(#ml)" stroke-width="4"/>`;
    const y = p.y + 50;
    if (i % 3 === 0) svg += coin(p.x, y, 24, spec.primary);
    else if (i % 3 === 1) svg += pearl(p.x, y - 4, 17);
    else svg += enamelLeaf(p.x, y - 26, 48, 180, spec.secondary);
  }
  return { svg, bounds: { x0: 150, y0: cy - 145, x1: 650, y1: cy + 200 }, focus: { x: 400, y: cy + 170 } };
}

/** Haath phool: a bracelet joined by chains to a medallion on the back of the hand and on to finger rings. */
export function drawHaathPhool({ spec, rng }: DrawContext): Drawing {
  const medallion = { x: 400, y: 400 };
  const rings = [
    { x: 270, y: 175 },
    { x: 400, y: 140 },
    { x: 530, y: 175 },
  ];
  let svg = chainLinks(ellipsePoints(400, 610, 190, 70, 0, 354, 52), 9);
  const straight = (a: { x: number; y: number }, b: { x: number; y: number }) => {
    const steps = Math.round(Math.hypot(b.x - a.x, b.y - a.y) / 13);
    const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    return chainLinks(
      Array.from({ length: steps }, (_, i) => ({
        x: a.x + ((b.x - a.x) * i) / steps,
        y: a.y + ((b.y - a.y) * i) / steps,
        angle,
      })),
      7,
    );
  };
  for (const x of [270, 400, 530]) svg += straight({ x, y: 548 }, medallion);
  for (const ring of rings) {
    svg += straight(medallion, ring);
    svg += `<ellipse cx="${ring.x}" cy="${ring.y}" rx="34" ry="14" fill="none" stroke="url(#mh)" stroke-width="8"/>`;
    svg += stone(ring.x, ring.y - 14, 12, spec.primary);
  }
  svg += centrepiece(spec, medallion.x, medallion.y, rng.int(62, 74), false);
  return { svg, bounds: { x0: 200, y0: 110, x1: 600, y1: 690 }, focus: medallion };
}

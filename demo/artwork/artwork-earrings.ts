// Pairs of earrings: the left one is drawn, the right one is its mirror image.
import { centrepiece } from './artwork-centrepiece';
import { bell, ellipsePoints, flower, hangingPearl, metalBead, n, stone } from './artwork-primitives';
import type { ArtworkSpec, DrawContext, Drawing } from './artwork-spec';
import type { Random } from './prng';

const LEFT = 245;
const RIGHT = 555;

function pair(single: (x: number) => string): string {
  return single(LEFT) + `<g transform="translate(800 0) scale(-1 1)">${single(LEFT)}</g>`;
}

function topStud(spec: ArtworkSpec, x: number, y: number, r: number): string {
  return flower(x, y, r, 6, spec.secondary, spec.primary);
}

type Single = { draw: (x: number) => string; halfWidth: number; top: number; bottom: number; focusY: number };

function jhumka(spec: ArtworkSpec, rng: Random): Single {
  const dome = rng.int(95, 118);
  const domeTop = 260;
  const rim = domeTop + rng.int(190, 215);
  const fringe = rng.int(11, 15);
  const withBells = rng.chance(0.35);
  const draw = (x: number) => {
    let out = topStud(spec, x, 150, 44);
    out += `<line x1="${x}" y1="194" x2="${x}" y2="${domeTop}" stroke="url(#ml)" stroke-width="6"/>`;
    out += metalBead(x, domeTop - 4, 12);
    out +=
      `<path d="M ${n(x - 26)} ${domeTop} C ${n(x - 60)} ${domeTop + 40} ${n(x - dome)} ${rim - 80} ${n(x - dome)} ${rim} ` +
      `L ${n(x + dome)} ${rim} C ${n(x + dome)} ${rim - 80} ${n(x + 60)} ${domeTop + 40} ${n(x + 26)} ${domeTop} Z" fill="url(#m)"/>`;
    out += `<ellipse cx="${x}" cy="${rim}" rx="${dome}" ry="${n(dome * 0.2)}" fill="url(#mh)"/>`;
    for (const p of ellipsePoints(x, rim - 95, dome * 0.55, dome * 0.12, 15, 165, 7))
      out += stone(p.x, p.y, 9, spec.primary, false);
    for (const p of ellipsePoints(x, rim - 45, dome * 0.82, dome * 0.16, 10, 170, 9))
      out += stone(p.x, p.y, 7, spec.accent, false);
    for (const p of ellipsePoints(x, rim, dome, dome * 0.2, 5, 175, fringe)) {
      out += withBells ? bell(p.x, p.y + 26, 9) : hangingPearl(p.x, p.y, 14, 9);
    }
    return out + stone(x, rim + 26, 13, spec.primary, false);
  };
  return { draw, halfWidth: dome + 12, top: 100, bottom: rim + 60, focusY: rim - 60 };
}

function stud(spec: ArtworkSpec, rng: Random): Single {
  const size = rng.int(95, 120);
  return {
    draw: (x) => centrepiece(spec, x, 400, size, false),
    halfWidth: size * 1.1,
    top: 400 - size * 1.3,
    bottom: 400 + size * 1.1,
    focusY: 400,
  };
}

function hoop(spec: ArtworkSpec, rng: Random): Single {
  const r = rng.int(115, 140);
  const width = rng.int(14, 24);
  const studded = spec.primary !== 'pearl' || rng.chance(0.5);
  const draw = (x: number) => {
    const cy = 260 + r;
    let out = `<circle cx="${x}" cy="${cy}" r="${r}" fill="none" stroke="url(#mh)" stroke-width="${width}"/>`;
    out += `<circle cx="${x}" cy="${cy}" r="${r - width / 2}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`;
    const points = ellipsePoints(x, cy, r, r, 25, 155, 11);
    for (const p of points)
      out += studded ? stone(p.x, p.y, width * 0.42, spec.primary, false) : metalBead(p.x, p.y, width * 0.45);
    return out + metalBead(x, cy - r, width * 0.6);
  };
  return { draw, halfWidth: r + width, top: 260 - width, bottom: 260 + 2 * r + width, focusY: 260 + 1.6 * r };
}

function chandbali(spec: ArtworkSpec, rng: Random): Single {
  const R = rng.int(120, 140);
  const cy = 380;
  const archTop = cy - R * 0.55;
  const draw = (x: number) => {
    let out = `<path d="M ${n(x - R)} ${cy} Q ${x} ${n(cy - R * 1.1)} ${n(x + R)} ${cy}" fill="none" stroke="url(#m)" stroke-width="7"/>`;
    out += topStud(spec, x, archTop - 48, 40);
    out += `<line x1="${x}" y1="${n(archTop - 8)}" x2="${x}" y2="${n(archTop + 4)}" stroke="url(#ml)" stroke-width="6"/>`;
    const outer = `M ${n(x - R)} ${cy} A ${R} ${R} 0 0 0 ${n(x + R)} ${cy}`;
    const inner = `A ${n(R * 1.25)} ${n(R * 1.25)} 0 0 1 ${n(x - R)} ${cy} Z`;
    out += `<path d="${outer} ${inner}" fill="url(#m)"/>`;
    for (let row = 0; row < 2; row++) {
      for (const p of ellipsePoints(
        x,
        cy - R * 0.75,
        R * 1.25 - 12 - row * 14,
        R * 1.25 - 12 - row * 14,
        55,
        125,
        9 - row * 2,
      )) {
        if (p.y < cy + 4) continue;
        out += metalBead(p.x, p.y, 4.5);
      }
    }
    for (let i = 0; i < 9; i++) {
      const a = (Math.PI * (i + 1)) / 10;
      const ox = x - Math.cos(a) * R;
      const oy = cy + Math.sin(a) * R;
      const iy = cy - R * 0.75 + Math.sqrt(Math.max(0, (R * 1.25) ** 2 - (ox - x) ** 2));
      out += stone(
        ox,
        (oy + iy) / 2,
        Math.max(5, (oy - iy) * 0.28),
        i % 2 === 0 ? spec.primary : spec.secondary,
        false,
      );
    }
    for (const p of ellipsePoints(x, cy, R, R, 8, 172, 17)) out += hangingPearl(p.x, p.y, 10, 8);
    return out + metalBead(x - R, cy, 8) + metalBead(x + R, cy, 8);
  };
  return { draw, halfWidth: R + 12, top: archTop - 92, bottom: cy + R + 30, focusY: cy + R * 0.6 };
}

function drop(spec: ArtworkSpec, rng: Random): Single {
  const size = rng.int(80, 100);
  const y = 250 + size * 1.35;
  const draw = (x: number) =>
    `<line x1="${x}" y1="200" x2="${x}" y2="${n(y - size * 0.7)}" stroke="url(#ml)" stroke-width="5"/>` +
    stone(x, 190, 24, spec.secondary) +
    metalBead(x, 240, 8) +
    centrepiece(spec, x, y, size, true);
  return { draw, halfWidth: size * 1.1, top: 160, bottom: y + size * 1.2, focusY: y };
}

const STYLES = { jhumka, stud, hoop, chandbali, drop };

export function earringsDrawer(style: keyof typeof STYLES) {
  return ({ spec, rng }: DrawContext): Drawing => {
    const single = STYLES[style](spec, rng);
    return {
      svg: pair(single.draw),
      bounds: { x0: LEFT - single.halfWidth, y0: single.top, x1: RIGHT + single.halfWidth, y1: single.bottom },
      focus: { x: LEFT, y: single.focusY },
    };
  };
}

// The main ornament of a piece (a pendant, an earring drop, a ring's head), drawn from its motif shape.
import type { StoneKind } from './artwork-palette';
import {
  coin,
  enamelLeaf,
  flower,
  hangingPearl,
  metalBead,
  n,
  pearl,
  setStone,
  stone,
  teardropPath,
} from './artwork-primitives';
import type { ArtworkSpec } from './artwork-spec';

export function centrepiece(spec: ArtworkSpec, x: number, y: number, size: number, withDrop = true): string {
  const { primary, secondary, accent } = spec;
  switch (spec.motif) {
    case 'flower':
      return (
        flower(x, y, size, size > 50 ? 8 : 6, secondary, primary) +
        (withDrop ? hangingPearl(x, y + size * 1.05, size * 0.15, size * 0.16) : '')
      );
    case 'teardrop':
      return teardrop(x, y, size, primary, accent, withDrop);
    case 'crescent':
      return crescentOrnament(x, y, size, primary, secondary, withDrop);
    case 'coin':
      return (
        coin(x, y, size * 0.95, primary) + (withDrop ? hangingPearl(x, y + size * 0.95, size * 0.12, size * 0.15) : '')
      );
    case 'geometric':
      return geometric(x, y, size, primary, secondary);
    case 'leaf':
      return leafSpray(x, y, size, primary, secondary);
    case 'peacock':
      return peacock(x, y, size, primary, secondary, accent);
  }
}

function teardrop(x: number, y: number, size: number, main: StoneKind, rim: StoneKind, withDrop: boolean): string {
  let out = `${teardropPath(x, y, size * 0.78)} fill="url(#m)"/>`;
  out += `${teardropPath(x, y + size * 0.04, size * 0.58)} fill="url(#s-${main})"/>`;
  out += `<ellipse cx="${n(x - size * 0.18)}" cy="${n(y - size * 0.35)}" rx="${n(size * 0.1)}" ry="${n(size * 0.22)}" fill="#fff" opacity="0.55"/>`;
  out += stone(x, y - size * 1.2, size * 0.14, rim);
  if (withDrop) out += pearl(x, y + size * 0.98, size * 0.15);
  return out;
}

function crescentOrnament(
  x: number,
  y: number,
  size: number,
  main: StoneKind,
  side: StoneKind,
  withDrop: boolean,
): string {
  const R = size;
  const cy = y - R * 0.25;
  const outer = `M ${n(x - R)} ${n(cy)} A ${n(R)} ${n(R)} 0 0 0 ${n(x + R)} ${n(cy)}`;
  const inner = `A ${n(R * 1.25)} ${n(R * 1.25)} 0 0 1 ${n(x - R)} ${n(cy)} Z`;
  let out = `<path d="M ${n(x - R)} ${n(cy)} Q ${n(x)} ${n(cy - R * 1.1)} ${n(x + R)} ${n(cy)}" fill="none" stroke="url(#m)" stroke-width="${n(Math.max(3, R * 0.06))}"/>`;
  out += `<path d="${outer} ${inner}" fill="url(#m)"/>`;
  const count = 7;
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * (i + 1)) / (count + 1);
    const ox = x - Math.cos(a) * R;
    const oy = cy + Math.sin(a) * R;
    const iy = cy - R * 0.75 + Math.sqrt(Math.max(0, (R * 1.25) ** 2 - (ox - x) ** 2));
    out += stone(ox, (oy + iy) / 2, Math.max(3, (oy - iy) * 0.3), i % 2 === 0 ? main : side, false);
    if (withDrop) out += hangingPearl(ox, oy, R * 0.06, R * 0.07);
  }
  return out + metalBead(x - R, cy, R * 0.07) + metalBead(x + R, cy, R * 0.07);
}

function geometric(x: number, y: number, size: number, main: StoneKind, corner: StoneKind): string {
  const s = size * 0.95;
  let out = `<rect x="${n(x - s * 0.7)}" y="${n(y - s * 0.7)}" width="${n(s * 1.4)}" height="${n(s * 1.4)}" rx="${n(s * 0.12)}" fill="url(#m)" transform="rotate(45 ${n(x)} ${n(y)})"/>`;
  out += `<rect x="${n(x - s * 0.55)}" y="${n(y - s * 0.55)}" width="${n(s * 1.1)}" height="${n(s * 1.1)}" rx="${n(s * 0.08)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2" transform="rotate(45 ${n(x)} ${n(y)})"/>`;
  out += setStone(x, y, s * 0.62, s * 0.62, main);
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const)
    out += stone(x + dx * s * 0.78, y + dy * s * 0.78, s * 0.13, corner, false);
  return out;
}

function leafSpray(x: number, y: number, size: number, leafKind: StoneKind, base: StoneKind): string {
  let out = '';
  for (const angle of [-50, -25, 0, 25, 50])
    out += enamelLeaf(x, y + size * 0.4, size * (angle === 0 ? 1.15 : 0.95), angle, leafKind);
  return out + stone(x, y + size * 0.42, size * 0.2, base);
}

function peacock(x: number, y: number, size: number, feather: StoneKind, eye: StoneKind, body: StoneKind): string {
  let out = '';
  const feathers = 9;
  for (let i = 0; i < feathers; i++) {
    const angle = -80 + (160 * i) / (feathers - 1);
    out += enamelLeaf(x, y + size * 0.3, size * 1.05, angle, feather);
    const a = ((angle - 90) * Math.PI) / 180;
    out += stone(x + Math.cos(a) * size * 0.82, y + size * 0.3 + Math.sin(a) * size * 0.82, size * 0.09, eye, false);
  }
  out += `${teardropPath(x, y + size * 0.35, size * 0.3)} fill="url(#s-${body})" stroke="url(#m)" stroke-width="${n(size * 0.05)}"/>`;
  return out + pearl(x, y + size * 0.72, size * 0.12);
}

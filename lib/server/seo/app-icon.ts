// The app icon: a faceted gem in white on the primary colour, with no lettering so it reads at 16 px and
// needs no fonts. The gem sits inside the central 60% so launchers can crop the square to any mask shape.
//
// The PNG files under public/icons/ and app/favicon.ico are rendered from this drawing and committed
// (nothing can draw them during `next build`). After changing it, run:
//   node --conditions=react-server --import tsx lib/server/seo/render-app-icons.ts
import 'server-only';
import { DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import { darkenChannels } from '@/lib/shared/theme/color-shade';

export function appIconSvg(color: string = DEFAULT_THEME_COLORS.primary_color, size = 512, rounded = false): string {
  const s = size / 512;
  const p = (x: number, y: number) => `${(x * s).toFixed(1)},${(y * s).toFixed(1)}`;
  const dark = darkenChannels(color);
  // Crown from y 186 to 236, pavilion down to the point at y 366; width 256 (x 128..384).
  const facets = [
    { points: [p(176, 186), p(336, 186), p(384, 236), p(128, 236)], fill: '#ffffff', opacity: 1 },
    { points: [p(128, 236), p(384, 236), p(256, 366)], fill: '#ffffff', opacity: 0.86 },
    { points: [p(208, 236), p(304, 236), p(256, 366)], fill: '#ffffff', opacity: 1 },
    { points: [p(176, 186), p(224, 236), p(128, 236)], fill: '#ffffff', opacity: 0.72 },
    { points: [p(336, 186), p(384, 236), p(288, 236)], fill: '#ffffff', opacity: 0.72 },
  ];
  const radius = rounded ? size * 0.22 : 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${color}"/>` +
    facets
      .map(
        (f) =>
          `<polygon points="${f.points.join(' ')}" fill="${f.fill}" fill-opacity="${f.opacity}" stroke="${dark}" stroke-width="${(4 * s).toFixed(1)}" stroke-linejoin="round"/>`,
      )
      .join('') +
    `</svg>`
  );
}

/**
 * A .ico holding one PNG image (supported by every current browser): a 6-byte header, one 16-byte
 * directory entry, then the PNG bytes.
 */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, png]);
}

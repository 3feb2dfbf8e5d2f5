// Renders the committed app icons from app-icon.ts (see there). Not part of the build.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { appIconSvg, pngToIco } from './app-icon';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

async function png(size: number, rounded = false): Promise<Buffer> {
  return sharp(Buffer.from(appIconSvg(undefined, size, rounded)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main() {
  const icons = path.join(ROOT, 'public', 'icons');
  fs.mkdirSync(icons, { recursive: true });
  fs.writeFileSync(path.join(icons, 'icon-192.png'), await png(192));
  fs.writeFileSync(path.join(icons, 'icon-512.png'), await png(512));
  fs.writeFileSync(path.join(icons, 'apple-touch-icon.png'), await png(180));
  fs.writeFileSync(path.join(ROOT, 'app', 'favicon.ico'), pngToIco(await png(48, true), 48));
  console.log('App icons written to public/icons/ and app/favicon.ico');
}

void main();

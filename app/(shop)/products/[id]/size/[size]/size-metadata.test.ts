// A size's page (/products/{id}?size=16) shows that size's picture and price, so its og:url and its canonical
// are its own address, as its structured data and the feed item linking there say; the piece's page keeps its own.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@/lib/server/db';
import { productVariants } from '@/lib/server/db/schema';
import { seedCatalogue } from '@/test-support/call-route';
import { generateMetadata as pieceMetadata } from '../../page';
import { generateMetadata as sizeMetadata } from './page';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'size-metadata-'));

beforeAll(async () => {
  process.env.SITE_URL = 'https://shop.example.in';
  await seedCatalogue();
});
afterAll(() => {
  delete process.env.SITE_URL;
});

it("gives a size's page its own address as canonical and og:url, and the piece's page the piece's", async () => {
  const db = await getDb();
  const [sized] = await db.select().from(productVariants).limit(1);
  const id = String(sized!.productId);
  const own = `/products/${id}?size=${encodeURIComponent(sized!.size)}`;
  const size = await sizeMetadata({ params: Promise.resolve({ id, size: encodeURIComponent(sized!.size) }) });
  expect(String(size.alternates?.canonical)).toBe(own);
  expect(String(size.openGraph?.url)).toBe(String(size.alternates?.canonical));
  const piece = await pieceMetadata({ params: Promise.resolve({ id }) });
  expect(String(piece.alternates?.canonical)).toBe(`/products/${id}`);
  expect(String(piece.openGraph?.url)).toBe(`/products/${id}`);
});

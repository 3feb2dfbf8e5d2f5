// Every newcomer, test and benchmark starts from this seed, so it must come out the same on every run,
// and no product may go without pictures or link one the seed never draws.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { getDb, tables, type Database } from '@/lib/server/db';
import { BASE_PRODUCT_COUNT } from './catalogue/product-generator';
import { mediaUrl } from './media/media-paths';
import { SHARED_PICTURES_ABOVE } from './media/demo-media';
import { renderMedia, type MediaJob } from './media/media-renderer';
import { demoMediaJobs, seedDemoShop } from './seed-demo-shop';
import { METAL_RATE_KEYS } from '@/lib/shared/pricing/metal-rates';
import { gstinProblem } from '@/lib/shared/gst/gstin';

// A few numbered editions past the distinct designs, so the images they share are checked too.
const PRODUCTS = BASE_PRODUCT_COUNT + 12;

/** The seeded rows with serial ids replaced by the slugs they stand for: a second seed gets new ids by design. */
async function seededRows(db: Database) {
  const categories = await db.select().from(tables.categories).orderBy(asc(tables.categories.slug));
  const categorySlug = new Map(categories.map((c) => [c.id, c.slug]));
  const products = await db.select().from(tables.products).orderBy(asc(tables.products.slug));
  const productSlug = new Map(products.map((p) => [p.id, p.slug]));
  const images = await db.select().from(tables.productImages);
  const carousel = await db.select().from(tables.carouselImages).orderBy(asc(tables.carouselImages.position));
  return {
    settings: await db.select().from(tables.shopSettings),
    categories: categories.map(({ id: _id, parentId, ...row }) => ({
      ...row,
      parent: parentId === null ? null : categorySlug.get(parentId),
    })),
    products: products.map(({ id: _id, categoryId, ...row }) => ({
      ...row,
      category: categoryId === null ? null : categorySlug.get(categoryId),
    })),
    images: images
      .map(({ id: _id, productId, ...row }) => ({ ...row, product: productSlug.get(productId) }))
      .sort((a, b) => `${a.product}/${a.position}`.localeCompare(`${b.product}/${b.position}`)),
    carousel: carousel.map(({ id: _id, buttonLink, ...row }) => ({
      ...row,
      buttonLink: buttonLink.replace(
        /category_id=(\d+)/,
        (_match, id: string) => `category=${categorySlug.get(Number(id))}`,
      ),
    })),
    coupons: (await db.select().from(tables.coupons).orderBy(asc(tables.coupons.code))).map(
      ({ id: _id, ...row }) => row,
    ),
  };
}

type SeededRows = Awaited<ReturnType<typeof seededRows>>;

let first: SeededRows;
let second: SeededRows;

beforeAll(async () => {
  const db = await getDb();
  await seedDemoShop(db, { productCount: PRODUCTS, images: false });
  first = await seededRows(db);
  await seedDemoShop(db, { productCount: PRODUCTS, images: false, replace: true });
  second = await seededRows(db);
});

describe('the demo shop seed', () => {
  it('writes the same rows every time it runs with the same product count', () => {
    expect(first.products).toHaveLength(PRODUCTS);
    expect(first.categories.length).toBeGreaterThan(0);
    expect(first.carousel.length).toBeGreaterThan(0);
    expect(first.coupons.length).toBeGreaterThan(0);
    expect(first.settings).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('gives every product at least one picture, and links only pictures it draws', () => {
    const drawn = new Set(demoMediaJobs(PRODUCTS).map((job) => mediaUrl(job.file)));
    const pictured = new Set(first.images.map((image) => image.product));
    expect(first.products.filter((product) => !pictured.has(product.slug)).map((p) => p.slug)).toEqual([]);

    const linked = [
      ...first.images.map((image) => image.url),
      ...first.categories.map((category) => category.imageUrl),
      ...first.carousel.map((slide) => slide.imageUrl),
      ...first.settings.map((settings) => settings.company.logo?.url),
    ];
    expect(linked.filter((url) => !url || !drawn.has(url))).toEqual([]);
  });

  it('draws each image from the same SVG every time, into distinct files', () => {
    const once = demoMediaJobs(PRODUCTS);
    const again = demoMediaJobs(PRODUCTS);
    expect(new Set(once.map((job) => job.file)).size).toBe(once.length);
    expect(again.map((job) => job.file)).toEqual(once.map((job) => job.file));
    for (const [i, job] of once.entries()) {
      const svg = job.svg();
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(again[i].svg()).toBe(svg);
    }
  });

  it('renders the same WebP bytes every time', async () => {
    const jobs = demoMediaJobs(PRODUCTS);
    // One image of each kind: rendering all of them takes minutes on a small machine.
    const sample = ['brand/', 'categories/', 'carousel/', 'products/'].map((prefix) =>
      jobs.find((job) => job.file.startsWith(prefix)),
    );
    expect(sample.every((job) => job !== undefined)).toBe(true);
    const [a, b] = await Promise.all([renderInto(sample as MediaJob[]), renderInto(sample as MediaJob[])]);
    try {
      for (const job of sample as MediaJob[]) {
        const [bytesA, bytesB] = await Promise.all([
          fs.readFile(path.join(a, job.file)),
          fs.readFile(path.join(b, job.file)),
        ]);
        expect(bytesA.subarray(8, 12).toString('ascii')).toBe('WEBP');
        expect(bytesB.equals(bytesA)).toBe(true);
      }
    } finally {
      await Promise.all([fs.rm(a, { recursive: true, force: true }), fs.rm(b, { recursive: true, force: true })]);
    }
  });
});

async function renderInto(jobs: readonly MediaJob[]): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-media-'));
  const result = await renderMedia(dir, jobs);
  expect(result).toEqual({ rendered: jobs.length, skipped: 0 });
  return dir;
}

describe('what an Indian jeweller shows', () => {
  it('sets every metal rate, prices about a third of the gold by weight, hallmarks the gold, and has a valid GSTIN', async () => {
    const db = await getDb();
    await seedDemoShop(db, { images: false, replace: true });
    const rates = await db.select().from(tables.metalRates);
    expect(rates.map((r) => r.key).sort()).toEqual([...METAL_RATE_KEYS].sort());
    const products = await db.select().from(tables.products);
    const gold = products.filter((p) => p.metal?.endsWith('Gold') && !p.metal.includes('plated'));
    const byWeight = gold.filter((p) => p.pricingKind === 'weight');
    expect(byWeight.length / gold.length).toBeGreaterThan(0.2);
    expect(byWeight.length / gold.length).toBeLessThan(0.5);
    expect(gold.every((p) => p.hallmarked)).toBe(true);
    for (const piece of byWeight) expect(piece.priceBreakup?.totalPaise).toBe(piece.pricePaise);
    expect(products.filter((p) => /plated/i.test(p.metal ?? '')).every((p) => p.hsnCode === '7117')).toBe(true);
    const [settings] = await db.select().from(tables.shopSettings);
    expect(gstinProblem(settings.seller!.gstin)).toBeNull();
    expect(settings.returnWindowDays).toBe(15);
  });
});

describe('the demo reviews', () => {
  it('writes approved reviews by buyers with delivered orders, and computes each rating from them', async () => {
    const db = await getDb();
    await seedDemoShop(db, { productCount: PRODUCTS, images: false, replace: true, reviews: true });
    // A second --force seed keeps the demo buyers and replaces their orders and reviews.
    await seedDemoShop(db, { productCount: PRODUCTS, images: false, replace: true, reviews: true });
    const reviews = await db.select().from(tables.productReviews);
    const products = await db.select().from(tables.products);
    expect(reviews.length).toBeGreaterThan(BASE_PRODUCT_COUNT / 2);
    expect(reviews.every((r) => r.status === 'approved' && r.orderItemId !== null)).toBe(true);

    const lines = await db
      .select({
        id: tables.orderItems.id,
        productId: tables.orderItems.productId,
        userId: tables.orders.userId,
        status: tables.orders.status,
      })
      .from(tables.orderItems)
      .innerJoin(tables.orders, eq(tables.orders.id, tables.orderItems.orderId));
    const line = new Map(lines.map((l) => [l.id, l]));
    for (const review of reviews) {
      const bought = { productId: review.productId, userId: review.userId, status: 'delivered' };
      expect(line.get(review.orderItemId!)).toMatchObject(bought);
    }

    for (const product of products) {
      const own = reviews.filter((r) => r.productId === product.id);
      expect(product.reviewCount).toBe(own.length);
      const average = own.length ? Math.round((own.reduce((sum, r) => sum + r.rating, 0) / own.length) * 10) / 10 : 0;
      expect(Number(product.rating)).toBeCloseTo(average, 5);
    }
    // Some pieces have none, and they show no rating at all.
    expect(products.some((p) => p.reviewCount === 0 && Number(p.rating) === 0)).toBe(true);
  });
});

describe("a large catalogue's shared pictures", () => {
  it('draws one design a top-level category, and every piece shows only pictures it draws', async () => {
    const db = await getDb();
    await seedDemoShop(db, { productCount: PRODUCTS, images: false, replace: true, sharedPictures: true });
    const isProductPicture = (job: MediaJob) => job.file.startsWith('products/');
    const shared = demoMediaJobs(PRODUCTS, true).filter(isProductPicture);
    const all = demoMediaJobs(PRODUCTS, false).filter(isProductPicture);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.length).toBeLessThanOrEqual(all.length / 10);

    const drawn = new Set(shared.map((job) => mediaUrl(job.file)));
    const products = await db.select({ id: tables.products.id }).from(tables.products);
    const images = await db.select().from(tables.productImages);
    expect(new Set(images.map((image) => image.productId)).size).toBe(products.length);
    expect(images.filter((image) => !drawn.has(image.url))).toEqual([]);
  });

  it('is what a seed above the threshold does by itself, and not one of the demo size', () => {
    const files = (jobs: MediaJob[]) => jobs.map((job) => job.file);
    expect(files(demoMediaJobs(SHARED_PICTURES_ABOVE + 1))).toEqual(
      files(demoMediaJobs(SHARED_PICTURES_ABOVE + 1, true)),
    );
    expect(files(demoMediaJobs(PRODUCTS))).toEqual(files(demoMediaJobs(PRODUCTS, false)));
  });
});

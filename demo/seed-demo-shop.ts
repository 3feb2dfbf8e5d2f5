// Fills an empty database with the demo shop: settings, categories, products and their pictures,
// carousel and coupons. Deterministic, idempotent, and all-or-nothing.
import { sql } from 'drizzle-orm';
import { DEMO_METAL_RATES, demoPricing } from './catalogue/demo-metal-pricing';
import { demoEngraving, demoStones, type StoneState } from './catalogue/demo-stones';
import { demoVariants, isRing, productOfVariants, type DemoVariant } from './catalogue/demo-variants';
import type { MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { rowsOf, tables, type Database, type Executor, type Transaction } from '@/lib/server/db';
import { mediaDir } from '@/lib/server/db/config';
import { copyFolderToStore, diskStore, mediaStore } from '@/lib/server/media/media-store';
import { prepareMissingVariants } from '@/lib/server/media/picture-variants';
import { DEMO_BRAND } from './shop/demo-brand';
import { demoCarouselRows } from './shop/demo-carousel';
import { DEMO_CATEGORIES, type DemoCategory } from './catalogue/demo-categories';
import { demoCoupons } from './shop/demo-coupons';
import {
  productMediaJobs,
  SHARED_PICTURES_ABOVE,
  sharedPictures,
  siteMediaJobs,
  type SharedPictures,
} from './media/demo-media';
import { demoShopSettings } from './shop/demo-settings';
import { insertDemoReviews, type ReviewedPiece } from './shop/demo-reviews';
import { renderMedia, type MediaJob } from './media/media-renderer';
import { categoryImageFile, mediaUrl, productImageFile } from './media/media-paths';
import { baseDesigns, DEFAULT_PRODUCT_COUNT, generateProducts, type ProductDraft } from './catalogue/product-generator';

export type SeedOptions = {
  /** Products to create; 180 by default. Above 180 the designs repeat as numbered editions sharing images. */
  productCount?: number;
  /** Draw the media files (default true). Without it the rows still point at the usual URLs. */
  images?: boolean;
  /** Draw one design's pictures per top-level category and show them on every piece of it (sharedPictures in
   *  demo/media/demo-media.ts); by default above SHARED_PICTURES_ABOVE products. */
  sharedPictures?: boolean;
  log?: (line: string) => void;
  /** Delete the existing catalogue and shop settings first, in the same transaction (the CLI's --force). */
  replace?: boolean;
  /** Write the demo reviews, with the demo buyers and delivered orders behind them: what the CLI
   *  seeds (npm start, npm run seed). Off by default so tests start from a shop without orders. */
  reviews?: boolean;
};

/** Serialises seeders that share one PostgreSQL server; any constant other than the migration lock's. */
const SEED_LOCK_KEY = 7_240_518;
/** 500 products x 19 columns stays far below PostgreSQL's 65,535 bind parameters per statement. */
const PRODUCT_CHUNK = 500;

export async function seedIsPresent(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: tables.shopSettings.id }).from(tables.shopSettings).limit(1);
  return rows.length > 0;
}

export async function seedDemoShop(db: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isSafeInteger(productCount) || productCount < 0)
    throw new Error(`Product count must be a whole number, got ${productCount}`);
  if (!options.replace && (await seedIsPresent(db))) {
    log('The shop is already seeded; leaving the data as it is.');
    return { seeded: false };
  }

  const shared = usesSharedPictures(productCount, options.sharedPictures)
    ? sharedPictures(baseDesigns(productCount))
    : null;
  if (shared) log(`Pictures of ${shared.drawn.length} designs (one a top-level category), shared by every piece.`);
  if (options.images !== false) await renderDemoMedia(productCount, shared, log);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (options.replace) await clearCatalogue(tx);
    else if (await seedIsPresent(tx)) return false;
    await tx.insert(tables.shopSettings).values(demoShopSettings());
    const categoryIds = await insertCategories(tx);
    await tx.insert(tables.coupons).values(demoCoupons());
    await tx.insert(tables.carouselImages).values(demoCarouselRows(categoryIds));
    const insert = () => insertProducts(tx, productCount, categoryIds, pictureFileOf(shared), log);
    const reviewed = shared ? await withoutSecondaryIndexes(tx, log, insert) : await insert();
    await insertMetalRates(tx);
    if (options.reviews) log(`Demo reviews: ${await insertDemoReviews(tx, reviewed)}.`);
    return true;
  });
  log(seeded ? `Seeded ${productCount} products.` : 'Another process seeded the shop first; nothing to do.');
  return { seeded };
}

function usesSharedPictures(productCount: number, asked: boolean | undefined): boolean {
  return asked ?? productCount > SHARED_PICTURES_ABOVE;
}

/** The file a design's picture row points at: its own, or with shared pictures its stand-in's. */
function pictureFileOf(shared: SharedPictures | null): (file: string) => string {
  return shared ? (file) => shared.standIn.get(file) ?? file : (file) => file;
}

/** Every image a seed of `productCount` products draws; its rows link to nothing else. */
export function demoMediaJobs(productCount: number, shared?: boolean): MediaJob[] {
  const designs = baseDesigns(productCount);
  const drawn = usesSharedPictures(productCount, shared) ? sharedPictures(designs).drawn : designs;
  return [...siteMediaJobs(), ...productMediaJobs(drawn)];
}

async function renderDemoMedia(
  productCount: number,
  shared: SharedPictures | null,
  log: (line: string) => void,
): Promise<void> {
  const store = mediaStore();
  // With a bucket (S3_BUCKET), only pictures it lacks are drawn: another instance may have seeded it already.
  const inStore = store.kind === 's3' ? await store.keys() : new Set<string>();
  const jobs = demoMediaJobs(productCount, shared !== null).filter((job) => !inStore.has(job.file));
  const started = performance.now();
  log(`Drawing up to ${jobs.length} images into ${mediaDir()} ...`);
  const result = await renderMedia(mediaDir(), jobs, {
    onProgress: (done, total) => log(`  images ${done}/${total}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`Images: ${result.rendered} drawn, ${result.skipped} already present (${seconds} s).`);
  // Every width the pages ask for, in AVIF and WebP, beside the drawings (and copied with them to a bucket).
  const widthsStarted = performance.now();
  const widths = await prepareMissingVariants(diskStore(mediaDir()), log);
  if (widths.prepared + widths.failed > 0)
    log(
      `Picture widths: ${widths.prepared} pictures prepared (${((performance.now() - widthsStarted) / 1000).toFixed(1)} s).`,
    );
  if (store.kind === 's3') {
    const copied = await copyFolderToStore(mediaDir(), store, log);
    log(`Images in ${store.location}: ${copied.copied} copied, ${inStore.size} there before.`);
  }
}

/** The tables a large seed fills row by row. */
const BULK_TABLES = ['products', 'product_images', 'product_variants'];

/**
 * A large catalogue's rows go in without the indexes that are neither keys nor unique, which are then built
 * once over all of them: building a text or trigram index over 100,000 rows is far less work than keeping it
 * up to date through 200 inserts of 500. In the seed's transaction, so a failed seed leaves them as they were.
 */
async function withoutSecondaryIndexes<T>(
  tx: Transaction,
  log: (line: string) => void,
  insert: () => Promise<T>,
): Promise<T> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(
      sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
          JOIN pg_index x ON x.indexrelid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
          WHERE i.schemaname = current_schema() AND NOT x.indisunique AND NOT x.indisprimary
            AND i.tablename IN (${sql.join(
              BULK_TABLES.map((table) => sql`${table}`),
              sql`, `,
            )})`,
    ),
  );
  for (const { name } of indexes) await tx.execute(sql`DROP INDEX ${sql.identifier(name)}`);
  const result = await insert();
  const started = performance.now();
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  log(`Indexes: ${indexes.length} built over the new rows (${((performance.now() - started) / 1000).toFixed(1)} s).`);
  return result;
}

/** Order matters: images go with their products, and categories only after the products that point at them. */
/** Today's rates, each with its first line of history (counting the pieces the seed priced by it). */
async function insertMetalRates(tx: Transaction): Promise<void> {
  const counts = await tx
    .select({ key: tables.products.metalRateKey, n: sql<number>`count(*)::int` })
    .from(tables.products)
    .where(sql`${tables.products.pricingKind} = 'weight'`)
    .groupBy(tables.products.metalRateKey);
  const repriced = new Map(counts.map((c) => [c.key, Number(c.n)]));
  const rates = Object.entries(DEMO_METAL_RATES).map(([key, rupees]) => ({
    key: key as MetalRateKey,
    ratePaisePerGram: rupees * 100,
  }));
  await tx
    .insert(tables.metalRates)
    .values(rates.map((r) => ({ ...r, updatedAt: DEMO_BRAND.baseDate })))
    .onConflictDoUpdate({
      target: tables.metalRates.key,
      set: { ratePaisePerGram: sql`excluded.rate_paise_per_gram`, updatedAt: DEMO_BRAND.baseDate },
    });
  await tx.insert(tables.metalRateHistory).values(
    rates.map((r) => ({
      ...r,
      repricedCount: repriced.get(r.key) ?? 0,
      changedByLabel: 'demo seed',
      createdAt: DEMO_BRAND.baseDate,
    })),
  );
}

async function clearCatalogue(tx: Transaction): Promise<void> {
  await tx.delete(tables.productImages);
  await tx.delete(tables.products);
  await tx.delete(tables.categories);
  await tx.delete(tables.carouselImages);
  await tx.delete(tables.coupons);
  await tx.delete(tables.shopSettings);
}

function categoryRow(
  category: DemoCategory,
  position: number,
  parentId: number | null,
): typeof tables.categories.$inferInsert {
  return {
    name: category.name,
    slug: category.slug,
    description: category.description,
    parentId,
    imageUrl: mediaUrl(categoryImageFile(category.slug)),
    position,
    createdAt: DEMO_BRAND.baseDate,
  };
}

async function insertCategories(tx: Transaction): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const roots = await tx
    .insert(tables.categories)
    .values(DEMO_CATEGORIES.map((root, i) => categoryRow(root, i + 1, null)))
    .returning({ id: tables.categories.id, slug: tables.categories.slug });
  for (const row of roots) ids.set(row.slug, row.id);
  const children = DEMO_CATEGORIES.flatMap((root) =>
    root.subcategories.map((sub, i) => categoryRow(sub, i + 1, ids.get(root.slug) ?? null)),
  );
  const inserted = await tx
    .insert(tables.categories)
    .values(children)
    .returning({ id: tables.categories.id, slug: tables.categories.slug });
  for (const row of inserted) ids.set(row.slug, row.id);
  return ids;
}

/** The first ring priced by weight is the showcase of sizes with their own stock (demo-variants.ts). */
type VariantState = { showcaseDone: boolean } & StoneState;

function variantsOf(product: ProductDraft, state: VariantState): DemoVariant[] {
  if (product.sizes.length === 0) return [];
  const pricing = demoPricing(product);
  const showcase = !state.showcaseDone && isRing(product.sizes) && pricing.pricingKind === 'weight';
  if (showcase) state.showcaseDone = true;
  return demoVariants(product, pricing, showcase);
}

function productRow(
  product: ProductDraft,
  categoryIds: ReadonlyMap<string, number>,
  variants: readonly DemoVariant[],
  state: StoneState,
): typeof tables.products.$inferInsert {
  const pricing = demoPricing(product);
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    categoryId: categoryIds.get(product.categorySlug) ?? null,
    stockQuantity: product.stockQuantity,
    sizes: product.sizes,
    tags: product.tags,
    weightGrams: product.weightGrams,
    ...pricing,
    ...demoStones(product, pricing, state),
    ...demoEngraving(product),
    ...(variants.length > 0 && productOfVariants(variants)),
    isNew: product.isNew,
    featured: product.featured,
    active: true,
    searchText: product.searchText,
    createdAt: product.createdAt,
    updatedAt: product.createdAt,
  };
}

async function insertProductChunk(
  tx: Transaction,
  chunk: readonly ProductDraft[],
  categoryIds: ReadonlyMap<string, number>,
  state: VariantState,
  pictureFile: (file: string) => string,
): Promise<ReviewedPiece[]> {
  const variants = new Map(chunk.map((product) => [product.slug, variantsOf(product, state)]));
  const inserted = await tx
    .insert(tables.products)
    .values(chunk.map((product) => productRow(product, categoryIds, variants.get(product.slug)!, state)))
    .returning({
      id: tables.products.id,
      slug: tables.products.slug,
      pricePaise: tables.products.pricePaise,
      hsnCode: tables.products.hsnCode,
    });
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  const images = chunk.flatMap((product) => {
    const productId = idBySlug.get(product.slug);
    if (productId === undefined) throw new Error(`Product "${product.slug}" was not inserted`);
    return product.images.map((image, position) => ({
      productId,
      url: mediaUrl(productImageFile(pictureFile(image.file))),
      alt: image.alt,
      position,
    }));
  });
  await tx.insert(tables.productImages).values(images);
  const sizes = chunk.flatMap((product) =>
    variants.get(product.slug)!.map((v) => ({ ...v, productId: idBySlug.get(product.slug)! })),
  );
  if (sizes.length > 0) await tx.insert(tables.productVariants).values(sizes);
  const rows = new Map(inserted.map((row) => [row.slug, row]));
  return chunk
    .filter((product) => product.reviewPlan.count > 0)
    .map((product) => {
      const row = rows.get(product.slug)!;
      const image = product.images[0];
      const imageUrl = image ? mediaUrl(productImageFile(pictureFile(image.file))) : null;
      const { name, createdAt, reviewPlan: plan } = product;
      return { id: row.id, name, pricePaise: row.pricePaise, hsnCode: row.hsnCode, imageUrl, createdAt, plan };
    });
}

async function insertProducts(
  tx: Transaction,
  count: number,
  categoryIds: ReadonlyMap<string, number>,
  pictureFile: (file: string) => string,
  log: (line: string) => void,
): Promise<ReviewedPiece[]> {
  const reviewed: ReviewedPiece[] = [];
  let chunk: ProductDraft[] = [];
  let done = 0;
  const state: VariantState = { showcaseDone: false, diamondDone: false };
  const reportEvery = count >= 20_000 ? 10_000 : Number.POSITIVE_INFINITY;
  for (const product of generateProducts(count)) {
    chunk.push(product);
    if (chunk.length < PRODUCT_CHUNK) continue;
    reviewed.push(...(await insertProductChunk(tx, chunk, categoryIds, state, pictureFile)));
    done += chunk.length;
    chunk = [];
    if (done % reportEvery === 0) log(`  products ${done}/${count}`);
  }
  if (chunk.length > 0) reviewed.push(...(await insertProductChunk(tx, chunk, categoryIds, state, pictureFile)));
  return reviewed;
}

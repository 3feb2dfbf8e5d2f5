// Writes a batch of a checked products import in the caller's transaction through the one product writer
// (product-store.ts, a few hundred rows a statement): new products inserted, changed ones updated, their sizes
// and pictures replaced, and an audit entry per product.
import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { productImages, products } from '@/lib/server/db/schema';
import { recordAudits, type AuditEntry } from '@/lib/server/audit';
import type { StaffActor } from '@/lib/server/access';
import { firstFreeSlug, searchTextOf } from '../product-write';
import { chunks, insertProducts, replaceSizes, updateProducts } from '../product-store';
import type { ProductInsert, ProductUpdate } from '../product-store';
import type { ImportContext, Planned } from './import-plan';
import type { ProductState } from './import-state';

const searchText = (ctx: ImportContext, s: ProductState) =>
  searchTextOf({ name: s.name, tags: s.tags, categoryId: s.category_id }, ctx.categories);

export type SlugPicker = (name: string, own?: string) => Promise<string>;

/** A slug no other product has; every slug is read once, for the whole file, and each one given is kept (the
 *  file is written in batches: a slug given in one is not given again in a later one). */
export async function slugPicker(tx: Executor): Promise<SlugPicker> {
  const taken = new Set((await tx.select({ slug: products.slug }).from(products)).map((r) => r.slug));
  return async (name: string, own?: string) => {
    const slug = await firstFreeSlug(name, (candidate) => taken.has(candidate), own);
    taken.add(slug);
    return slug;
  };
}

const pick = (s: ProductState, keys: (keyof ProductState)[]) => Object.fromEntries(keys.map((k) => [k, s[k]]));

export async function writeImport(
  tx: Executor,
  actor: StaffActor,
  ctx: ImportContext,
  planned: Planned[],
  slugFor: SlugPicker,
): Promise<Map<Planned, number>> {
  const creates = planned.filter((p) => p.id === null);
  const updates = planned.filter((p) => p.id !== null);
  const ids = new Map<Planned, number>();
  const rows: ProductInsert[] = [];
  for (const p of creates) {
    rows.push({ ...p.values, slug: await slugFor(p.draft.slug || p.after.name), searchText: searchText(ctx, p.after) });
  }
  (await insertProducts(tx, rows)).forEach((id, i) => ids.set(creates[i], id));
  const changes: ProductUpdate[] = [];
  for (const p of updates) {
    const stored = ctx.stored.get(p.id!)!.row;
    ids.set(p, stored.id);
    const slug = p.changed.includes('name') ? await slugFor(p.after.name, stored.slug) : stored.slug;
    const unarchive = p.after.active && stored.archivedAt !== null;
    changes.push({ id: stored.id, set: { ...p.values, slug, searchText: searchText(ctx, p.after) }, unarchive });
  }
  await updateProducts(tx, changes);
  // Sizes: a piece that has or had sizes gets them written afresh, priced as the editor prices them.
  await replaceSizes(
    tx,
    new Map(
      planned
        .filter((p) => p.variants.length > 0 || (p.before?.variants.length ?? 0) > 0)
        .map((p) => [ids.get(p)!, p.variants]),
    ),
  );
  // Pictures: the file's URLs in its order; a picture kept keeps its description.
  const repictured = updates.filter((p) => p.changed.includes('image_urls'));
  const alts = new Map<string, string>();
  for (const batch of chunks(repictured.map((p) => ids.get(p)!))) {
    const old = await tx
      .select({ productId: productImages.productId, url: productImages.url, alt: productImages.alt })
      .from(productImages)
      .where(inArray(productImages.productId, batch));
    for (const o of old) alts.set(`${o.productId} ${o.url}`, o.alt);
    await tx.delete(productImages).where(inArray(productImages.productId, batch));
  }
  const imageRows = [...creates, ...repictured].flatMap((p) =>
    p.after.image_urls.map((url, position) => {
      const productId = ids.get(p)!;
      return { productId, url, position, alt: alts.get(`${productId} ${url}`) ?? '' };
    }),
  );
  for (const batch of chunks(imageRows)) await tx.insert(productImages).values(batch);
  const entries: AuditEntry[] = planned.map((p) =>
    p.before
      ? {
          action: 'product.update',
          entityType: 'product',
          entityId: ids.get(p)!,
          before: pick(p.before, p.changed),
          after: { ...pick(p.after, p.changed), via: 'import' },
        }
      : {
          action: 'product.create',
          entityType: 'product',
          entityId: ids.get(p)!,
          after: { ...p.after, via: 'import' },
        },
  );
  await recordAudits(tx, actor, entries);
  return ids;
}

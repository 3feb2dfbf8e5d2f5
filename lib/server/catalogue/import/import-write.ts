// Writes a batch of a checked products import in the caller's transaction: new products inserted a few hundred rows a
// statement (10,000 rows would otherwise be tens of thousands of round trips), changed ones likewise,
// their sizes and pictures replaced, products brought in line with their sizes, and an audit entry per product.
import 'server-only';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/server/db';
import { productImages, products, productVariants } from '@/lib/server/db/schema';
import { recordAudits, type AuditEntry } from '@/lib/server/audit';
import type { StaffActor } from '@/lib/server/access';
import { firstFreeSlug, searchTextOf } from '../product-write';
import { syncProductsFromVariants } from '@/lib/server/pricing';
import type { ImportContext, Planned } from './import-plan';
import type { ProductColumns, ProductState } from './import-state';

const BATCH = 500;

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

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

type UpdateRow = { id: number; values: ProductColumns; slug: string; searchText: string; unarchive: boolean };

/** Changed products, a batch a statement: UPDATE ... FROM (VALUES ...) sets every column the write path worked
 *  out (the products table's own columns, by name and type, so a new product field needs no SQL here). Lists
 *  and JSON travel as JSON text, which both PGlite and node-postgres pass alike. */
async function updateBatch(tx: Executor, rows: UpdateRow[]): Promise<void> {
  const table = getTableColumns(products);
  const keys = Object.keys(rows[0].values) as (keyof ProductColumns)[];
  const columns: [string, AnyPgColumn][] = [...keys, 'slug' as const, 'searchText' as const].map((k) => [k, table[k]]);
  const values = rows.map(({ id, values: v, slug, searchText: text, unarchive }) => {
    const all: Record<string, unknown> = { ...v, slug, searchText: text };
    const cells = columns.map(([key, column]) => {
      const type = column.getSQLType();
      const value = all[key] ?? null;
      if (type.endsWith('[]') || type === 'jsonb') return sql`${value === null ? null : JSON.stringify(value)}::jsonb`;
      return sql`${value}::${sql.raw(type)}`;
    });
    return sql`(${sql.join([sql`${id}::int`, sql`${unarchive}::boolean`, ...cells], sql`, `)})`;
  });
  const set = columns.map(([, column]) => {
    const name = sql.identifier(column.name);
    return column.getSQLType().endsWith('[]')
      ? sql`${name} = ARRAY(SELECT jsonb_array_elements_text(v.${name}))`
      : sql`${name} = v.${name}`;
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE products AS p SET ${sql.join(set, sql`, `)},
      archived_at = CASE WHEN v.unarchive THEN NULL ELSE p.archived_at END, updated_at = now()
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, unarchive, ${names})
    WHERE p.id = v.id`);
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
  for (const batch of chunks(creates)) {
    const rows: (typeof products.$inferInsert)[] = [];
    for (const p of batch) {
      rows.push({
        ...p.values,
        slug: await slugFor(p.draft.slug || p.after.name),
        searchText: searchText(ctx, p.after),
      });
    }
    const inserted = await tx.insert(products).values(rows).returning({ id: products.id, slug: products.slug });
    const bySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    batch.forEach((p, i) => ids.set(p, bySlug.get(rows[i].slug)!));
  }
  for (const batch of chunks(updates)) {
    const rows: UpdateRow[] = [];
    for (const p of batch) {
      const stored = ctx.stored.get(p.id!)!.row;
      ids.set(p, stored.id);
      const slug = p.changed.includes('name') ? await slugFor(p.after.name, stored.slug) : stored.slug;
      const unarchive = p.after.active && stored.archivedAt !== null;
      rows.push({ id: stored.id, values: p.values, slug, searchText: searchText(ctx, p.after), unarchive });
    }
    await updateBatch(tx, rows);
  }
  // Sizes: a changed piece that has or had sizes gets them written afresh, priced as the editor prices them.
  const resized = updates
    .filter((p) => p.before!.variants.length > 0 || p.after.variants.length > 0)
    .map((p) => ids.get(p)!);
  for (const batch of chunks(resized)) {
    await tx.delete(productVariants).where(inArray(productVariants.productId, batch));
  }
  const variantRows = planned.flatMap((p) =>
    p.variants.map((v, position) => ({
      productId: ids.get(p)!,
      size: v.size,
      stockQuantity: v.stockQuantity,
      sku: v.sku,
      weightGrams: v.weightGrams,
      pricePaise: v.pricePaise,
      priceBreakup: v.priceBreakup,
      position,
    })),
  );
  for (const batch of chunks(variantRows)) await tx.insert(productVariants).values(batch);
  for (const batch of chunks([...new Set(variantRows.map((v) => v.productId))])) {
    await syncProductsFromVariants(tx, batch);
  }
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

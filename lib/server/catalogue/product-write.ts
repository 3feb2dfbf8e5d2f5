// The one path a product is written by: the editor's create and edit, the CSV import and the bulk edit all take
// the product's derived columns (search text, slug), its pricing rules, its category check, the row's write
// with its version stamp, and the storefront's cache expiry from here, so a product rule is written once.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { categories, products } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { invalidateCategories, invalidateProducts } from '@/lib/server/cache';
import { slugify } from '@/lib/shared/slug';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import type { PricingKind } from '@/lib/shared/money/breakup';
import { grossHoldsStones, type Stone } from '@/lib/shared/catalogue/stones';
import { updateProducts, type ProductUpdate } from './product-store';
import { STONE_MESSAGES } from '@/lib/shared/messages/stone-messages';

/** Every category with its parent: a small table, read once by a write that needs category names. */
export type CategoryTree = ReadonlyMap<number, { name: string; parentId: number | null }>;

export async function categoryTree(db: Executor): Promise<CategoryTree> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories);
  return new Map(rows.map((c) => [c.id, { name: c.name, parentId: c.parentId }]));
}

/** What search matches a piece by (products.search_text): its name, its tags, and its category with the
 *  category's parents (ten at most, so a loop in the tree cannot hang a write). */
export function searchTextOf(
  p: { name: string; tags: readonly string[]; categoryId: number | null },
  tree: CategoryTree,
): string {
  const names: string[] = [];
  let next = p.categoryId;
  for (let depth = 0; next !== null && depth < 10; depth++) {
    const category = tree.get(next);
    if (!category) break;
    names.push(category.name);
    next = category.parentId;
  }
  return [p.name, ...p.tags, ...names].join(' ');
}

/** The first of the name's slug, then -2, -3 ... that is free (own: the product's present slug, always free). */
export async function firstFreeSlug(
  name: string,
  isTaken: (slug: string) => boolean | Promise<boolean>,
  own?: string,
): Promise<string> {
  const base = slugify(name) || 'piece';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (slug === own || !(await isTaken(slug))) return slug;
  }
}

/** A slug no other product has, asked of the database one candidate at a time (a single product's write). */
export async function uniqueSlug(db: Executor, name: string, exceptId?: number): Promise<string> {
  return firstFreeSlug(name, async (slug) => {
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
    return taken !== undefined && taken.id !== exceptId;
  });
}

export async function requireCategory(db: Executor, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row)
    throw new DomainError(ERROR_CODES.validationFailed, M.categoryMissing, {
      errors: { category_id: [M.categoryMissing] },
    });
}

/** A piece's weights as a write leaves them: the gross weight (metal and stones) must hold the metal's net
 *  weight and the stones at 0.2 g a carat; a piece with stones and no gross weight is let be (not all
 *  jewellers weigh it), but a gross weight given is checked. */
export function checkStoneWeights(next: {
  grossWeightGrams: number | null;
  weightGrams: number | null;
  stones: Stone[];
}) {
  if (next.grossWeightGrams === null) return;
  if (!grossHoldsStones(next.grossWeightGrams, next.weightGrams, next.stones))
    throw new DomainError(ERROR_CODES.validationFailed, STONE_MESSAGES.grossTooLight, {
      errors: { gross_weight_grams: [STONE_MESSAGES.grossTooLight] },
    });
}

/** The struck-out price (rupees) a write leaves: the one sent; else none for a piece priced by weight (its
 *  price follows the rate, so a struck-out price would be a made-up discount); else the stored one. */
export function originalPriceAfter(
  kind: PricingKind,
  sent: number | null | undefined,
  stored: number | null,
): number | null {
  if (sent !== undefined) return sent;
  return kind === 'weight' ? null : stored;
}

type ProductSet = Partial<typeof products.$inferInsert>;
type Stored = { id: number; name: string; tags: string[]; categoryId: number | null };

/** Writes changed columns of stored products through the one batched writer: a piece's search text follows a new
 *  name, tags or category, an archived piece made active again comes back, and its version (updated_at) moves. */
export async function writeProductRows(
  tx: Executor,
  changes: readonly { row: Stored; set: ProductSet }[],
  tree?: CategoryTree,
): Promise<void> {
  const updates: ProductUpdate[] = [];
  for (const { row, set } of changes) {
    const { archivedAt, updatedAt: _version, createdAt: _created, id: _id, ...columns } = set;
    if (set.name !== undefined || set.tags !== undefined || set.categoryId !== undefined) {
      const next = {
        name: set.name ?? row.name,
        tags: set.tags ?? row.tags,
        categoryId: set.categoryId !== undefined ? set.categoryId : row.categoryId,
      };
      tree ??= await categoryTree(tx);
      columns.searchText = searchTextOf(next, tree);
    }
    updates.push({ id: row.id, set: columns, unarchive: archivedAt === null });
  }
  await updateProducts(tx, updates);
}

/** One stored product's changed columns: the editor's write, a batch of one. */
export async function writeProductRow(tx: Executor, row: Stored, set: ProductSet, tree?: CategoryTree): Promise<void> {
  await writeProductRows(tx, [{ row, set }], tree);
}

/** After the commit: the storefront's cached pages of these products, and of the category lists (counts,
 *  a product joining or leaving one) when the write may have moved them. */
export function expireProducts(ids: number[], categoriesToo: boolean): void {
  if (ids.length === 0) return;
  invalidateProducts(ids);
  if (categoriesToo) invalidateCategories();
}

// Category reads. products_count counts active products of the category and of all its descendants.
import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { categories, products } from '@/lib/server/db/schema';
import type { CategoryRow } from '@/lib/server/db/schema';
import type { ApiCategory as ApiCategoryShape } from '@/lib/shared/schemas/catalogue-schema';

export type CategoryFilter = { rootOnly?: boolean; parentId?: number };

function countsWithDescendants(rows: CategoryRow[], ownCounts: Map<number, number>): Map<number, number> {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const totals = new Map<number, number>();
  const visit = (id: number, seen: Set<number>): number => {
    const known = totals.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return 0; // a cycle in bad data must not hang the shop
    seen.add(id);
    const total =
      (ownCounts.get(id) ?? 0) + (children.get(id) ?? []).reduce((sum, child) => sum + visit(child, seen), 0);
    totals.set(id, total);
    return total;
  };
  for (const row of rows) visit(row.id, new Set());
  return totals;
}

function toApiCategory(row: CategoryRow, productsCount: number): ApiCategoryShape {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: row.imageUrl,
    parent_id: row.parentId,
    position: row.position,
    products_count: productsCount,
  };
}

async function allCategoriesWithCounts(): Promise<ApiCategoryShape[]> {
  const db = await getDb();
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ categoryId: products.categoryId, total: count() })
      .from(products)
      .where(eq(products.active, true))
      .groupBy(products.categoryId),
  ]);
  const own = new Map(counts.filter((c) => c.categoryId !== null).map((c) => [c.categoryId as number, c.total]));
  const totals = countsWithDescendants(rows, own);
  return rows.map((row) => toApiCategory(row, totals.get(row.id) ?? 0));
}

/** The categories a filter asks for, out of every category (cached-catalogue.ts filters its cached list). */
export function chooseCategories(all: ApiCategoryShape[], filter: CategoryFilter): ApiCategoryShape[] {
  if (filter.parentId !== undefined) return all.filter((c) => c.parent_id === filter.parentId);
  if (filter.rootOnly) return all.filter((c) => c.parent_id === null);
  return all;
}

export async function listCategories(filter: CategoryFilter = {}): Promise<ApiCategoryShape[]> {
  return chooseCategories(await allCategoriesWithCounts(), filter);
}

export async function getCategory(id: number): Promise<ApiCategoryShape | null> {
  const all = await allCategoriesWithCounts();
  return all.find((c) => c.id === id) ?? null;
}

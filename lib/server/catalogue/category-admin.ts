// The back office's categories: a tree (parent, position) with a picture. A category that still holds
// products, or has subcategories, cannot be deleted (409 naming how many). Renaming one changes what search
// matches its products by.
import 'server-only';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { categories, products } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { invalidateCategories, invalidateProducts } from '@/lib/server/cache';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { slugify } from '@/lib/shared/slug';
import type { CategoryCreate, CategoryPatch } from '@/lib/shared/schemas/admin-content-schema';
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';
import { categoryAndDescendants } from './category-descendants';
import { getCategory, listCategories } from './categories';

const M = {
  notFound: 'Category not found',
  parentMissing: 'That parent category does not exist',
  cycle: 'A category cannot sit inside itself or one of its own subcategories',
  holdsProducts: (n: number) =>
    `This category still holds ${n} ${n === 1 ? 'product' : 'products'}: move ${n === 1 ? 'it' : 'them'} to another category first`,
  hasChildren: (n: number) =>
    `This category has ${n} ${n === 1 ? 'subcategory' : 'subcategories'}: move or delete ${n === 1 ? 'it' : 'them'} first`,
} as const;

async function uniqueSlug(db: Executor, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name) || 'category';
  // The slugs already taken by this name, read once (a slug holds only a-z, 0-9 and '-', nothing LIKE reads
  // as a pattern): among their count + 1 candidates one is free, so the walk ends whatever the table holds.
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(
        sql`(${categories.slug} = ${base} or ${categories.slug} like ${`${base}-%`})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  for (let n = 1; n <= taken.size; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
  // Every one of the first taken.size candidates is taken: the next is not.
  return taken.size === 0 ? base : `${base}-${taken.size + 1}`;
}

async function checkParent(db: Executor, parentId: number | null, selfId?: number): Promise<void> {
  if (parentId === null) return;
  const [parent] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId));
  if (!parent)
    throw new DomainError(ERROR_CODES.validationFailed, M.parentMissing, { errors: { parent_id: [M.parentMissing] } });
  if (selfId === undefined) return;
  const below = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.id} IN ${categoryAndDescendants(selfId)}`);
  if (below.some((r) => r.id === parentId))
    throw new DomainError(ERROR_CODES.validationFailed, M.cycle, { errors: { parent_id: [M.cycle] } });
}

async function shown(id: number): Promise<ApiCategory> {
  const category = await getCategory(id);
  if (!category) throw notFound(M.notFound);
  return category;
}

/** Every category for the back office (the storefront's list, read after the actor is authorized). */
export async function listAdminCategories(actor: StaffActor): Promise<ApiCategory[]> {
  authorize(actor, 'catalogue');
  return listCategories();
}

export async function createCategory(actor: StaffActor, body: CategoryCreate): Promise<ApiCategory> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    await checkParent(tx, body.parent_id);
    const [row] = await tx
      .insert(categories)
      .values({
        name: body.name,
        slug: await uniqueSlug(tx, body.name),
        description: body.description,
        parentId: body.parent_id,
        position: body.position,
        imageUrl: body.image_url,
      })
      .returning({ id: categories.id });
    await recordAudit(tx, actor, { action: 'category.create', entityType: 'category', entityId: row.id, after: body });
    return row.id;
  });
  invalidateCategories();
  return shown(id);
}

export async function updateCategory(actor: StaffActor, id: number, patch: CategoryPatch): Promise<ApiCategory> {
  authorize(actor, 'catalogue');
  if (Object.keys(patch).length === 0) return shown(id);
  const db = await getDb();
  const renamed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    if (patch.parent_id !== undefined) await checkParent(tx, patch.parent_id, id);
    await tx
      .update(categories)
      .set({
        ...(patch.name !== undefined && { name: patch.name, slug: await uniqueSlug(tx, patch.name, id) }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.parent_id !== undefined && { parentId: patch.parent_id }),
        ...(patch.position !== undefined && { position: patch.position }),
        ...(patch.image_url !== undefined && { imageUrl: patch.image_url }),
      })
      .where(eq(categories.id, id));
    // Search matches a piece by its categories' names too (products.search_text): follow the new name.
    if (patch.name !== undefined && patch.name !== row.name) {
      await tx
        .update(products)
        .set({ searchText: sql`replace(${products.searchText}, ${row.name}, ${patch.name})`, updatedAt: new Date() })
        .where(sql`${products.categoryId} IN ${categoryAndDescendants(id)}`);
    }
    await recordAudit(tx, actor, {
      action: 'category.update',
      entityType: 'category',
      entityId: id,
      before: { name: row.name, parent_id: row.parentId, position: row.position, image_url: row.imageUrl },
      after: patch,
    });
    return patch.name !== undefined && patch.name !== row.name;
  });
  invalidateCategories();
  if (renamed) invalidateProducts([]);
  return shown(id);
}

export async function deleteCategory(actor: StaffActor, id: number): Promise<void> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    const [{ held }] = await tx.select({ held: count() }).from(products).where(eq(products.categoryId, id));
    if (held > 0) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.holdsProducts(held), { products_count: held });
    const [{ children }] = await tx.select({ children: count() }).from(categories).where(eq(categories.parentId, id));
    if (children > 0)
      throw new DomainError(ADMIN_ERROR_CODES.conflict, M.hasChildren(children), { subcategories_count: children });
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      before: { name: row.name, slug: row.slug },
    });
  });
  invalidateCategories();
}

// The back office's writes of products (create, edit, archive, delete). Each call authorizes the actor first,
// writes inside one transaction with its audit entry, and expires the storefront's cached pages after the commit.
import 'server-only';
import { requireUpdatedAt, DomainError, notFound } from '@/lib/server/errors';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orderItems, products } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { rupeesToPaise } from '@/lib/shared/money';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import type { ProductCreate, ProductPatch } from '@/lib/shared/schemas/admin-product-schema';
import type { AdminProduct } from '@/lib/shared/back-office/admin-types';
import { checkPlan, keptPlan, planVariants, refuseTakenSkus, type VariantPlan } from './variant-admin';
import { variantsFor } from '@/lib/server/pricing';
import { getAdminProduct, readAdminProduct, reservedBy } from './product-admin-read';
import { PRICING_FIELDS, pricingColumns } from './product-admin-pricing';
import { engravingColumns, pricingEditOf, pricingTermsOf, priceSizes, productColumnsOf } from './product-columns';
import type { PricingEdit } from './product-columns';
import { insertProducts, replaceSizes } from './product-store';
import {
  categoryTree,
  checkStoneWeights,
  expireProducts,
  originalPriceAfter,
  requireCategory,
  searchTextOf,
  uniqueSlug,
  writeProductRow,
} from './product-write';

export async function createProduct(actor: StaffActor, body: ProductCreate): Promise<AdminProduct> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const product = await db.transaction(async (tx) => {
    await requireCategory(tx, body.category_id);
    checkStoneWeights({
      grossWeightGrams: body.gross_weight_grams,
      weightGrams: body.weight_grams,
      stones: body.stones,
    });
    // Sizes with their own stock and price or weight; the piece's own are its lowest size's.
    const plan = planVariants(
      {
        kind: body.pricing_kind,
        variants: body.variants,
        sizes: body.sizes?.length ? body.sizes : undefined,
        stock: body.stock_quantity,
        stockField: 'stock_quantity',
        fallbackPricePaise: body.price === undefined ? null : rupeesToPaise(body.price),
        fallbackWeightGrams: body.weight_grams,
        pricingTouched: false,
      },
      [],
    );
    const sizes = plan ?? [];
    await refuseTakenSkus(tx, null, sizes);
    const edit = { ...body, price: body.price ?? null };
    const { values, sizes: priced } = await productColumnsOf(tx, edit, sizes);
    const [id] = await insertProducts(tx, [
      {
        ...values,
        slug: await uniqueSlug(tx, body.name),
        searchText: searchTextOf(
          { name: body.name, tags: body.tags, categoryId: body.category_id },
          await categoryTree(tx),
        ),
      },
    ]);
    if (plan) await replaceSizes(tx, new Map([[id, priced]]));
    const row = { id };
    await recordAudit(tx, actor, { action: 'product.create', entityType: 'product', entityId: row.id, after: body });
    return (await readAdminProduct(tx, row.id))!;
  });
  expireProducts([product.id], true);
  return product;
}

/** Replaces the piece's sizes with the plan, priced by the terms just written to its row. */
async function writeVariants(tx: Executor, productId: number, plan: readonly VariantPlan[]): Promise<void> {
  const [piece] = await tx.select().from(products).where(eq(products.id, productId));
  checkPlan(plan, piece.pricingKind, { weightGrams: piece.weightGrams, stones: piece.stones });
  await refuseTakenSkus(tx, productId, plan);
  await replaceSizes(tx, new Map([[productId, await priceSizes(tx, piece, plan)]]));
}

/** Equal when both name the same millisecond: what a client read back is what it sends. */
const sameStamp = (a: Date, b: string) => a.getTime() === new Date(b).getTime();

export function staleRecord(current: unknown, key: string): DomainError {
  return new DomainError(ADMIN_ERROR_CODES.staleRecord, ADMIN_MESSAGES.staleRecord, { [key]: current });
}

export async function updateProduct(actor: StaffActor, id: number, patch: ProductPatch): Promise<AdminProduct> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  if (Object.keys(patch).every((key) => key === 'updated_at')) return getAdminProduct(actor, id);
  const product = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    // The audit's "before" is the product as the editor saw it, field for field with what it sent.
    const seen = (await readAdminProduct(tx, id))!;
    if (!sameStamp(row.updatedAt, requireUpdatedAt(patch.updated_at))) throw staleRecord(seen, 'product');
    if (patch.category_id !== undefined) await requireCategory(tx, patch.category_id);
    const stones = patch.stones ?? row.stones;
    checkStoneWeights({
      grossWeightGrams: patch.gross_weight_grams !== undefined ? patch.gross_weight_grams : row.grossWeightGrams,
      weightGrams: patch.weight_grams !== undefined ? patch.weight_grams : row.weightGrams,
      stones,
    });
    let stock = patch.stock_quantity;
    if (patch.on_hand_quantity !== undefined) {
      const held = (await reservedBy(tx, [id])).get(id) ?? 0;
      if (patch.on_hand_quantity < held) {
        throw new DomainError(ADMIN_ERROR_CODES.conflict, M.stockBelowHeld(held), {
          reserved_quantity: held,
          errors: { on_hand_quantity: [M.stockBelowHeld(held)] },
        });
      }
      stock = patch.on_hand_quantity - held;
    }
    // The sizes this edit leaves the piece with (undefined: as they are), checked before any write.
    const kind = patch.pricing_kind ?? row.pricingKind;
    const existingSizes = (await variantsFor(tx, [id])).get(id) ?? [];
    const plan = planVariants(
      {
        kind,
        variants: patch.variants,
        sizes: patch.sizes,
        stock,
        stockField: patch.on_hand_quantity !== undefined ? 'on_hand_quantity' : 'stock_quantity',
        pricePaise: patch.price === undefined ? undefined : rupeesToPaise(patch.price),
        weightGrams: patch.weight_grams,
        fallbackPricePaise: patch.price === undefined ? row.pricePaise : rupeesToPaise(patch.price),
        fallbackWeightGrams: patch.weight_grams !== undefined ? patch.weight_grams : row.weightGrams,
        pricingTouched: PRICING_FIELDS.some((field) => patch[field] !== undefined),
      },
      existingSizes,
    );
    // New stones (or a new net weight) are checked against each size's gross weight, kept or sent.
    const net = patch.weight_grams !== undefined ? patch.weight_grams : row.weightGrams;
    checkPlan(plan ?? keptPlan(existingSizes), kind, { weightGrams: net, stones });
    // A change to anything a price depends on works the price out again, from today's rate when by weight.
    const touched = PRICING_FIELDS.filter((field) => patch[field] !== undefined);
    const was = pricingEditOf(row);
    const edit: PricingEdit = {
      ...was,
      ...Object.fromEntries(touched.map((field) => [field, patch[field]])),
      original_price: originalPriceAfter(kind, patch.original_price, was.original_price),
    };
    const pricing = touched.length ? await pricingColumns(tx, pricingTermsOf(edit, plan)) : {};
    const set: Partial<typeof products.$inferInsert> = {
      ...(patch.name !== undefined && { name: patch.name, slug: await uniqueSlug(tx, patch.name, id) }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.category_id !== undefined && { categoryId: patch.category_id }),
      ...(stock !== undefined && { stockQuantity: stock }),
      ...(patch.sizes !== undefined && { sizes: patch.sizes }),
      ...(patch.tags !== undefined && { tags: patch.tags }),
      ...(patch.metal !== undefined && { metal: patch.metal }),
      ...(patch.purity !== undefined && { purity: patch.purity }),
      ...(patch.weight_grams !== undefined && { weightGrams: patch.weight_grams }),
      ...(patch.gross_weight_grams !== undefined && { grossWeightGrams: patch.gross_weight_grams }),
      ...(patch.stones !== undefined && { stones: patch.stones }),
      ...(patch.made_to_order !== undefined && { madeToOrderDays: patch.made_to_order?.lead_time_days ?? null }),
      ...(patch.engraving !== undefined && engravingColumns(patch.engraving)),
      ...(patch.is_new !== undefined && { isNew: patch.is_new }),
      ...(patch.featured !== undefined && { featured: patch.featured }),
      ...(patch.active !== undefined && { active: patch.active }),
      ...(patch.hsn_code !== undefined && { hsnCode: patch.hsn_code }),
      ...pricing,
    };
    if (patch.active === true && row.archivedAt) set.archivedAt = null;
    await writeProductRow(tx, row, set);
    if (plan) await writeVariants(tx, id, plan);
    const { updated_at: _stamp, ...changes } = patch;
    await recordAudit(tx, actor, {
      action: 'product.update',
      entityType: 'product',
      entityId: id,
      before: pick(seen, Object.keys(changes)),
      after: changes,
    });
    return (await readAdminProduct(tx, id))!;
  });
  expireProducts([id], patch.category_id !== undefined || patch.active !== undefined);
  return product;
}

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k !== 'searchText').map((k) => [k, row[k]]));
}

/** Deleted when it was never ordered; otherwise archived (hidden, kept for its orders). */
export async function deleteProduct(
  actor: StaffActor,
  id: number,
): Promise<{ deleted: true } | { archived: true; product: AdminProduct }> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw notFound(M.notFound);
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      await tx
        .update(products)
        .set({ active: false, archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(products.id, id));
      await recordAudit(tx, actor, {
        action: 'product.archive',
        entityType: 'product',
        entityId: id,
        before: { name: row.name },
      });
      return { archived: true as const, product: (await readAdminProduct(tx, id))! };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: 'product.delete',
      entityType: 'product',
      entityId: id,
      before: { name: row.name },
    });
    return { deleted: true as const };
  });
  expireProducts([id], true);
  return result;
}

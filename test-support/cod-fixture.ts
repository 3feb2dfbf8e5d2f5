// The cash-on-delivery tests' shared set-up (app/api/v1/payments/cash-on-delivery*.test.ts): staff and owner
// accounts, a fixed-price piece each side of the demo's COD limit, and the calls they make. The `let`s are live
// bindings a test file imports.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products, shopSettings } from '@/lib/server/db/schema';
import { DEFAULT_COD_MAX_ORDER_PAISE } from '@/lib/shared/payment-methods';
import { callRoute, seedCatalogue } from './call-route';
import { createShopper } from './create-shopper';
import { createStaff, type StaffAccount } from './create-staff';
import {
  ADDRESS,
  createOrderCall,
  installSandboxProvider,
  orderBody,
  setStock,
  type TestProduct,
} from './checkout-fixtures';
import { POST as moveRoute } from '@/app/api/v1/admin/orders/[id]/status/route';
import { GET as adminSettings, PATCH as patchSettings } from '@/app/api/v1/admin/settings/route';

export type Shopper = Awaited<ReturnType<typeof createShopper>>;

export let staff: StaffAccount;
export let owner: StaffAccount;
/** Fixed-price pieces without sizes: one below the demo's ₹50,000 limit, one above it. */
export let cheap: TestProduct;
export let dear: TestProduct;

/** The fixed-price piece without sizes nearest the limit on one side of it. */
export async function fixedPiece(below: boolean): Promise<TestProduct> {
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id, name: products.name, pricePaise: products.pricePaise })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        eq(products.pricingKind, 'fixed'),
        sql`cardinality(${products.sizes}) = 0`,
        below ? lte(products.pricePaise, DEFAULT_COD_MAX_ORDER_PAISE) : gt(products.pricePaise, 0),
      ),
    )
    .orderBy(below ? asc(products.pricePaise) : sql`${products.pricePaise} desc`)
    .limit(1);
  if (!row) throw new Error('the demo catalogue has no fixed-price piece for this test');
  return row;
}

export const codBody = (product: TestProduct, quantity = 1, address: Record<string, string> = ADDRESS) =>
  orderBody([{ product, quantity }], { shipping_address: address, payment_method: 'cod' });

export async function placeCod(shopper: Shopper, product = cheap, quantity = 1) {
  return createOrderCall(shopper.cookieHeaders, codBody(product, quantity));
}

export const move = (id: number, body: unknown, headers = staff.cookieHeaders) =>
  callRoute(moveRoute, `/api/v1/admin/orders/${id}/status`, {
    method: 'POST',
    params: { id: String(id) },
    body,
    headers,
  });

/** The owner's settings PATCH, with the current updated_at as the settings form sends it (428 without). */
export async function setSettings(body: Record<string, unknown>) {
  const current = await callRoute(adminSettings, '/api/v1/admin/settings', { headers: owner.cookieHeaders });
  return callRoute(patchSettings, '/api/v1/admin/settings', {
    method: 'PATCH',
    body: { updated_at: current.body.settings.updated_at, ...body },
    headers: owner.cookieHeaders,
  });
}

export async function withSettings(set: Partial<typeof shopSettings.$inferInsert>, run: () => Promise<void>) {
  const db = await getDb();
  const [before] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  await db.update(shopSettings).set(set).where(eq(shopSettings.id, 1));
  try {
    await run();
  } finally {
    await db
      .update(shopSettings)
      .set({
        codEnabled: before.codEnabled,
        codMaxOrderPaise: before.codMaxOrderPaise,
        codZones: before.codZones,
        codConfirmHours: before.codConfirmHours,
      })
      .where(eq(shopSettings.id, 1));
  }
}

/** Call once at the top of a test file. */
export function setUpCashOnDelivery(): void {
  installSandboxProvider();
  beforeAll(async () => {
    await seedCatalogue();
    staff = await createStaff('staff');
    owner = await createStaff('owner');
    cheap = await fixedPiece(true);
    dear = await fixedPiece(false);
    // Migrating and seeding a fresh database is slow on a busy machine.
  }, 180_000);

  beforeEach(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await setStock(cheap.id, 10);
    await setStock(dear.id, 10);
  });

  afterEach(() => jest.restoreAllMocks());
}

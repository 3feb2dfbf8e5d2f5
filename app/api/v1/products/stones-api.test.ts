// Stones with their certificates: the back office writes them with the gross weight beside the metal's net
// weight (gross >= net + 0.2 g a carat, tested at exactly equal and one milligram under), a piece by weight
// may price its stones by carat, the public product gives them, the list filters by stone type and by
// certified stones, and an order's invoice prints the stone, its carats, the certificate and the weights.
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { createOrderCall, installSandboxProvider, orderBody, payInSandbox } from '@/test-support/checkout-fixtures';
import { shippedInvoiceText } from '@/test-support/ship-order-call';
import { STONE_MESSAGES } from '@/lib/shared/messages/stone-messages';
import { DEMO_METAL_RATES } from '@/demo/catalogue/demo-metal-pricing';
import { DEMO_DIAMOND } from '@/demo/catalogue/demo-stones';
import { GET as getProduct } from './[id]/route';
import { GET as listProducts } from './route';
import { POST as create } from '../admin/products/route';
import { PATCH as patch } from '../admin/products/[id]/route';

installSandboxProvider();
silenceMailLog();

const PATH = '/api/v1/admin/products';
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
}, 120_000);

const diamond = {
  type: 'Diamond',
  count: 2,
  carat_weight: 0.25,
  clarity: 'VS1',
  colour: 'G',
  certificate: { lab: 'IGI', number: '123456789' },
};

/** 2 x 0.25 ct = 0.5 ct = 0.1 g of stones on 4 g of 18K gold. */
const solitaire = (over: Record<string, unknown> = {}) => ({
  name: `Diamond Ring ${Math.random().toString(36).slice(2, 8)}`,
  stock_quantity: 5,
  pricing_kind: 'weight',
  metal_rate: 'gold_18k',
  weight_grams: 4,
  making_charge: { kind: 'percent', value: 12 },
  stone_charges: 1000,
  stones: [diamond],
  gross_weight_grams: 4.1,
  ...over,
});

const createCall = (body: unknown) => callRoute(create, PATH, { method: 'POST', body, headers: staff.cookieHeaders });

describe('writing stones', () => {
  it('takes a gross weight exactly equal to net + stones, refuses one milligram under naming the field', async () => {
    const equal = await createCall(solitaire());
    expect(equal.status).toBe(201);
    expect(equal.body.product.gross_weight_grams).toBe(4.1);
    expect(equal.body.product.stones).toEqual([diamond]);

    const under = await createCall(solitaire({ gross_weight_grams: 4.099 }));
    expect(under.status).toBe(400);
    expect(under.body.errors.gross_weight_grams).toEqual([STONE_MESSAGES.grossTooLight]);
    expect(under.body.error_code).toEqual(expect.any(String));

    const over = await createCall(solitaire({ gross_weight_grams: 4.101 }));
    expect(over.status).toBe(201);
  });

  it('refuses an edit that leaves the gross weight too light for the stones, keeping the stored piece', async () => {
    const made = await createCall(solitaire());
    const id = made.body.product.id as number;
    const heavier = await callRoute(patch, `${PATH}/${id}`, {
      method: 'PATCH',
      params: { id: String(id) },
      headers: staff.cookieHeaders,
      body: { updated_at: made.body.product.updated_at, stones: [{ ...diamond, count: 3 }] },
    });
    expect(heavier.status).toBe(400);
    expect(heavier.body.errors.gross_weight_grams).toBeDefined();
    const read = await callRoute(getProduct, `/api/v1/products/${id}`, { params: { id: String(id) } });
    expect(read.body.product.stones).toEqual([diamond]);
  });

  it('needs a certificate number and a known lab, naming the field', async () => {
    const noNumber = await createCall(
      solitaire({ stones: [{ ...diamond, certificate: { lab: 'GIA', number: ' ' } }] }),
    );
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.errors['stones.0.certificate.number']).toEqual([STONE_MESSAGES.certificateNumberRequired]);
    const missing = await createCall(solitaire({ stones: [{ ...diamond, certificate: { lab: 'GIA' } }] }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors['stones.0.certificate.number']).toBeDefined();
    const badLab = await createCall(solitaire({ stones: [{ ...diamond, certificate: { lab: 'XYZ', number: '1' } }] }));
    expect(badLab.status).toBe(400);
    expect(badLab.body.errors['stones.0.certificate.lab']).toEqual([STONE_MESSAGES.labInvalid]);
  });

  it('prices stones by carat on a piece by weight: count x carat x price per carat instead of the lump sum', async () => {
    const byCarat = await createCall(solitaire({ stones: [{ ...diamond, price_per_carat: 50_000.5 }] }));
    expect(byCarat.status).toBe(201);
    // 2 x 0.25 ct x ₹50,000.50 = ₹25,000.25 (the lump sum of ₹1,000 is not used)
    expect(byCarat.body.product.stone_charges).toBe(25_000.25);
    const b = byCarat.body.product.price_breakup;
    expect(b.stone_charges).toBe(25_000.25);
    const metal = 4 * DEMO_METAL_RATES.gold_18k;
    expect(b.metal_value).toBe(metal);
    expect(b.subtotal).toBeCloseTo(metal + metal * 0.12 + 25_000.25, 2);
  });
});

describe('stones on the public product and the list', () => {
  it('gives stones and the gross weight on GET /api/v1/products/{id}', async () => {
    const made = await createCall(solitaire());
    const id = made.body.product.id as number;
    const read = await callRoute(getProduct, `/api/v1/products/${id}`, { params: { id: String(id) } });
    expect(read.status).toBe(200);
    expect(read.body.product.gross_weight_grams).toBe(4.1);
    expect(read.body.product.weight_grams).toBe(4);
    expect(read.body.product.stones).toEqual([diamond]);
  });

  it('filters by stone type (any case) and by certified stones only', async () => {
    const certified = (
      await createCall(solitaire({ name: 'Filter Certified Ruby Ring', stones: [{ ...diamond, type: 'Ruby' }] }))
    ).body.product.id as number;
    const { certificate: _c, ...bare } = diamond;
    const plain = (await createCall(solitaire({ name: 'Filter Plain Ruby Ring', stones: [{ ...bare, type: 'Ruby' }] })))
      .body.product.id as number;
    const ids = async (query: string) =>
      (await callRoute(listProducts, `/api/v1/products?per_page=100&${query}`)).body.products.map(
        (p: { id: number }) => p.id,
      );
    const rubies = await ids('stone_type=ruby');
    expect(rubies).toEqual(expect.arrayContaining([certified, plain]));
    const certifiedRubies = await ids('stone_type=Ruby&certified=true');
    expect(certifiedRubies).toContain(certified);
    expect(certifiedRubies).not.toContain(plain);
    const certifiedAny = await ids('certified=1');
    expect(certifiedAny).toContain(certified);
    expect(certifiedAny).not.toContain(plain);
    expect(await ids('stone_type=Sapphire')).toEqual([]);
  });
});

describe('the demo catalogue', () => {
  it('has one piece with a certified diamond a newcomer can find by the list filter', async () => {
    const list = await callRoute(listProducts, '/api/v1/products?stone_type=Diamond&certified=true&per_page=100');
    const demo = list.body.products.filter((p: { name: string }) => !p.name.startsWith('Diamond Ring'));
    expect(demo).toHaveLength(1);
    expect(demo[0].stones).toEqual([DEMO_DIAMOND]);
    expect(demo[0].gross_weight_grams).toBeCloseTo(demo[0].weight_grams + 0.06, 3);
  });
});

describe('stones on the invoice', () => {
  it('prints the stone, its carats, the certificate number and the gross, net and stone weights', async () => {
    const made = await createCall(solitaire());
    const product = made.body.product;
    const shopper = await createShopper();
    const placed = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([
        { product: { id: product.id, name: product.name, pricePaise: Math.round(product.price * 100) }, quantity: 1 },
      ]),
    );
    expect(placed.status).toBe(201);
    expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
    const text = await shippedInvoiceText(placed.body.id, shopper.cookieHeaders);
    expect(text).toContain('Diamond, 2 × 0.25 ct');
    expect(text).toContain('Certificate IGI 123456789');
    expect(text).toContain('gross 4.100 g');
    expect(text).toContain('net 4.000 g');
    expect(text).toContain('stones 0.5 ct');
  });
});

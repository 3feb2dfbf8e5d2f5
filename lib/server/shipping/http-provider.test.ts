// The aggregator's HTTP adapter against a local stand-in of its external API (Shiprocket's shapes).
import { httpShippingProvider } from './http-provider';
import { ShippingProviderError, type BookingRequest } from './shipping-provider';
import { startShiprocketStandIn, type ShiprocketStandIn } from './shiprocket-stand-in';

let standIn: ShiprocketStandIn;

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = 'ok';
  standIn.seen.length = 0;
});

const provider = (overrides: { password?: string; token?: string } = {}) =>
  httpShippingProvider({
    apiBase: standIn.apiBase,
    email: overrides.token ? '' : standIn.email,
    password: overrides.password ?? standIn.password,
    token: overrides.token ?? '',
    webhookSecret: 'whsec',
    pickupLocation: 'Jaipur Shop',
  });

const shop = {
  name: 'Aabha Jewels',
  phone: '9876543210',
  address_line_1: '12 Johari Bazaar',
  address_line_2: '',
  city: 'Jaipur',
  state: 'Rajasthan',
  postal_code: '302003',
};
const shopper = { ...shop, name: 'Asha Verma', city: 'Bengaluru', state: 'Karnataka', postal_code: '560001' };

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  reference: 'order-42',
  orderDate: '2026-11-28',
  from: shop,
  to: shopper,
  items: [{ name: 'Gold ring', sku: '7-12', units: 1, unitPaise: 75_000_00 }],
  declaredValuePaise: 75_000_00,
  codPaise: 0,
  weightGrams: 250,
  lengthCm: 15,
  breadthCm: 12,
  heightCm: 8,
  pickupDate: '2026-11-30',
  otpDelivery: true,
  ...overrides,
});

describe('the aggregator HTTP provider', () => {
  it('logs in, creates the order in rupees and kilograms, assigns the AWB and asks for the pickup', async () => {
    const booking = await provider().book(request());
    expect(booking).toMatchObject({ courier: 'Bluedart Air', pickupDate: '2026-12-01', freightPaise: 8850 });
    expect(booking.awb).toMatch(/^7700\d{8}$/);
    expect(standIn.seen.map((s) => s.url)).toEqual([
      '/v1/external/auth/login',
      '/v1/external/orders/create/adhoc',
      '/v1/external/courier/assign/awb',
      '/v1/external/courier/generate/pickup',
    ]);
    expect(standIn.seen[0]!.body).toEqual({ email: standIn.email, password: standIn.password });
    const order = standIn.seen[1]!;
    expect(order.authorization).toBe('Bearer standin.jwt.1');
    expect(order.body).toMatchObject({
      order_id: 'order-42',
      pickup_location: 'Jaipur Shop',
      billing_customer_name: 'Asha',
      billing_last_name: 'Verma',
      billing_pincode: '560001',
      payment_method: 'Prepaid',
      sub_total: 75_000,
      weight: 0.25,
      order_items: [{ name: 'Gold ring', sku: '7-12', units: 1, selling_price: 75_000 }],
    });
    expect(standIn.seen[3]!.body).toEqual({ shipment_id: [booking.providerShipmentId], pickup_date: ['2026-11-30'] });
  });

  it('books cash on delivery as COD', async () => {
    await provider().book(request({ codPaise: 2_399_00 }));
    expect(standIn.seen.find((s) => s.url.endsWith('/adhoc'))!.body).toMatchObject({ payment_method: 'COD' });
  });

  it('answers a pincode no courier serves as unserviceable', async () => {
    const error = await provider()
      .book(request({ to: { ...shopper, postal_code: '930001' } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect((error as ShippingProviderError).kind).toBe('unserviceable');
    expect((error as Error).message).toContain('930001');
  });

  it('refuses a wrong password, and logs in again once when the token expires', async () => {
    const wrong = await provider({ password: 'nope' })
      .book(request())
      .catch((e: unknown) => e);
    expect((wrong as ShippingProviderError).kind).toBe('rejected');

    const client = provider();
    await client.book(request());
    standIn.seen.length = 0;
    standIn.mode = 'expire-token-once';
    await client.book(request());
    expect(standIn.seen.filter((s) => s.url.endsWith('/auth/login'))).toHaveLength(1);
  });

  it('uses a token given instead of a login', async () => {
    const login = await provider().book(request());
    expect(login.awb).toBeTruthy();
    const token = standIn.seen.find((s) => s.url.endsWith('/adhoc'))!.authorization!.replace('Bearer ', '');
    standIn.seen.length = 0;
    await provider({ token }).book(request());
    expect(standIn.seen.some((s) => s.url.endsWith('/auth/login'))).toBe(false);
  });

  it('answers a server error or a page that is not JSON as unavailable', async () => {
    for (const mode of ['server-error', 'garbage'] as const) {
      standIn.mode = mode;
      const error = await provider()
        .book(request())
        .catch((e: unknown) => e);
      expect([mode, (error as ShippingProviderError).kind]).toEqual([mode, 'unavailable']);
    }
  });

  it('books a reverse pickup from the shopper as a return order', async () => {
    const booking = await provider().reversePickup(request({ from: shopper, to: shop, reference: 'return-7' }));
    expect(booking.courier).toBe('Xpressbees Reverse');
    const created = standIn.seen.find((s) => s.url.endsWith('/orders/create/return'))!;
    expect(created.body).toMatchObject({
      pickup_pincode: '560001',
      shipping_pincode: '302003',
      payment_method: 'Prepaid',
    });
    expect(standIn.seen.find((s) => s.url.endsWith('/assign/awb'))!.body).toMatchObject({ is_return: 1 });
  });

  it('reads the tracking activities in the shop words, and cancels by AWB', async () => {
    standIn.activities.set('770012345678', [
      {
        date: '2026-11-29 09:00:00',
        activity: 'Shipment picked up',
        location: 'Jaipur',
        'sr-status-label': 'PICKED UP',
      },
      {
        date: '2026-11-30 08:30:00',
        activity: 'Out for delivery',
        location: 'Bengaluru',
        'sr-status-label': 'OUT FOR DELIVERY',
      },
      { date: '2026-11-30 17:10:00', activity: 'Delivered', location: 'Bengaluru', 'sr-status-label': 'DELIVERED' },
    ]);
    const events = await provider().track('770012345678');
    expect(events.map((e) => [e.event, e.occurredAt.toISOString(), e.location])).toEqual([
      ['in_transit', '2026-11-29T03:30:00.000Z', 'Jaipur'],
      ['out_for_delivery', '2026-11-30T03:00:00.000Z', 'Bengaluru'],
      ['delivered', '2026-11-30T11:40:00.000Z', 'Bengaluru'],
    ]);
    await provider().cancel('770012345678');
    expect(standIn.seen.at(-1)).toMatchObject({
      url: '/v1/external/orders/cancel/shipment/awbs',
      body: { awbs: ['770012345678'] },
    });
  });
});

import { INDIA_REGIONS, INDIA_STATES, INDIA_UNION_TERRITORIES } from '@/lib/shared/india-states';
import { CHECKOUT_FORM_MESSAGES as M } from '@/lib/shared/messages/checkout';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { checkoutFormSchema, createOrderBodySchema, shippingAddressSchema } from './checkout-schema';
import { REQUIRED_ADDRESS } from '@/test-support/shipping-address';

const valid = REQUIRED_ADDRESS;

function errorsOf(input: unknown): Record<string, string> {
  const result = checkoutFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('checkoutFormSchema (the checkout form)', () => {
  it('gives the spec text for every empty required field', () => {
    const blank = { full_name: ' ', email: '', phone: '', address_line_1: '', city: '', state: '', postal_code: '' };
    expect(errorsOf(blank)).toEqual({
      full_name: M.nameRequired,
      email: INPUT_MESSAGES.emailRequired,
      phone: M.phoneRequired,
      address_line_1: M.addressRequired,
      city: M.cityRequired,
      state: M.stateRequired,
      postal_code: M.pincodeRequired,
    });
    expect(errorsOf({})).toEqual(errorsOf(blank));
  });

  it('checks the email pattern', () => {
    for (const email of ['asha', 'asha@', 'asha@example', 'a sha@example.com'])
      expect(errorsOf({ ...valid, email }).email).toBe(INPUT_MESSAGES.emailInvalid);
    expect(errorsOf({ ...valid, email: 'asha.v+shop@example.co.in' })).toEqual({});
  });

  it('counts only the digits of a phone number, which must be exactly 10', () => {
    for (const phone of ['(987) 654-3210', '98765-43210', ' 9876543210 ']) {
      expect(shippingAddressSchema.parse({ ...valid, phone }).phone).toBe('9876543210');
    }
    for (const phone of [
      '987654321',
      'phone',
      '98765432100',
      '+92 98765 43210',
      '1 98765 43210',
      '+91 9876 543210 1',
      '00 98765 43210',
    ]) {
      expect(errorsOf({ ...valid, phone }).phone).toBe(M.phoneInvalid);
    }
  });

  it('takes an Indian number written with the country code or a trunk 0, and keeps its 10 digits', () => {
    for (const phone of [
      '+91 98765 43210',
      '+91-98765-43210',
      '+919876543210',
      '91 98765 43210',
      '0091 98765 43210',
      '098765 43210',
      '0-98765-43210',
      '09876543210',
    ]) {
      expect(shippingAddressSchema.parse({ ...valid, phone }).phone).toBe('9876543210');
    }
    // A 10-digit number that happens to start with 91 or 0 is kept whole.
    expect(shippingAddressSchema.parse({ ...valid, phone: '91234 56789' }).phone).toBe('9123456789');
    // A Delhi landline dialled with its trunk 0 is the same 10 digits without it.
    expect(shippingAddressSchema.parse({ ...valid, phone: '011 2345 6789' }).phone).toBe('1123456789');
  });

  it('wants a pincode of exactly 6 digits', () => {
    for (const postal_code of ['56000', '5600011', '56 0001', 'abcdef'])
      expect(errorsOf({ ...valid, postal_code }).postal_code).toBe(M.pincodeInvalid);
  });

  it('takes a state or union territory of India, and India only', () => {
    expect(INDIA_STATES).toHaveLength(28);
    expect(INDIA_UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(INDIA_REGIONS).size).toBe(36);
    expect(errorsOf({ ...valid, state: 'Ladakh' })).toEqual({});
    expect(errorsOf({ ...valid, state: 'California' }).state).toBe(M.stateInvalid);
    expect(errorsOf({ ...valid, country: 'Nepal' }).country).toBe(M.countryIndia);
    expect(shippingAddressSchema.parse(valid)).toMatchObject({ country: 'India', address_line_2: '' });
  });
});

describe('shippingAddressSchema (the API)', () => {
  it('takes an address without email, and checks one that is given', () => {
    const { email: _dropped, ...withoutEmail } = valid;
    expect(shippingAddressSchema.parse(withoutEmail).email).toBeUndefined();
    expect(shippingAddressSchema.parse({ ...valid, email: ' ' }).email).toBeUndefined();
    expect(shippingAddressSchema.parse(valid).email).toBe(valid.email);
    expect(shippingAddressSchema.safeParse({ ...valid, email: 'asha@' }).success).toBe(false);
  });
});

describe('createOrderBodySchema', () => {
  const body = {
    shipping_address: valid,
    cart_items: [{ product_id: 1, quantity: 2, price: 1499.5 }],
    total_amount: 2999,
  };

  it('upper-cases the coupon code and defaults the currency', () => {
    const parsed = createOrderBodySchema.parse({ ...body, coupon_code: ' save10 ' });
    expect(parsed).toMatchObject({ coupon_code: 'SAVE10', currency: 'INR' });
    expect(createOrderBodySchema.parse({ ...body, coupon_code: '' }).coupon_code).toBeNull();
  });

  it('takes prices as numbers of rupees with at most two decimals', () => {
    expect(
      createOrderBodySchema.safeParse({ ...body, cart_items: [{ product_id: 1, quantity: 1, price: 19.99 }] }).success,
    ).toBe(true);
    expect(
      createOrderBodySchema.safeParse({ ...body, cart_items: [{ product_id: 1, quantity: 1, price: 19.999 }] }).success,
    ).toBe(false);
    expect(
      createOrderBodySchema.safeParse({ ...body, cart_items: [{ product_id: 1, quantity: 1, price: '19.99' }] })
        .success,
    ).toBe(false);
    expect(createOrderBodySchema.safeParse({ ...body, total_amount: Number.NaN }).success).toBe(false);
  });
});

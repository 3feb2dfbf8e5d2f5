import { checkoutFormMessage } from './checkout-form-message';
import { CHECKOUT_FORM_MESSAGES as M, CHECKOUT_MESSAGES } from './messages/checkout';
import { INPUT_MESSAGES } from './messages/input';
import { shippingAddressSchema } from './schemas/checkout-schema';
import { REQUIRED_ADDRESS } from '@/test-support/shipping-address';

const filled = REQUIRED_ADDRESS;

/** What the checkout form does: the first message of each field, in the schema's order. */
function messageFor(input: Record<string, string>): string {
  const result = shippingAddressSchema.safeParse(input);
  if (result.success) throw new Error('expected the address to be refused');
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return checkoutFormMessage(errors);
}

describe('checkoutFormMessage', () => {
  it('asks to fill in the required fields when one is empty', () => {
    expect(messageFor({ ...filled, city: '' })).toBe(CHECKOUT_MESSAGES.fillRequired);
    expect(messageFor({ ...filled, city: '', phone: '12' })).toBe(CHECKOUT_MESSAGES.fillRequired);
  });

  it("says the field's own message when every field is filled but one is malformed", () => {
    expect(messageFor({ ...filled, phone: '12345' })).toBe(M.phoneInvalid);
    expect(messageFor({ ...filled, postal_code: '5600' })).toBe(M.pincodeInvalid);
    expect(messageFor({ ...filled, email: 'asha@' })).toBe(INPUT_MESSAGES.emailInvalid);
    expect(messageFor({ ...filled, phone: '12345', postal_code: '5600' })).toBe(M.phoneInvalid);
  });
});

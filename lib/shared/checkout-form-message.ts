// The one message the checkout form announces when the shipping address does not validate. 'Please fill in
// all required fields' is true only when a field is empty; a field that is filled but malformed (a phone
// number, a pincode) says what is wrong with it instead, or the shopper looks for an empty box that is not there.
import { CHECKOUT_FORM_MESSAGES as M, CHECKOUT_MESSAGES } from './messages/checkout';
import { INPUT_MESSAGES } from './messages/input';

const EMPTY_FIELD_MESSAGES: ReadonlySet<string> = new Set([
  M.nameRequired,
  INPUT_MESSAGES.emailRequired,
  M.phoneRequired,
  M.addressRequired,
  M.cityRequired,
  M.stateRequired,
  M.pincodeRequired,
]);

/** `errors` is field → message, in the form's order. */
export function checkoutFormMessage(errors: Readonly<Record<string, string | undefined>>): string {
  const messages = Object.values(errors).filter((message): message is string => Boolean(message));
  if (messages.length === 0 || messages.some((message) => EMPTY_FIELD_MESSAGES.has(message)))
    return CHECKOUT_MESSAGES.fillRequired;
  return messages[0];
}

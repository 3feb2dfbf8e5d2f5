// Checkout (spec section 5): the shipping form, the order and payment answers of the server, the payment
// window (ours and the sandbox's card page) and the failure page. The email field's texts are in input.ts.

/** The shipping form's fields; the one shipping-address schema uses them on both sides. */
export const CHECKOUT_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateInvalid: 'Please choose a state from the list',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  countryIndia: 'We deliver within India only',
  tooLong: 'This is too long',
  panInvalid: 'Please enter a valid PAN: 5 letters, 4 digits and a letter (ABCDE1234F)',
  form60Invalid: 'form_60 is true or left out',
} as const;

/** The buyer's PAN (Rule 114B), asked only for an order above ₹2,00,000. */
export const PAN_MESSAGES = {
  required:
    'An order above ₹2,00,000 needs your PAN (Income-tax Rule 114B). Enter your PAN, or declare that you have ' +
    'none and fill in Form 60.',
  heading: 'PAN (needed for orders above ₹2,00,000)',
  label: 'PAN',
  help: 'Required by Income-tax Rule 114B; printed on your tax invoice, shown masked elsewhere.',
  form60: 'I have no PAN: I will fill in Form 60',
  form60Help: 'The shop will ask you to sign Form 60 before the order ships.',
  shownMasked: (masked: string) => `PAN ${masked}`,
  form60Shown: 'Form 60 declared (no PAN)',
  collectForm60: 'Collect a signed Form 60 from the buyer: they declared having no PAN.',
} as const;

export const CHECKOUT_MESSAGES = {
  fillRequired: 'Please fill in all required fields',
  paymentFailed: 'Payment failed. Please try again.',
  scriptFailed: 'Failed to load the payment gateway. Please check your connection and try again.',
  verificationFailed: 'Payment verification failed',
  cancelledByUser: 'Payment cancelled by user',
  paymentSuccess: 'Payment successful! Order placed.',
  pricesChanged: 'Prices in your cart have changed. Please review your cart.',
  notEnoughStock: (name: string) => `Not enough stock left of ${name}. Please review your cart.`,
  sizeNeeded: (name: string) => `Please choose a size of ${name}.`,
  notEnoughStockOfSize: (name: string, size: string) =>
    `Not enough stock left of ${name} in size ${size}. Please review your cart.`,
  productUnavailable: (name: string) => `${name} is no longer available. Please review your cart.`,
  /** A cart line whose product was deleted since it was added. */
  cartProductGone: 'A product in your cart no longer exists. Please review your cart.',
  providerUnavailable: 'The payment service could not be reached. Nothing was charged. Please try again.',
  tooManyPending: (held: number) =>
    `You already have ${held} unpaid orders. Please pay for or cancel one of them first.`,
  orderLineLimit: (name: string, max: number) =>
    `You can order at most ${max} of ${name} at a time. Please lower the quantity.`,
  /** The order alone has more pieces than unpaid orders may hold. */
  orderUnitsLimit: (max: number) => `One order can hold at most ${max} pieces. Please order fewer pieces at once.`,
  pendingUnitsLimit: (held: number, max: number) =>
    `You already have ${held} ${held === 1 ? 'piece' : 'pieces'} in unpaid orders, and unpaid orders can hold at most ${max} pieces at a time. Please pay for or cancel an unpaid order, or order fewer pieces.`,
  pendingValueLimit: (held: string, max: string) =>
    `You already have unpaid orders worth ${held}, and unpaid orders can hold at most ${max} at a time. Please pay for or cancel an unpaid order first.`,
  clientHoldLimit:
    'Too many unpaid orders are waiting from your network. Please pay for or cancel one of them first, or try again later.',
  clientUnitsLimit:
    'Too many pieces are held in unpaid orders from your network. Please pay for or cancel one of them first, or try again later.',
  clientValueLimit:
    'Unpaid orders from your network already hold as much as they may. Please pay for or cancel one of them first, or try again later.',
  /** The ribbon on checkout and in the sandbox's payment window while no Razorpay keys are set. */
  testMode: 'Test mode: no money is taken',
  /** Checkout on a public shop without Razorpay keys (and without PAYMENTS_SANDBOX=1). */
  paymentsNotSetUp:
    'Payments are not set up yet. Please check back soon: nothing can be paid or ordered online for now.',
  /** The payment's amount or currency is not the order's: nothing is confirmed until the shop has looked. */
  paymentUnderReview:
    'Your payment does not match this order, so the order was not confirmed. The shop will contact you about it.',
  invalidCard: 'Invalid card number',
  cardDeclined: 'Your payment was declined by the bank. Please try another card.',
} as const;

// 'Check delivery' on product pages, in the cart and at checkout.
export const DELIVERY_MESSAGES = {
  title: 'Check delivery',
  pincodeLabel: 'Pincode',
  check: 'Check',
  change: 'Change',
  pincodeInvalid: 'Enter a 6-digit pincode',
  deliveryBy: (date: string) => `Delivery by ${date}`,
  leadTimeInvalid: 'lead_time_days must be a whole number of days from 1 to 90',
  notDeliverable: 'We do not deliver to this pincode yet',
  checkFailed: 'Could not check this pincode. Please try again.',
  pincodeStateMismatch: (pincode: string, state: string) =>
    `Pincode ${pincode} belongs to ${state}. Please check the state or the pincode before paying.`,
  pincodeUnknown: 'We could not find this pincode. Please check it: we deliver only to pincodes we know.',
} as const;

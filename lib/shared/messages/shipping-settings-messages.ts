// Texts of the shipping settings on the back office's courier page.
export const SHIPPING_SETTINGS_MESSAGES = {
  title: 'Shipping settings',
  edit: 'Edit shipping settings',
  saved: 'Shipping settings saved',
  ownPickup: 'Collect from a pickup address of its own (off: the seller address in the shop settings)',
  pickupLabels: {
    name: 'Pickup contact name',
    phone: 'Pickup phone (10-digit mobile)',
    address_line_1: 'Pickup address line 1',
    address_line_2: 'Pickup address line 2',
    city: 'Pickup city',
    state: 'Pickup state',
    postal_code: 'Pickup pincode',
  },
  packageLabels: {
    weight_grams: 'Parcel weight (g)',
    length_cm: 'Parcel length (cm)',
    breadth_cm: 'Parcel breadth (cm)',
    height_cm: 'Parcel height (cm)',
  },
  otpFrom: 'OTP delivery from order value (₹)',
  otpHelp: 'Parcels worth this much or more are handed over only against the code the shopper receives.',
  rtoLessFreight: 'Refund a parcel returned to origin less the courier’s freight',
  noPickup: 'No pickup address yet: set one here, or the seller address in the shop settings, before booking.',
  pickupFrom: (source: 'pickup' | 'seller' | 'none') =>
    source === 'pickup' ? 'Courier collects from:' : 'Courier collects from the seller address:',
  packageSummary: (p: { weight_grams: number; length_cm: number; breadth_cm: number; height_cm: number }) =>
    `Default parcel: ${p.weight_grams} g, ${p.length_cm} × ${p.breadth_cm} × ${p.height_cm} cm.`,
  otpSummary: (amount: string) => `OTP delivery for orders of ${amount} or more.`,
  rtoLessFreightOn: 'A parcel returned to origin is refunded less the courier’s freight.',
  rtoLessFreightOff: 'A parcel returned to origin is refunded in full.',
} as const;

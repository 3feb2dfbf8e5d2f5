// What the shipping domain says to the owner and the shopper.
export const SHIPPING_MESSAGES = {
  pickupDayInvalid: (daysAhead: number) =>
    `Choose a pickup day from today to ${daysAhead} days ahead (India time), as YYYY-MM-DD.`,
  unserviceable: (pincode: string) => `The courier does not deliver to or collect from pincode ${pincode}.`,
  noPickupAddress: 'Set the pickup address (or the seller address in the shop settings) before booking a courier.',
  orderNotShippable: (status: string) => `An order that is ${status} cannot be booked with a courier.`,
  testOrder: 'This order was paid in the payment sandbox: no money was taken, so it cannot go to a real courier.',
  alreadyBooked: (awb: string) => `This order is already booked with the courier (AWB ${awb}).`,
  notBooked: 'This order has no courier booking.',
  noPickups: (date: string) => `No parcel is booked for pickup on ${date}.`,
  notBookedOrders: (ids: number[]) =>
    `${ids.length === 1 ? 'Order' : 'Orders'} ${ids.map((id) => `#${id}`).join(', ')} ${ids.length === 1 ? 'has' : 'have'} no courier booking: book ${ids.length === 1 ? 'it' : 'them'} before printing labels.`,
  providerAuth: 'The shipping account refused the login: check SHIPPING_API_EMAIL and SHIPPING_API_PASSWORD.',
  providerUnavailable: 'The shipping provider did not answer. Try again in a few minutes.',
  providerRejected: (why: string) => `The shipping provider refused the booking: ${why}`,
  sandboxOff:
    'Courier bookings are not set up: add the shipping account keys, or set SHIPPING_SANDBOX=1 to use the sandbox.',
  badSignature: 'The webhook signature is missing or wrong.',
  unknownShipment: (awb: string) => `No shipment has AWB ${awb}.`,
  notSandbox: 'Sandbox events are only for the shipping sandbox.',
  courierEvent: {
    in_transit: 'In transit',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered by the courier',
    undelivered: 'Delivery attempt failed',
    rto_initiated: 'Returning to the shop',
    rto_delivered: 'Returned to the shop',
    cod_remitted: 'Cash remitted by the courier',
  },
  rtoRefundReason: 'Parcel returned to the shop by the courier',
  pickupMailLine: (awb: string, date: string, courier: string) =>
    `${courier} will collect the parcel from your address on ${date} (AWB ${awb}). Please keep it packed.`,
} as const;

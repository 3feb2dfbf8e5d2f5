/** Each reason a courier booking, label or tracking call is refused. */
export const SHIPPING_ERROR_CODES = {
  noPickupAddress: 'SHIPPING_NO_PICKUP_ADDRESS',
  unserviceable: 'SHIPPING_PINCODE_UNSERVICEABLE',
  orderNotShippable: 'SHIPPING_ORDER_NOT_SHIPPABLE',
  alreadyBooked: 'SHIPPING_ALREADY_BOOKED',
  notBooked: 'SHIPPING_NOT_BOOKED',
  providerError: 'SHIPPING_PROVIDER_ERROR',
  sandboxOff: 'SHIPPING_SANDBOX_OFF',
  badSignature: 'SHIPPING_WEBHOOK_SIGNATURE',
  unknownShipment: 'SHIPPING_UNKNOWN_AWB',
} as const;

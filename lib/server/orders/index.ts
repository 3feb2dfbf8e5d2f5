import 'server-only';
export { createOrder, placeCashOnDeliveryOrder, startPayment, type Placer } from './create-order';
export { verifyPayment } from './verify-payment';
export { handlePaymentWebhook, type WebhookResult } from './payment-webhook';
export { listOrders, getOrder, type OrdersFilter } from './read-orders';
export { cancelOrder } from './cancel-order';
export { expireStaleOrders, startExpirySweep, ORDER_HOLD_MINUTES } from './expiry';
export { paySandboxOrder } from './sandbox-payment';
export { resumePayment } from './resume-payment';
export { listCustomerOrders } from './order-admin';
export { PAID_STATUSES } from './order-transitions';
export { oldGoldBoughtPaiseSql, refundedPaiseSql } from './refunded-sql';
export { orderView } from './order-view';
export { moveAdminOrder } from './order-admin';
export { refundReturnedToOrigin } from './refunds';
export {
  applyCourierReport,
  recordCodRemittance,
  receiveReturnByCourier,
  type CourierOutcome,
  type CourierReport,
} from './courier-moves';
export { moveReturn } from './return-requests';
export { shipOrder, needsHuid, type Shipment, type LineHuids } from './ship-order';
export { confirmCodOrder, releaseUnconfirmedCodOrders } from './confirm-cod-order';
export { recordTestedGold, startShortfallPayment } from './old-gold-settlement';
export { payablePaise } from './payable';

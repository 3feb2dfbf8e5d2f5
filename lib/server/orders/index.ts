import 'server-only';
export { createOrder, placeCashOnDeliveryOrder, startPayment } from './create-order';
export { verifyPayment } from './verify-payment';
export { handlePaymentWebhook } from './payment-webhook';
export { listOrders, getOrder } from './read-orders';
export { cancelOrder } from './cancel-order';
export { expireStaleOrders } from './expiry';
export { paySandboxOrder } from './sandbox-payment';
export { resumePayment } from './resume-payment';
export { listCustomerOrders } from './order-admin';
export { PAID_STATUSES } from './order-transitions';
export { oldGoldBoughtPaiseSql, refundedPaiseSql } from './refunded-sql';
export { moveAdminOrder } from './order-admin';
export { refundInspectedReturn, rtoInspectionDue } from './rto-refund';
export {
  applyCourierReport,
  noteCodRemittance,
  settleCodByRemittances,
  receiveReturnByCourier,
  type CourierOutcome,
  type CourierReport,
} from './courier-moves';
export { moveReturn } from './return-moves';
export { shipOrder, needsHuid, type Shipment, type LineHuids } from './ship-order';
export { confirmCodOrder, releaseUnconfirmedCodOrders } from './confirm-cod-order';
export { recordTestedGold, startShortfallPayment } from './old-gold-settlement';
export { settleOldGoldPayout } from './old-gold-payouts';

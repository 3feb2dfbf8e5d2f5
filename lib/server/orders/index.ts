import 'server-only';
export { createOrder, placeCashOnDeliveryOrder, startPayment } from './create-order';
export { previewStoredValue } from './stored-value-preview';
export { listOrders, getOrder } from './read-orders';
export { cancelOrder } from './cancel-order';
export { expireStaleOrders } from './expiry';
export { listCustomerOrders } from './order-admin';
export { PAID_STATUSES, appendOrderNote, failPendingOrder } from './order-transitions';
export { oldGoldBoughtPaiseSql, refundedPaiseSql } from './refunded-sql';
export { moveAdminOrder } from './order-admin';
export { refundInspectedReturn } from './rto-refund';
export { applyCourierReport, noteCodRemittance, settleCodByRemittances, receiveReturnByCourier } from './courier-moves';
export { moveReturn } from './return-moves';
export { confirmCodOrder, releaseUnconfirmedCodOrders } from './confirm-cod-order';
export { answerCodOnWhatsApp } from './whatsapp-cod';
export { assertForm60Received } from './form-60';
export { orderNotFound, orderNotPending } from './order-errors';
export { recordOrderEvent } from './order-events';
export { orderView } from './order-view';
export { recordCapturedPayment, recordFailedPayment, type ReportedPayment } from './payment-events';
export {
  refundableByPayment,
  reserveRefund,
  sendRefund,
  settleRefund,
  type Reserved,
  type RefundView,
} from './refunds';

import 'server-only';
export { createOrder, placeCashOnDeliveryOrder, startPayment, type Placer } from './create-order';
export { verifyPayment } from './verify-payment';
export { handlePaymentWebhook, type WebhookResult } from './payment-webhook';
export { listOrders, getOrder, type OrdersFilter } from './read-orders';
export { cancelOrder } from './cancel-order';
export { expireStaleOrders, startExpirySweep, ORDER_HOLD_MINUTES } from './expiry';
export { paySandboxOrder } from './sandbox-payment';
export { resumePayment } from './resume-payment';

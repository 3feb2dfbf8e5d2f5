import 'server-only';
// Payment flows: a payment reported by the shopper's browser (verify), by the provider (webhook) or by the
// sandbox's card page, each settled on whatever it pays (an order, an old-gold shortfall, a gift card, a
// savings instalment), and a pending order's payment started again. The providers themselves (Razorpay, the
// sandbox, signatures) are ./providers, which orders and the other domains that start payments build on.
export { verifyPayment } from './verify-payment';
export { handlePaymentWebhook } from './payment-webhook';
export { paySandboxOrder } from './sandbox-payment';
export { resumePayment } from './resume-payment';

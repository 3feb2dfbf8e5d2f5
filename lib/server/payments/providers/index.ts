import 'server-only';
export { assertPaymentsOpen, isLoopbackHost } from './payments-open';
export { PaymentProviderError, type PaymentProvider } from './provider';
export { chargeSandboxCard } from './sandbox-card';
export { sandboxProvider } from './sandbox-provider';
export { isSandboxActive, paymentProvider } from './select-provider';

// The sandbox's card network: two test cards, as Razorpay's test mode has. Anything else is not a card.
import 'server-only';
import { sandboxId, sandboxSign } from './sandbox-provider';

export const SANDBOX_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

export type SandboxCardResult =
  | { outcome: 'success'; paymentId: string; signature: string }
  | { outcome: 'declined'; paymentId: string }
  | { outcome: 'invalid' };

/** Spaces and dashes are how people type card numbers; they are not part of the number. */
export function chargeSandboxCard(cardNumber: string, providerOrderId: string): SandboxCardResult {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.success) {
    const paymentId = sandboxId('pay');
    return { outcome: 'success', paymentId, signature: sandboxSign(providerOrderId, paymentId) };
  }
  if (digits === SANDBOX_CARDS.declined) return { outcome: 'declined', paymentId: sandboxId('pay') };
  return { outcome: 'invalid' };
}

// Refunds: money given back on an order's captured payments, through the provider that took them.
// PLACEHOLDER of the foundation commit: the refunds work replaces the bodies; the signatures are the contract
// the order lifecycle (cancelling a paid order) codes against.
import 'server-only';
import { DomainError } from '@/lib/server/errors/domain-error';
import { ERROR_CODES } from '@/lib/shared/api-error-codes';
import type { StaffActor } from '@/lib/server/access/staff-actor';

export type RefundView = {
  id: number;
  order_id: number;
  amount: number;
  reason: string;
  status: 'pending' | 'processed' | 'failed';
  provider: string;
  provider_refund_id: string | null;
  created_at: string;
  created_by: string | null;
};

export type RefundRequest = { amountPaise: number; reason: string; idempotencyKey: string | null };

/** A full or partial refund of an order (owner only, recent password). */
export async function createRefund(actor: StaffActor, orderId: number, request: RefundRequest): Promise<RefundView> {
  void actor;
  void orderId;
  void request;
  throw new DomainError(ERROR_CODES.internal, 'Refunds are not built yet');
}

/**
 * Everything still refundable on the order, given back (a cancelled paid order). Called after the
 * cancellation has committed; answers the refunds made (none when nothing was captured).
 */
export async function refundRemaining(actor: StaffActor, orderId: number, reason: string): Promise<RefundView[]> {
  void actor;
  void orderId;
  void reason;
  throw new DomainError(ERROR_CODES.internal, 'Refunds are not built yet');
}

// POST /shipping/webhook: the courier aggregator's report, signed with HMAC-SHA256 of the raw body. The
// signature is checked before the body is even parsed; a missing or wrong one is 401 and nothing changes.
// The body is the shop's contract ({ event_id, awb, event, ... }); an aggregator's own status push
// ({ awb, current_status, current_timestamp, ... }) is read into it.
import 'server-only';
import { createHash } from 'node:crypto';
import { DomainError } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { courierWebhookSchema } from '@/lib/shared/schemas/shipping-schema';
import { SHIPPING_ERROR_CODES as CODES } from '@/lib/shared/shipping-contract';
import { applyCourierEvent, type EventResult } from './courier-events';
import { mapCourierStatus } from './courier-status';
import type { CourierEvent } from './shipping-provider';
import { shippingProvider } from './select-courier';
import { isValidShippingSignature } from './webhook-signature';
import { rupeesToPaise } from '@/lib/shared/money';

/** A 400 naming the field at fault (the whole body when it is not an event at all). */
const invalid = (message: string, field = 'body') =>
  new DomainError(ERROR_CODES.validationFailed, message, { errors: { [field]: [message] } });

function aggregatorEvent(body: Record<string, unknown>): Record<string, unknown> | null {
  const status = typeof body.current_status === 'string' ? body.current_status : '';
  const event = mapCourierStatus(status);
  if (!event || (typeof body.awb !== 'string' && typeof body.awb !== 'number')) return null;
  const when = typeof body.current_timestamp === 'string' ? body.current_timestamp : '';
  const at = new Date(when.replace(' ', 'T') + (/[zZ+]/.test(when) ? '' : '+05:30'));
  const iso = Number.isNaN(at.getTime()) ? new Date().toISOString() : at.toISOString();
  return {
    event_id: createHash('sha256').update(`${body.awb}|${status}|${when}`).digest('hex'),
    awb: String(body.awb),
    event,
    occurred_at: iso,
    reason: event === 'undelivered' && typeof body.reason === 'string' ? body.reason : null,
    location: typeof body.current_location === 'string' ? body.current_location : null,
  };
}

export function toCourierEvent(body: unknown): CourierEvent {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const shaped = 'event' in raw ? raw : aggregatorEvent(raw);
  // A sender that gives no event id: the event's own facts identify it, so the same report twice is one.
  if (shaped && !shaped.event_id) {
    const facts = ['awb', 'event', 'occurred_at', 'reason', 'amount', 'utr', 'remitted_at'].map((k) => shaped[k] ?? '');
    shaped.event_id =
      typeof raw.id === 'string' && raw.id ? raw.id : createHash('sha256').update(JSON.stringify(facts)).digest('hex');
  }
  const parsed = courierWebhookSchema.safeParse(shaped);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue?.message ?? 'Not a courier event.', issue?.path.join('.') || 'body');
  }
  const e = parsed.data;
  return {
    eventId: e.event_id,
    awb: e.awb,
    event: e.event,
    occurredAt: new Date(e.remitted_at ?? e.occurred_at ?? Date.now()),
    reason: e.reason ?? null,
    location: e.location ?? null,
    amountPaise: e.amount === undefined ? undefined : rupeesToPaise(e.amount),
    utr: e.utr,
  };
}

export async function handleShippingWebhook(rawBody: string, signature: string | null): Promise<EventResult> {
  if (!isValidShippingSignature(shippingProvider().webhookSecret, rawBody, signature))
    throw new DomainError(CODES.badSignature, M.badSignature);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw invalid('The body is not JSON.');
  }
  return applyCourierEvent(toCourierEvent(body));
}

// Refusals several order calls share (lib/server/http/error-status.ts gives each code its status).
import 'server-only';
import { DomainError, notFound } from '@/lib/server/errors';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';

/** Not found, and not someone else's either: the answer never tells whether another shopper has that id. */
export const orderNotFound = () => notFound(ORDER_MESSAGES.notFound);

export const orderNotPending = () =>
  new DomainError(ORDER_ERROR_CODES.orderNotPending, ORDER_MESSAGES.notAwaitingPayment);

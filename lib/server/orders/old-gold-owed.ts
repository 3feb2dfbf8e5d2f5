// Old gold owed back on an order (a return, a parcel returned to origin): recorded by the exchange's records,
// noted on the order's timeline here, in the same transaction.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import { oweOldGold } from '@/lib/server/exchange/records';
import { recordOrderEvent } from './order-events';

export async function oweOldGoldOnOrder(
  tx: Executor,
  orderId: number,
  owed: Parameters<typeof oweOldGold>[2],
): Promise<void> {
  const noted = await oweOldGold(tx, orderId, owed);
  if (noted) await recordOrderEvent(tx, orderId, 'system', { kind: 'note', ...noted });
}

// POST /admin/orders/{id}/rto-inspection: the owner has opened a prepaid parcel the courier brought back. The
// refund keeps back the courier's freight when the shipping settings say so (the orders domain does the rest).
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { shipments } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { refundInspectedReturn } from '@/lib/server/orders';
import { readShippingSettings } from './shipping-settings';

export async function inspectReturnedParcel(actor: StaffActor, orderId: number) {
  authorize(actor, 'refunds');
  const db = await getDb();
  const [parcel] = await db
    .select({ freightPaise: shipments.freightPaise })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward'), eq(shipments.status, 'rto_delivered')))
    .orderBy(desc(shipments.id))
    .limit(1);
  const settings = await readShippingSettings(db);
  const keepPaise = settings.rto_refund_less_freight && parcel ? parcel.freightPaise : 0;
  return refundInspectedReturn(actor, orderId, keepPaise);
}

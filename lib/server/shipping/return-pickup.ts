// A return the shop approves is collected from the shopper by the courier: the approval (orders domain) is
// made first, then a reverse pickup is booked from the shopper's address to the shop's pickup address and the
// shopper is mailed its AWB and date. Its delivery to the shop marks the return received (courier-events.ts);
// the owner still inspects the pieces before the refund. A shop without a courier account (or whose pincode
// the courier cannot reach) arranges the pickup itself: the approval stands and the timeline says why.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, orders, returnRequests, shipments, users } from '@/lib/server/db/schema';
import type { StaffActor } from '@/lib/server/access';
import { DomainError } from '@/lib/server/errors';
import { brandedMail, deliverQueuedMail, queueMail, type QueuedMail } from '@/lib/server/mail';
import { moveReturn } from '@/lib/server/orders';
import { readShopSettings } from '@/lib/server/settings';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import type { ApiReturn, ReturnMove } from '@/lib/shared/schemas/return-schema';
import { providerFailure } from './book-shipment';
import { nextWorkingDay } from './pickup-date';
import { shippingSandboxClosed, shippingProvider } from './select-courier';
import { readShippingSettings } from './shipping-settings';

export async function moveReturnWithPickup(
  actor: StaffActor,
  orderId: number,
  returnId: number,
  move: ReturnMove,
): Promise<ApiReturn> {
  const moved = await moveReturn(actor, orderId, returnId, move);
  if (move.action === 'approve' && moved.status === 'approved' && !shippingSandboxClosed()) {
    await bookReturnPickup(orderId, returnId).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      console.warn(`[shipping] return ${returnId} approved, but its pickup was not booked: ${error.message}`);
    });
  }
  return moved;
}

async function bookReturnPickup(orderId: number, returnId: number): Promise<void> {
  const provider = shippingProvider();
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [request] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
  const settings = await readShippingSettings(db);
  if (!order || !request || !settings.pickup) return;
  const lines = request.items;
  const items = await db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(
          orderItems.id,
          lines.map((l) => l.orderItemId),
        ),
      ),
    );
  const address = order.shippingAddress;
  const pickupDate = nextWorkingDay(new Date());
  const booking = await provider
    .reversePickup({
      reference: `return-${returnId}`,
      orderDate: new Date().toISOString().slice(0, 10),
      from: { ...address, name: address.full_name, email: address.email },
      to: settings.pickup,
      items: items.map((item) => ({
        name: item.productName,
        sku: `${item.productId ?? 'item'}${item.size ? `-${item.size}` : ''}`,
        units: lines.find((l) => l.orderItemId === item.id)?.quantity ?? item.quantity,
        unitPaise: item.unitPricePaise,
      })),
      declaredValuePaise: request.amountPaise,
      codPaise: 0,
      weightGrams: settings.weight_grams,
      lengthCm: settings.length_cm,
      breadthCm: settings.breadth_cm,
      heightCm: settings.height_cm,
      pickupDate,
      otpDelivery: false,
    })
    .catch((error: unknown) => {
      throw providerFailure(error);
    });
  let mail: QueuedMail[] = [];
  await db.transaction(async (tx) => {
    await tx.insert(shipments).values({
      orderId,
      kind: 'reverse',
      returnRequestId: returnId,
      provider: provider.name,
      providerOrderId: booking.providerOrderId,
      providerShipmentId: booking.providerShipmentId,
      awb: booking.awb,
      courier: booking.courier,
      declaredValuePaise: request.amountPaise,
      insured: true,
      otpDelivery: false,
      codPaise: 0,
      freightPaise: booking.freightPaise,
      weightGrams: settings.weight_grams,
      lengthCm: settings.length_cm,
      breadthCm: settings.breadth_cm,
      heightCm: settings.height_cm,
      pickupDate: booking.pickupDate,
      pickup: { ...address, name: address.full_name },
      trackingUrl: booking.trackingUrl,
      lastEventAt: new Date(),
    });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    if (!user?.email) return;
    const shop = await readShopSettings(tx);
    const subject = `${shop.company.name}: pickup booked for return #${returnId} (order #${orderId})`;
    mail = [
      await queueMail(tx, {
        to: user.email,
        ...brandedMail(shop, subject, subject, {
          heading: `Pickup for return #${returnId}`,
          paragraphs: [
            `Hello ${address.full_name},`,
            M.pickupMailLine(booking.awb, booking.pickupDate, booking.courier),
          ],
          rows: [
            { label: 'AWB', value: booking.awb },
            { label: 'Pickup date', value: booking.pickupDate },
          ],
          footnote: 'We will refund the pieces once they reach us and we have checked them.',
        }),
      }),
    ];
  });
  await deliverQueuedMail(mail);
}

// Booking a courier for a paid (or COD) order: the provider books an insured parcel declared at the order's
// value (an OTP delivery from the shop's threshold), the shipment is kept, and the order moves to shipped
// through the orders domain's own move (which mails the shopper and issues what a dispatch issues). The
// courier is asked first, outside any transaction; if keeping the booking or moving the order fails, the AWB
// is cancelled again, so no parcel is booked for an order the shop does not show as shipped.
import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, orders, shipments, type ShipmentRow } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { assertForm60Received, moveAdminOrder } from '@/lib/server/orders';
import { assertNoShortfall } from '@/lib/server/exchange/records';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { ADMIN_ORDER_MESSAGES } from '@/lib/shared/messages/admin-orders';
import { paiseToRupees, payablePaise, rupeesToPaise } from '@/lib/shared/money';
import { SHIPPING_ERROR_CODES as CODES } from '@/lib/shared/shipping-contract';
import type { ShipmentBooking } from '@/lib/shared/schemas/shipping-schema';
import { nextWorkingDay } from './pickup-date';
import { ShippingProviderError, type BookingRequest } from './shipping-provider';
import { openShippingProvider } from './select-courier';
import { readShippingSettings } from './shipping-settings';

export type ApiShipment = {
  awb: string;
  courier: string;
  label_url: string;
  tracking_url: string | null;
  declared_value: number;
  insured: boolean;
  otp_delivery: boolean;
  pickup_date: string;
  status: ShipmentRow['status'];
  cod_amount: number;
};

/** A parcel's label: the order's forward parcel by default, a reverse pickup by its AWB. */
export const labelPath = (row: Pick<ShipmentRow, 'orderId' | 'kind' | 'awb'>) =>
  `/api/v1/admin/orders/${row.orderId}/label.pdf${row.kind === 'reverse' ? `?awb=${encodeURIComponent(row.awb)}` : ''}`;

export function toApiShipment(row: ShipmentRow): ApiShipment {
  return {
    awb: row.awb,
    courier: row.courier,
    label_url: labelPath(row),
    tracking_url: row.trackingUrl,
    declared_value: paiseToRupees(row.declaredValuePaise),
    insured: row.insured,
    otp_delivery: row.otpDelivery,
    pickup_date: row.pickupDate,
    status: row.status,
    cod_amount: paiseToRupees(row.codPaise),
  };
}

const BOOKABLE = ['confirmed', 'processing'] as const;

/** The provider's refusal in the shop's words: a pincode it does not serve is the owner's to fix (422). */
export function providerFailure(error: unknown): DomainError {
  if (!(error instanceof ShippingProviderError)) throw error;
  return error.kind === 'unserviceable'
    ? new DomainError(CODES.unserviceable, error.message)
    : new DomainError(CODES.providerError, M.providerRejected(error.message));
}

export async function bookShipment(actor: StaffActor, orderId: number, input: ShipmentBooking): Promise<ApiShipment> {
  authorize(actor, 'orders');
  const provider = openShippingProvider();
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  const [live] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward'), ne(shipments.status, 'cancelled')));
  if (live) throw new DomainError(CODES.alreadyBooked, M.alreadyBooked(live.awb));
  if (!(BOOKABLE as readonly string[]).includes(order.status))
    throw new DomainError(CODES.orderNotShippable, M.orderNotShippable(order.status.replace(/_/g, ' ')));
  // A sandbox payment took no money: a real courier must not carry the piece (the shipping sandbox may).
  if (order.testMode && provider.name !== 'sandbox') throw new DomainError(CODES.orderNotShippable, M.testOrder);
  // No parcel is booked for an order whose old gold tested short until the shopper paid the difference.
  await assertNoShortfall(db, orderId);
  assertForm60Received(order);
  const settings = await readShippingSettings(db);
  if (!settings.pickup) throw new DomainError(CODES.noPickupAddress, M.noPickupAddress);

  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const address = order.shippingAddress;
  const declared = order.totalPaise;
  const request: BookingRequest = {
    reference: `order-${order.id}`,
    orderDate: order.createdAt.toISOString().slice(0, 10),
    from: settings.pickup,
    to: { ...address, name: address.full_name, email: address.email },
    items: items.map((item) => ({
      name: item.productName,
      sku: `${item.productId ?? 'item'}${item.size ? `-${item.size}` : ''}`,
      units: item.quantity,
      unitPaise: item.unitPricePaise,
    })),
    declaredValuePaise: declared,
    codPaise: order.paymentMethod === 'cod' && !order.paidAt ? payablePaise(order) : 0,
    weightGrams: input.weight_grams ?? settings.weight_grams,
    lengthCm: input.length_cm ?? settings.length_cm,
    breadthCm: input.breadth_cm ?? settings.breadth_cm,
    heightCm: input.height_cm ?? settings.height_cm,
    pickupDate: input.pickup_date ?? nextWorkingDay(new Date()),
    otpDelivery: declared >= rupeesToPaise(settings.otp_delivery_min_value),
  };
  const booking = await provider.book(request).catch((error: unknown) => {
    throw providerFailure(error);
  });
  const undo = async (error: unknown): Promise<never> => {
    await provider.cancel(booking.awb).catch(() => undefined);
    throw error;
  };

  const row = await db
    .insert(shipments)
    .values({
      orderId,
      kind: 'forward',
      provider: provider.name,
      providerOrderId: booking.providerOrderId,
      providerShipmentId: booking.providerShipmentId,
      awb: booking.awb,
      courier: booking.courier,
      declaredValuePaise: declared,
      insured: true,
      otpDelivery: request.otpDelivery,
      codPaise: request.codPaise,
      freightPaise: booking.freightPaise,
      weightGrams: request.weightGrams,
      lengthCm: request.lengthCm,
      breadthCm: request.breadthCm,
      heightCm: request.heightCm,
      pickupDate: booking.pickupDate,
      pickup: settings.pickup,
      labelUrl: booking.labelUrl,
      trackingUrl: booking.trackingUrl,
      lastEventAt: new Date(),
    })
    .returning()
    .then(([saved]) => saved!)
    .catch(async (error: unknown) => {
      // Two bookings at once: the one-live-parcel index lets one in; the other's AWB is given back.
      const [other] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward'), ne(shipments.status, 'cancelled')));
      return undo(other ? new DomainError(CODES.alreadyBooked, M.alreadyBooked(other.awb)) : error);
    });

  try {
    await moveAdminOrder(actor, orderId, {
      status: 'shipped',
      courier: booking.courier,
      tracking_number: booking.awb,
      tracking_url: booking.trackingUrl,
      huids: input.huids,
      note: `Booked with ${booking.courier}, AWB ${booking.awb}${request.otpDelivery ? ', OTP delivery' : ''}`,
    });
  } catch (error) {
    await db.delete(shipments).where(eq(shipments.id, row.id));
    await undo(error);
  }
  return toApiShipment(row);
}

// The shop's shipping settings: where the courier collects (the pickup address, else the seller's address),
// the default package, from which declared value a parcel is an OTP delivery, and whether an RTO refund keeps
// the courier's freight back. One row, absent until the owner saves; the defaults stand in until then.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { shippingSettings } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { readShopSettings } from '@/lib/server/settings';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import {
  DEFAULT_OTP_DELIVERY_MIN_PAISE,
  DEFAULT_PACKAGE,
  type PickupAddress,
  type ShippingSettings,
} from '@/lib/shared/shipping-contract';
import type { ShippingSettingsInput } from '@/lib/shared/schemas/shipping-schema';

export type { ShippingSettings };

export async function readShippingSettings(db: Executor): Promise<ShippingSettings> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1));
  const shop = await readShopSettings(db);
  const seller = shop.seller;
  const sellerPickup: PickupAddress | null =
    seller && /^\d{6}$/.test(seller.postal_code.trim()) && seller.address_line_1.trim()
      ? {
          name: seller.legal_name || shop.company.name,
          phone: shop.contact.phone ?? '',
          address_line_1: seller.address_line_1,
          address_line_2: seller.address_line_2,
          city: seller.city,
          state: seller.state,
          postal_code: seller.postal_code.trim(),
        }
      : null;
  const pickup = row?.pickup ?? sellerPickup;
  return {
    pickup,
    pickup_source: row?.pickup ? 'pickup' : sellerPickup ? 'seller' : 'none',
    weight_grams: row?.weightGrams ?? DEFAULT_PACKAGE.weight_grams,
    length_cm: row?.lengthCm ?? DEFAULT_PACKAGE.length_cm,
    breadth_cm: row?.breadthCm ?? DEFAULT_PACKAGE.breadth_cm,
    height_cm: row?.heightCm ?? DEFAULT_PACKAGE.height_cm,
    otp_delivery_min_value: paiseToRupees(row?.otpDeliveryMinPaise ?? DEFAULT_OTP_DELIVERY_MIN_PAISE),
    rto_refund_less_freight: row?.rtoRefundLessFreight ?? false,
  };
}

export async function getShippingSettings(actor: StaffActor): Promise<ShippingSettings> {
  authorize(actor, 'orders');
  return readShippingSettings(await getDb());
}

/** The owner's changes; what is left out keeps its value. */
export async function updateShippingSettings(
  actor: StaffActor,
  input: ShippingSettingsInput,
): Promise<ShippingSettings> {
  authorize(actor, 'settings');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await readShippingSettings(tx);
    const [row] = await tx.select({ pickup: shippingSettings.pickup }).from(shippingSettings);
    const values = {
      pickup: input.pickup === undefined ? (row?.pickup ?? null) : input.pickup,
      weightGrams: input.weight_grams ?? current.weight_grams,
      lengthCm: input.length_cm ?? current.length_cm,
      breadthCm: input.breadth_cm ?? current.breadth_cm,
      heightCm: input.height_cm ?? current.height_cm,
      otpDeliveryMinPaise: rupeesToPaise(input.otp_delivery_min_value ?? current.otp_delivery_min_value),
      rtoRefundLessFreight: input.rto_refund_less_freight ?? current.rto_refund_less_freight,
      updatedAt: new Date(),
    };
    await tx
      .insert(shippingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shippingSettings.id, set: values });
    return readShippingSettings(tx);
  });
}

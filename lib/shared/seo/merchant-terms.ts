// What the shop promises about shipping and returns, in the terms search engines' merchant listings and the
// product feeds ask for. One definition, from the shop's settings: the product page's Offer
// (structured-data.ts) and the Google and Meta feeds (lib/server/feeds) both print these.
import type { MerchantReturnPolicy, OfferShippingDetails } from 'schema-dts';
import { CURRENCY } from '@/lib/shared/constants';
import { DEFAULT_DELIVERY_DAYS, type DeliveryDays } from '@/lib/shared/delivery/delivery-zones';
import { policyPath } from '@/lib/shared/policy-pages';

export const SHIPPING_COUNTRY = 'IN';

export type MerchantTerms = {
  /** Shipping is free on every order (lib/shared/money/totals.ts). */
  shippingRupees: number;
  /** Working days before a parcel leaves: the spec's shipping promise, 2-3 business days. */
  handlingDays: { min: number; max: number };
  /** Working days on the road after that: the nearest and the farthest delivery zone of the settings. */
  transitDays: { min: number; max: number };
  /** Days after delivery within which a piece may be sent back (0: no returns). */
  returnDays: number;
};

const HANDLING_DAYS = { min: 2, max: 3 };

/** Whether a piece can be ordered, in the words of Google's feed (schema.org and Meta have their own). */
export type OfferAvailability = 'in_stock' | 'out_of_stock' | 'backorder';

/** The shop's terms as one piece is sold on them: the Offer, both feeds and the product page print these. */
export type PieceTerms = MerchantTerms & {
  availability: OfferAvailability;
  /** Made to order: the days to make it, which are its handling time; null for a piece on the shelf. */
  leadTimeDays: number | null;
};

/**
 * The one place a piece's own terms are decided. A made-to-order piece is made after the order: it can always
 * be ordered but is not on the shelf (backorder, not in stock), it leaves when made (its lead time is the
 * handling time), and it is not taken back unless faulty (Indian consumer rules allow refusing returns of goods
 * made to the buyer's order). Engraving is a choice at the cart: the piece as listed is unengraved and returnable.
 */
export function pieceTerms(
  terms: MerchantTerms,
  piece: { inStock: boolean; madeToOrderDays: number | null },
): PieceTerms {
  if (piece.madeToOrderDays !== null) {
    const days = piece.madeToOrderDays;
    return {
      ...terms,
      availability: 'backorder',
      leadTimeDays: days,
      handlingDays: { min: days, max: days },
      returnDays: 0,
    };
  }
  return { ...terms, availability: piece.inStock ? 'in_stock' : 'out_of_stock', leadTimeDays: null };
}

export function merchantTerms(settings: {
  return_window_days: number;
  delivery?: { days: DeliveryDays } | null;
}): MerchantTerms {
  const zoneDays = Object.values(settings.delivery?.days ?? DEFAULT_DELIVERY_DAYS).filter(
    (d) => Number.isFinite(d) && d > 0,
  );
  const days = zoneDays.length > 0 ? zoneDays : Object.values(DEFAULT_DELIVERY_DAYS);
  return {
    shippingRupees: 0,
    handlingDays: HANDLING_DAYS,
    transitDays: { min: Math.min(...days), max: Math.max(...days) },
    returnDays: Math.max(0, Math.trunc(settings.return_window_days)),
  };
}

export function offerShippingDetails(terms: MerchantTerms): OfferShippingDetails {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: terms.shippingRupees.toFixed(2), currency: CURRENCY },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHIPPING_COUNTRY },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: {
        '@type': 'QuantitativeValue',
        minValue: terms.handlingDays.min,
        maxValue: terms.handlingDays.max,
        unitCode: 'DAY',
      },
      transitTime: {
        '@type': 'QuantitativeValue',
        minValue: terms.transitDays.min,
        maxValue: terms.transitDays.max,
        unitCode: 'DAY',
      },
    },
  };
}

/** The policy as the piece has it, with the address of the shop's returns page on the given origin. */
export function merchantReturnPolicy(terms: MerchantTerms, origin: string): MerchantReturnPolicy {
  const merchantReturnLink = new URL(policyPath('returns'), origin).toString();
  if (terms.returnDays === 0) {
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: SHIPPING_COUNTRY,
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink,
    };
  }
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: SHIPPING_COUNTRY,
    merchantReturnLink,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: terms.returnDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    // The shop refunds what was paid for the pieces sent back and charges nothing for the return itself.
    returnFees: 'https://schema.org/FreeReturn',
  };
}

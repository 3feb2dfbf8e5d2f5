// The product editor's form: the text of each field as typed, read from a product and turned into the API's body.
import type { AdminProduct } from '@/lib/shared/back-office/admin-types';
import type { MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import type { HsnCode, MakingChargeKind, PricingKind } from '@/lib/shared/money/breakup';
import { variantRowsOf, variantsBody, type VariantRow } from './variants-table';

export type Form = {
  name: string;
  description: string;
  category_id: string;
  price: string;
  original_price: string;
  stock: string;
  /** One row per size; empty for a piece without sizes. */
  variants: VariantRow[];
  tags: string;
  metal: string;
  purity: string;
  weight_grams: string;
  /** Metal and stones; the stones as JSON (an array of { type, count, carat_weight, ... }). */
  gross_weight_grams: string;
  stones: string;
  /** Days to make the piece when made to order ('' for a piece sold from stock). */
  made_to_order_days: string;
  /** Engraving offered: most characters and price a piece ('' for none). */
  engraving_max_chars: string;
  engraving_price: string;
  hsn_code: HsnCode;
  pricing_kind: PricingKind;
  metal_rate: MetalRateKey | '';
  making_kind: MakingChargeKind;
  making_value: string;
  stone_charges: string;
  hallmarked: boolean;
  is_new: boolean;
  featured: boolean;
  active: boolean;
};

export function formOf(product: AdminProduct | null): Form {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category_id: product?.category_id ? String(product.category_id) : '',
    price: product ? String(product.price) : '',
    original_price: product?.originalPrice ? String(product.originalPrice) : '',
    stock: product ? String(product.on_hand_quantity) : '0',
    variants: variantRowsOf(product?.variants ?? []),
    tags: product?.tags.join(', ') ?? '',
    metal: product?.metal ?? '',
    purity: product?.purity ?? '',
    weight_grams:
      product?.weight_grams === null || product?.weight_grams === undefined ? '' : String(product.weight_grams),
    gross_weight_grams: product?.gross_weight_grams == null ? '' : String(product.gross_weight_grams),
    stones: product?.stones.length ? JSON.stringify(product.stones, null, 1) : '',
    made_to_order_days: product?.made_to_order ? String(product.made_to_order.lead_time_days) : '',
    engraving_max_chars: product?.engraving ? String(product.engraving.max_chars) : '',
    engraving_price: product?.engraving ? String(product.engraving.price) : '',
    hsn_code: (product?.hsn_code as HsnCode | undefined) ?? '7113',
    pricing_kind: product?.pricing_kind ?? 'fixed',
    metal_rate: product?.metal_rate_key ?? '',
    making_kind: product?.making_charge?.kind ?? 'percent',
    making_value: product?.making_charge ? String(product.making_charge.value) : '',
    stone_charges: product ? String(product.stone_charges) : '0',
    hallmarked: product?.hallmarked ?? false,
    is_new: product?.isNew ?? false,
    featured: product?.featured ?? false,
    active: product?.active ?? true,
  };
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The stones as typed: JSON when it reads as JSON, else the text itself, which the server refuses by name. */
function stonesOf(text: string): unknown {
  if (text.trim() === '') return [];
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The API body of the form: on_hand_quantity for an edit (held pieces stay held), stock_quantity for a new piece. */
export function bodyOf(form: Form, isNew: boolean): Record<string, unknown> {
  // A piece in sizes sends them with their stock and price or weight; the piece's own follow from them.
  const sized = form.variants.length > 0;
  // A piece by weight is priced by the server from today's rate; a fixed price is what the form says.
  const pricing =
    form.pricing_kind === 'weight'
      ? {
          metal_rate: form.metal_rate || null,
          making_charge:
            form.making_value.trim() === '' ? null : { kind: form.making_kind, value: Number(form.making_value) },
          stone_charges: Number(form.stone_charges || 0),
        }
      : {
          price: sized ? undefined : Number(form.price),
          original_price: numberOrNull(form.original_price),
          metal: form.metal.trim() || null,
          purity: form.purity.trim() || null,
        };
  const stock = sized
    ? { variants: variantsBody(form.variants, form.pricing_kind) }
    : { [isNew ? 'stock_quantity' : 'on_hand_quantity']: Number(form.stock), sizes: [] };
  return {
    name: form.name,
    description: form.description,
    category_id: form.category_id ? Number(form.category_id) : null,
    pricing_kind: form.pricing_kind,
    hsn_code: form.hsn_code,
    hallmarked: form.hallmarked,
    ...pricing,
    ...stock,
    tags: list(form.tags),
    weight_grams: sized ? undefined : numberOrNull(form.weight_grams),
    gross_weight_grams: numberOrNull(form.gross_weight_grams),
    stones: stonesOf(form.stones),
    made_to_order: form.made_to_order_days.trim() ? { lead_time_days: Number(form.made_to_order_days) } : null,
    engraving: form.engraving_max_chars.trim()
      ? { max_chars: Number(form.engraving_max_chars), price: Number(form.engraving_price || 0) }
      : null,
    is_new: form.is_new,
    featured: form.featured,
    active: form.active,
  };
}

export function changed(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(before[key]) !== JSON.stringify(value)),
  );
}

/** The form field that shows an API field's error. */
export const FIELD_OF: Record<string, keyof Form> = {
  stock_quantity: 'stock',
  on_hand_quantity: 'stock',
  making_charge: 'making_value',
  'made_to_order.lead_time_days': 'made_to_order_days',
  made_to_order: 'made_to_order_days',
  'engraving.max_chars': 'engraving_max_chars',
  'engraving.price': 'engraving_price',
  engraving: 'engraving_max_chars',
};

/** The form field of an API error's field: a stone's field shows under the stones. */
export function formFieldOf(field: string): string {
  return FIELD_OF[field] ?? (field.startsWith('stones') ? 'stones' : field);
}

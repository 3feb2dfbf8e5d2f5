// An edit conflict field by field: when someone else saved the piece first, the editor compares what
// the editor has in the form with their version, so nothing typed is lost without being seen. A field the
// editor changed starts chosen as "mine"; one only they changed starts as "theirs".
import type { Form } from './product-form';
import type { VariantRow } from './variants-table';

export type Side = 'mine' | 'theirs';
export type ConflictField = { key: keyof Form; label: string; mine: string; theirs: string; choice: Side };

const LABELS: Record<keyof Form, string> = {
  name: 'Name',
  description: 'Description',
  category_id: 'Category',
  price: 'Price (₹)',
  original_price: 'Original price (₹)',
  stock: 'Stock on hand',
  variants: 'Sizes',
  tags: 'Tags',
  metal: 'Metal',
  purity: 'Purity',
  weight_grams: 'Weight (g)',
  gross_weight_grams: 'Gross weight (g)',
  stones: 'Stones',
  made_to_order_days: 'Made to order: days to make',
  engraving_max_chars: 'Engraving: most characters',
  engraving_price: 'Engraving price (₹)',
  hsn_code: 'HSN code',
  pricing_kind: 'Pricing',
  metal_rate: 'Metal rate',
  making_kind: 'Making charge kind',
  making_value: 'Making charge',
  stone_charges: 'Stone charges (₹)',
  hallmarked: 'Hallmarked',
  is_new: 'New',
  featured: 'Featured',
  active: 'Active (shown in the shop)',
};

/** The sizes as a reader compares them (a row's key is only React's). */
function sizesText(rows: VariantRow[]): string {
  const row = (r: VariantRow) =>
    `${r.size}: ${r.stock} pcs${r.price ? `, ₹${r.price}` : ''}${r.weight_grams ? `, ${r.weight_grams} g` : ''}`;
  return rows.map(row).join('; ');
}

export function fieldText(form: Form, key: keyof Form, categoryName: (id: string) => string = (id) => id): string {
  const value = form[key];
  if (key === 'variants') return sizesText(value as VariantRow[]) || 'None';
  if (key === 'category_id') return value ? categoryName(value as string) : 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return (value as string) || '—';
}

/** Every field where the form and their version differ; base is the version the editor started from. */
export function conflictFields(
  mine: Form,
  base: Form,
  theirs: Form,
  categoryName?: (id: string) => string,
): ConflictField[] {
  return (Object.keys(LABELS) as (keyof Form)[]).flatMap((key) => {
    const text = (form: Form) => fieldText(form, key, categoryName);
    if (text(mine) === text(theirs)) return [];
    const changedByMe = text(mine) !== text(base);
    const choice: Side = changedByMe ? 'mine' : 'theirs';
    return [{ key, label: LABELS[key], mine: text(mine), theirs: text(theirs), choice }];
  });
}

/** Their version with the fields chosen as "mine" taken from the form. */
export function mergeForms(mine: Form, theirs: Form, fields: readonly ConflictField[]): Form {
  const merged: Form = { ...theirs };
  for (const field of fields) {
    if (field.choice === 'mine') (merged as Record<keyof Form, unknown>)[field.key] = mine[field.key];
  }
  return merged;
}

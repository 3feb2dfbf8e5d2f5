// The editor's sizes table sends each size with its price (fixed) or weight (by weight) and its gross weight
// when weighed, labels every
// field and row for a screen reader, and shows an API error under the field it names (variants.1.price).
import { renderToStaticMarkup } from 'react-dom/server';
import { ADMIN_PRODUCT_MESSAGES } from '@/lib/shared/messages/admin-products';
import { VariantsTable, variantRowsOf, variantsBody } from './variants-table';

const T = ADMIN_PRODUCT_MESSAGES.variantsTable;
const rows = variantRowsOf([
  { size: '10', stock_quantity: 1, price: 2400, weight_grams: 4.1, gross_weight_grams: 4.35, sku: 'R-10' },
  { size: '16', stock_quantity: 3, price: 2900, weight_grams: null, gross_weight_grams: null, sku: null },
]);

describe('the variants table', () => {
  it('sends the price of a fixed piece and the weight of one by weight, with stock, gross weight and SKU', () => {
    expect(variantsBody(rows, 'fixed')).toEqual([
      { size: '10', stock_quantity: 1, price: 2400, gross_weight_grams: 4.35, sku: 'R-10' },
      { size: '16', stock_quantity: 3, price: 2900, gross_weight_grams: null, sku: null },
    ]);
    // A size without a weight sends none, so the server names that size's field.
    expect(variantsBody(rows, 'weight')).toEqual([
      { size: '10', stock_quantity: 1, weight_grams: 4.1, gross_weight_grams: 4.35, sku: 'R-10' },
      { size: '16', stock_quantity: 3, gross_weight_grams: null, sku: null },
    ]);
  });

  it('labels each row and field, and shows the error of the field the API named', () => {
    const html = renderToStaticMarkup(
      <VariantsTable
        rows={rows}
        kind="fixed"
        errors={{ 'variants.1.price': 'Each size needs its price' }}
        onChange={() => undefined}
      />,
    );
    expect(html).toContain(`aria-label="${T.row(1)}"`);
    expect(html).toContain(`aria-label="${T.row(2)}"`);
    expect(html).toContain(`aria-label="${T.remove('16', 2)}"`);
    for (const label of [T.size, T.stock, T.price, T.gross, T.sku])
      expect(
        html.match(
          new RegExp(`<label[^>]*for="variant-row-\\d+-[a-z_]+"[^>]*>${label.replace(/[()₹]/g, '\\$&')}`, 'g'),
        ),
      ).toHaveLength(2);
    expect(html).toContain('Each size needs its price');
    expect(html).not.toContain(T.weight);
  });
});

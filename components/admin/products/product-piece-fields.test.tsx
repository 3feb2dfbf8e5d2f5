// The editor's stones, gross weight, made-to-order and engraving fields: typed text becomes the API's body,
// a stored piece reads back into the same text, and a stone's error shows under the stones field.
import { renderToStaticMarkup } from 'react-dom/server';
import { bodyOf, changed, formFieldOf, formOf } from './product-form';
import { ProductPieceFields } from './product-piece-fields';

const stones = [{ type: 'Diamond', count: 1, carat_weight: 0.3, certificate: { lab: 'IGI', number: '123' } }];

it('sends stones, gross weight, made to order and engraving as the API takes them', () => {
  const form = {
    ...formOf(null),
    name: 'Ring',
    price: '9000',
    gross_weight_grams: '4.06',
    stones: JSON.stringify(stones),
    made_to_order_days: '21',
    engraving_max_chars: '12',
    engraving_price: '499.5',
  };
  expect(bodyOf(form, true)).toMatchObject({
    gross_weight_grams: 4.06,
    stones,
    made_to_order: { lead_time_days: 21 },
    engraving: { max_chars: 12, price: 499.5 },
  });
  // Empty fields take them away; text that is not JSON goes as it is, for the server to refuse by name.
  expect(bodyOf({ ...formOf(null), stones: 'Diamond 1ct' }, true)).toMatchObject({
    gross_weight_grams: null,
    stones: 'Diamond 1ct',
    made_to_order: null,
    engraving: null,
  });
});

it('leaves unchanged pieces out of an edit and names the stones field for a stone error', () => {
  const before = bodyOf({ ...formOf(null), stones: JSON.stringify(stones, null, 1) }, false);
  const after = bodyOf({ ...formOf(null), stones: JSON.stringify(stones, null, 1), made_to_order_days: '5' }, false);
  expect(Object.keys(changed(before, after))).toEqual(['made_to_order']);
  expect(formFieldOf('stones.0.certificate.number')).toBe('stones');
  expect(formFieldOf('made_to_order.lead_time_days')).toBe('made_to_order_days');
  const html = renderToStaticMarkup(
    <ProductPieceFields
      form={formOf(null)}
      set={() => undefined}
      errors={{ stones: 'A certificate needs its number' }}
    />,
  );
  expect(html).toContain('A certificate needs its number');
});

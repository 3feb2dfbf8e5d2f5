// The editor's stones, gross weight, made-to-order and engraving fields: typed text becomes the API's body,
// a stored piece reads back into the same text, and a stone's error shows under the stones field.
import { renderToStaticMarkup } from 'react-dom/server';
import { bodyOf, changed, formFieldOf, formOf } from './product-form';
import { ProductPieceFields } from './product-piece-fields';
import { jsonOf, rowsOf } from './stones-editor';

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

it('reads stored stones into a group of fields each, and writes them back as the API takes them', () => {
  const rows = rowsOf(JSON.stringify([...stones, { type: 'Ruby', count: 3, carat_weight: 0.05 }]))!;
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({ type: 'Diamond', count: '1', carat_weight: '0.3', lab: 'IGI', number: '123' });
  expect(rows[1]).toMatchObject({ type: 'Ruby', count: '3', lab: '', number: '' });
  expect(JSON.parse(jsonOf(rows))).toEqual([...stones, { type: 'Ruby', count: 3, carat_weight: 0.05 }]);
  // No stones is no text; a count typed in words goes as typed, for the server to refuse by name.
  expect(jsonOf([])).toBe('');
  expect(JSON.parse(jsonOf([{ ...rows[1]!, count: 'two' }]))[0].count).toBe('two');
  // Text that is not a list of stones is not turned into rows (the editor keeps it in a plain field).
  expect(rowsOf('Diamond 1ct')).toBeNull();
  expect(rowsOf('{"type":"Diamond"}')).toBeNull();
  expect(rowsOf('')).toEqual([]);
  const html = renderToStaticMarkup(
    <ProductPieceFields form={{ ...formOf(null), stones: JSON.stringify(stones) }} set={() => undefined} errors={{}} />,
  );
  expect(html).toContain('Stone 1: Diamond');
  expect(html).toContain('value="IGI"');
});

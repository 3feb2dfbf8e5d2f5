// An edit conflict shows each field where the editor's form and the other version differ, starts each
// on the side that changed it, and merges the chosen fields into their version.
import { renderToStaticMarkup } from 'react-dom/server';
import { conflictFields, mergeForms } from './conflict-fields';
import { ConflictPanel } from './conflict-panel';
import { formOf } from './product-form';
import { variantRowsOf } from './variants-table';

const base = formOf(null);
const read = { ...base, name: 'Jhumka', price: '2400', tags: 'gold', category_id: '1', active: true };
// I renamed it and changed the price; they changed the price and the tags, and took it offline.
const mine = { ...read, name: 'Jhumka earrings', price: '2500' };
const theirs = { ...read, price: '2600', tags: 'gold, festive', active: false };
const names = (id: string) => ({ '1': 'Earrings' })[id] ?? id;

it('lists only the fields that differ, yours beside theirs, on the side that changed each', () => {
  const fields = conflictFields(mine, read, theirs, names);
  expect(fields.map((f) => [f.key, f.mine, f.theirs, f.choice])).toEqual([
    ['name', 'Jhumka earrings', 'Jhumka', 'mine'],
    ['price', '2500', '2600', 'mine'],
    ['tags', 'gold', 'gold, festive', 'theirs'],
    ['active', 'Yes', 'No', 'theirs'],
  ]);
});

it('merges the chosen fields of the form into their version', () => {
  const chosen = conflictFields(mine, read, theirs, names);
  const fields = chosen.map((f) => (f.key === 'price' ? { ...f, choice: 'theirs' as const } : f));
  expect(mergeForms(mine, theirs, fields)).toEqual({ ...theirs, name: 'Jhumka earrings' });
  expect(mergeForms(mine, theirs, [])).toEqual(theirs);
});

it('shows the comparison with a labelled choice per field and both ways out', () => {
  const html = renderToStaticMarkup(
    <ConflictPanel
      fields={conflictFields(mine, read, theirs, names)}
      onUse={() => undefined}
      onLoadTheirs={() => undefined}
    />,
  );
  expect(html).toContain('aria-label="Keep for Name"');
  expect(html).toContain('Jhumka earrings');
  expect(html).toContain('gold, festive');
  expect(html).toContain('Use these choices');
  expect(html).toContain('Load their version');
});

it('compares sizes by what they hold, not by the rows React keys', () => {
  const size = { size: '10', stock_quantity: 1, price: 2400, weight_grams: null, gross_weight_grams: null, sku: null };
  const sized = (stock_quantity: number) => ({ ...base, variants: variantRowsOf([{ ...size, stock_quantity }]) });
  const a = sized(1);
  expect(conflictFields(a, a, sized(1))).toEqual([]);
  const fields = conflictFields(a, a, sized(3));
  expect(fields.map((f) => [f.key, f.mine, f.theirs])).toEqual([['variants', '10: 1 pcs, ₹2400', '10: 3 pcs, ₹2400']]);
});

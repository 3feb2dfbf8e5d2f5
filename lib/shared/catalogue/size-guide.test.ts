import { bangleRow, ringRow, sizeGuideKind, sizeRows } from './size-guide';

it('tells rings from bangles by their sizes', () => {
  expect(sizeGuideKind(['6', '7', '12'])).toBe('ring');
  expect(sizeGuideKind(['2.2', '2.4', '2.10', '2.12'])).toBe('bangle');
  expect(sizeGuideKind(['S', 'M'])).toBeNull();
  expect(sizeGuideKind([])).toBeNull();
});

it('measures Indian ring sizes by inner diameter and circumference', () => {
  expect(ringRow('10')).toEqual({ size: '10', diameterMm: 16.0, circumferenceMm: 50.3 });
  expect(ringRow('1').diameterMm).toBeLessThan(ringRow('30').diameterMm);
});

it('reads bangle size 2.6 as 2 and 6/16 inches, and orders 2.10 after 2.8', () => {
  expect(bangleRow('2.6')).toEqual({ size: '2.6', diameterMm: 60.3, circumferenceMm: 189.5 });
  expect(bangleRow('2.12').diameterMm).toBe(69.9);
  expect(sizeRows('bangle', ['2.10', '2.2', '2.8']).map((r) => r.size)).toEqual(['2.2', '2.8', '2.10']);
});

import { PRICE_FILTER, MENU_PRICE_SLIDER } from '@/lib/shared/constants';
import { clampPriceRange, filtersFromRange, rangeFromFilters } from './price-range';

describe('clampPriceRange', () => {
  it('keeps a valid range', () => {
    expect(clampPriceRange([1000, 5000], 0)).toEqual([1000, 5000]);
  });

  it('snaps to multiples of 100 within 0-100,000', () => {
    expect(clampPriceRange([149, 5051], 0)).toEqual([100, 5100]);
    expect(clampPriceRange([-500, 250000], 1)).toEqual([0, 100000]);
  });

  it('pushes the other handle away to keep 100 apart', () => {
    expect(clampPriceRange([5000, 5000], 0)).toEqual([5000, 5100]);
    expect(clampPriceRange([5000, 5000], 1)).toEqual([4900, 5000]);
    expect(clampPriceRange([7000, 3000], 0)).toEqual([7000, 7100]);
  });

  it('stays inside the bounds at either end', () => {
    expect(clampPriceRange([100000, 100000], 0)).toEqual([99900, 100000]);
    expect(clampPriceRange([0, 0], 1)).toEqual([0, 100]);
  });

  it('treats a non-number as the bound', () => {
    expect(clampPriceRange([Number.NaN, Number.NaN], 0)).toEqual([0, 100000]);
  });

  it('follows the bounds it is given (the menu slider)', () => {
    expect(clampPriceRange([0, 90000], 1, { ...MENU_PRICE_SLIDER, minDistance: PRICE_FILTER.minDistance })).toEqual([
      0, 50000,
    ]);
  });
});

describe('price range and URL filters', () => {
  it('leaves out an end at its bound', () => {
    expect(filtersFromRange([0, 100000])).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(filtersFromRange([500, 100000])).toEqual({ minPrice: 500, maxPrice: undefined });
  });

  it('places the handles for the prices in the URL', () => {
    expect(rangeFromFilters(undefined, undefined)).toEqual([0, 100000]);
    expect(rangeFromFilters(200, 300000)).toEqual([200, 100000]);
  });
});

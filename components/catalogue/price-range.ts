// The price filter's rules (spec sections 5 and 9): multiples of 100 from 0 to 100,000, handles at least
// 100 apart. A handle at either end means "no limit" on that side, so it is left out of the URL.
import { PRICE_FILTER } from '@/lib/shared/constants';

export type PriceRange = [number, number];
type Bounds = { min: number; max: number; step: number; minDistance: number };

function snap(value: number, b: Bounds): number {
  const stepped = Math.round(value / b.step) * b.step;
  return Math.min(b.max, Math.max(b.min, stepped));
}

/**
 * Snaps both ends to the step and keeps them minDistance apart. The handle being moved (0 = min, 1 = max)
 * wins; the other one gives way.
 */
export function clampPriceRange(
  [low, high]: PriceRange,
  activeThumb: 0 | 1,
  bounds: Bounds = PRICE_FILTER,
): PriceRange {
  let lo = snap(Number.isFinite(low) ? low : bounds.min, bounds);
  let hi = snap(Number.isFinite(high) ? high : bounds.max, bounds);
  if (hi - lo >= bounds.minDistance) return [lo, hi];
  if (activeThumb === 0) {
    lo = Math.min(lo, bounds.max - bounds.minDistance);
    hi = lo + bounds.minDistance;
  } else {
    hi = Math.max(hi, bounds.min + bounds.minDistance);
    lo = hi - bounds.minDistance;
  }
  return [lo, hi];
}

/** The slider's position for the prices in the URL. */
export function rangeFromFilters(
  minPrice: number | undefined,
  maxPrice: number | undefined,
  bounds: Bounds = PRICE_FILTER,
): PriceRange {
  return [
    Math.max(bounds.min, Math.min(minPrice ?? bounds.min, bounds.max)),
    Math.min(bounds.max, Math.max(maxPrice ?? bounds.max, bounds.min)),
  ];
}

/** The prices to put in the URL for a slider position; an end at its bound sets no limit. */
export function filtersFromRange(
  [lo, hi]: PriceRange,
  bounds: Bounds = PRICE_FILTER,
): { minPrice?: number; maxPrice?: number } {
  return { minPrice: lo > bounds.min ? lo : undefined, maxPrice: hi < bounds.max ? hi : undefined };
}

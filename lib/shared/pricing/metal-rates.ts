// The metals and purities the owner sets a day's rate for, and how each reads on a product page.
// A piece priced by weight names one of these keys; its metal and purity text follow from it.
import { BASIS_POINTS, bpToPercent } from '@/lib/shared/money';

export const METAL_RATE_KEYS = ['gold_24k', 'gold_22k', 'gold_18k', 'gold_14k', 'silver_925', 'platinum_950'] as const;
export type MetalRateKey = (typeof METAL_RATE_KEYS)[number];

export type MetalGrade = {
  /** What the back office's rate table calls it. */
  label: string;
  /** The product's metal and purity as the page shows them. */
  metal: string;
  purity: string;
  /** The BIS hallmark's purity mark (IS 1417 for gold, IS 2112 for silver); platinum is not BIS-hallmarked. */
  bisMark: string | null;
  /** Whether a piece of it can carry a BIS hallmark and a HUID (gold and silver). */
  hallmarkable: boolean;
};

export const METAL_GRADES: Record<MetalRateKey, MetalGrade> = {
  gold_24k: { label: 'Gold 24K (999)', metal: '24K Gold', purity: '24K', bisMark: '24K995', hallmarkable: true },
  gold_22k: { label: 'Gold 22K (916)', metal: '22K Gold', purity: '22K', bisMark: '22K916', hallmarkable: true },
  gold_18k: { label: 'Gold 18K (750)', metal: '18K Gold', purity: '18K', bisMark: '18K750', hallmarkable: true },
  gold_14k: { label: 'Gold 14K (585)', metal: '14K Gold', purity: '14K', bisMark: '14K585', hallmarkable: true },
  silver_925: {
    label: 'Silver 925 (sterling)',
    metal: '925 Sterling Silver',
    purity: '925',
    bisMark: '925',
    hallmarkable: true,
  },
  platinum_950: { label: 'Platinum 950', metal: 'Platinum', purity: '950', bisMark: null, hallmarkable: false },
};

/** The grade a product's free-text purity names, for the hallmark line of pieces sold at a fixed price. */
export function gradeForPurity(metal: string | null, purity: string | null): MetalRateKey | null {
  if (!metal || !purity) return null;
  const m = metal.toLowerCase();
  const p = purity.toUpperCase().replace(/\s+/g, '');
  if (m.includes('plated') || m.includes('vermeil') || m.includes('brass')) return null;
  if (m.includes('gold')) {
    if (p.startsWith('24K')) return 'gold_24k';
    if (p.startsWith('22K')) return 'gold_22k';
    if (p.startsWith('18K')) return 'gold_18k';
    if (p.startsWith('14K')) return 'gold_14k';
    return null;
  }
  if (m.includes('silver') && p.startsWith('925')) return 'silver_925';
  if (m.includes('platinum') && p.startsWith('950')) return 'platinum_950';
  return null;
}

/**
 * The safety net on saving a rate: a new rate more than this percent away from the current one, either way, is
 * refused until the owner confirms it, with a preview of what it re-prices. Measured from the current rate
 * alone (not a week's range), so a confirmed typo does not widen what the next save may do unasked.
 */
export const RATE_CHANGE_GUARD_PERCENT = 10;

/** Whether moving a rate from current to proposed (both paise per gram) needs confirming: exactly 10 % does not. */
export function isUnusualRateChange(currentPaise: number, proposedPaise: number): boolean {
  return Math.abs(proposedPaise - currentPaise) * 100 > currentPaise * RATE_CHANGE_GUARD_PERCENT;
}

/** The change as a signed percent of the current rate, to two decimals (-90 for a tenth of the rate). */
export function rateChangePercent(currentPaise: number, proposedPaise: number): number {
  return bpToPercent(Math.round(((proposedPaise - currentPaise) * BASIS_POINTS) / currentPaise));
}

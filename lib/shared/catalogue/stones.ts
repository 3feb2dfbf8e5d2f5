// The stones set in a piece (diamonds and other gems) with their certificates, and the weights they add: one
// definition for the stored column, the public product, the page and the invoice line (no zod here, so the
// pages' client code can use it; the admin body's schema is stones-schema.ts).
import { rupeesToPaise } from '@/lib/shared/money';

export const CERTIFICATE_LABS = ['IGI', 'GIA', 'SGL', 'IGL', 'other'] as const;
export type CertificateLab = (typeof CERTIFICATE_LABS)[number];

/** A carat weighs 0.2 g (the metric carat), so a gram holds five carats. */
export const GRAMS_PER_CARAT = 0.2;

export const STONE_LIMITS = { maxStones: 20, maxCount: 10_000, maxCarat: 1000, textLength: 40, number: 40 } as const;

export type StoneCertificate = { lab: CertificateLab; number: string };
export type Stone = {
  type: string;
  count: number;
  /** Carats of ONE stone of this kind (to the thousandth of a carat). */
  carat_weight: number;
  clarity?: string;
  colour?: string;
  cut?: string;
  shape?: string;
  /** Rupees per carat, when the piece prices its stones by carat. */
  price_per_carat?: number;
  certificate?: StoneCertificate;
};

/** Where a shopper checks a lab's report by its number; labs without a public page have none. */
export function certificateUrl(c: StoneCertificate): string | null {
  const n = encodeURIComponent(c.number);
  if (c.lab === 'IGI') return `https://www.igi.org/verify-your-report/?r=${n}`;
  if (c.lab === 'GIA') return `https://www.gia.edu/report-check?reportno=${n}`;
  return null;
}

/** Thousandths of a carat of all the stones (whole numbers, so the weight rule has no rounding). */
export function totalMilliCarats(stones: readonly Stone[]): number {
  return stones.reduce((sum, s) => sum + s.count * Math.round(s.carat_weight * 1000), 0);
}

export function totalCarats(stones: readonly Stone[]): number {
  return totalMilliCarats(stones) / 1000;
}

/**
 * The gross weight must hold the metal and the stones: gross >= net + carats x 0.2 g. Worked in whole
 * units (milligrams x 5 against thousandths of a carat, as 1 mct = 0.2 mg) so an exactly equal weight passes.
 */
export function grossHoldsStones(grossGrams: number, netGrams: number | null, stones: readonly Stone[]): boolean {
  const grossMg = Math.round(grossGrams * 1000);
  const netMg = Math.round((netGrams ?? 0) * 1000);
  return grossMg * 5 >= netMg * 5 + totalMilliCarats(stones);
}

/** Paise of the stones priced by carat (count x carat x price per carat), or null when none is. */
export function stonesByCaratPaise(stones: readonly Stone[]): number | null {
  const priced = stones.filter((s) => s.price_per_carat !== undefined);
  if (priced.length === 0) return null;
  return priced.reduce(
    (sum, s) =>
      sum + Math.round((s.count * Math.round(s.carat_weight * 1000) * rupeesToPaise(s.price_per_carat!)) / 1000),
    0,
  );
}

/** "Diamond, 2 x 0.25 ct, VS1, G, round, Certificate IGI 123456789": one stone kind as a line of text. */
export function stoneText(s: Stone): string {
  const parts = [`${s.type}, ${s.count} × ${s.carat_weight} ct`];
  for (const v of [s.clarity, s.colour, s.cut, s.shape]) if (v) parts.push(v);
  if (s.certificate) parts.push(certificateText(s.certificate));
  return parts.join(', ');
}

export function certificateText(c: StoneCertificate): string {
  return `Certificate ${c.lab} ${c.number}`;
}

/** The invoice line's weights, as Indian jewellery bills give them: gross, net and the stones' carats. */
export function weightsText(grossGrams: number | null, netGrams: number | null, stones: readonly Stone[]): string {
  const parts: string[] = [];
  if (grossGrams !== null) parts.push(`gross ${grossGrams.toFixed(3)} g`);
  if (netGrams !== null) parts.push(`net ${netGrams.toFixed(3)} g`);
  if (stones.length) parts.push(`stones ${totalCarats(stones)} ct`);
  return parts.join(', ');
}

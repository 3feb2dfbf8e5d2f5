// The jeweller's columns of an invoice line (net weight, purity, rate per gram, metal value, making and stone
// charges), per piece, taken from the price breakup the order kept. A piece sold at a fixed price has no
// metal value of its own on the breakup: it has no such columns.
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import type { PriceBreakup } from '@/lib/shared/money/breakup';
import type { JewelleryDetail } from './invoice-tax';
import { stoneText, weightsText, type Stone } from '@/lib/shared/catalogue/stones';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';

export function jewelleryOf(breakup: PriceBreakup): { jewellery: JewelleryDetail } | Record<string, never> {
  if (breakup.kind !== 'weight') return {};
  const grade = breakup.rateKey ? METAL_GRADES[breakup.rateKey] : null;
  return {
    jewellery: {
      netWeightMg: breakup.weightMg,
      purity: grade ? (grade.bisMark ?? grade.purity) : null,
      ratePaisePerGram: breakup.ratePaisePerGram,
      metalValuePaise: breakup.metalValuePaise,
      makingPaise: breakup.makingPaise,
      stonePaise: breakup.stonePaise,
    },
  };
}

/** A line's figures for its quantity: weight in grams to the milligram, money in paise. */
export function jewelleryForQuantity(detail: JewelleryDetail, quantity: number) {
  const times = (n: number | null) => (n === null ? null : n * quantity);
  return {
    netWeightGrams: detail.netWeightMg === null ? null : (detail.netWeightMg * quantity) / 1000,
    purity: detail.purity,
    ratePaisePerGram: detail.ratePaisePerGram,
    metalValuePaise: times(detail.metalValuePaise),
    makingPaise: times(detail.makingPaise),
    stonePaise: times(detail.stonePaise),
  };
}

/** The words an invoice line adds for a piece with stones, as Indian jewellery bills give them: each kind of
 *  stone with its carats and certificate, then the gross, net and stone weights. Empty without stones. */
export function stonesOfLine(item: {
  stones: readonly Stone[];
  grossWeightGrams: number | string | null;
  priceBreakup: PriceBreakup | null;
}): string {
  if (item.stones.length === 0) return '';
  const mg = item.priceBreakup?.kind === 'weight' ? item.priceBreakup.weightMg : null;
  const net = mg == null ? null : mg / 1000;
  const gross = item.grossWeightGrams === null ? null : Number(item.grossWeightGrams);
  const weights = weightsText(gross, net, item.stones);
  return ` · ${item.stones.map(stoneText).join('; ')} · ${weights}`;
}

/** The words an invoice line adds for an engraved piece: its text (the engraving is priced inside the line). */
export function engravingOfLine(item: { engravingText: string | null }): string {
  return item.engravingText ? ` · ${ENGRAVING_MESSAGES.line(item.engravingText)}` : '';
}

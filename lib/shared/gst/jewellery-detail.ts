// The jeweller's columns of an invoice line (net weight, purity, rate per gram, metal value, making and stone
// charges), per piece, taken from the price breakup the order kept. A piece sold at a fixed price has no
// metal value of its own on the breakup: it has no such columns.
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import type { PriceBreakup } from '@/lib/shared/money/breakup';
import { shareOut, type InvoiceTaxLine, type JewelleryDetail } from './invoice-tax';
import { gstInside } from '@/lib/shared/money/gst';
import { stoneText, weightsText, type Stone } from '@/lib/shared/catalogue/stones';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';

/** `engravingPaise`: the engraving's price per piece as charged (GST included); its column is before GST. */
export function jewelleryOf(
  breakup: PriceBreakup,
  engravingPaise = 0,
): { jewellery: JewelleryDetail } | Record<string, never> {
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
      ...(engravingPaise > 0 && { engravingPaise: gstInside(engravingPaise).taxablePaise }),
    },
  };
}

export type LineColumns = {
  metalValuePaise: number;
  makingPaise: number;
  stonePaise: number;
  engravingPaise: number;
  /** What the line's taxable value differs from the columns by, printed as its own column. */
  roundOffPaise: number;
};

/**
 * A line's money columns for its quantity, adding up to its taxable value to the paisa. A discounted line's
 * columns are its pieces' shared out over the taxable value in proportion (largest remainder), so that the
 * discount is in each column as it is in the taxable value; any other difference is the round-off column.
 */
export function lineColumns(line: InvoiceTaxLine): LineColumns | null {
  const j = line.jewellery;
  if (!j || j.metalValuePaise === null || j.makingPaise === null || j.stonePaise === null) return null;
  const raw = [j.metalValuePaise, j.makingPaise, j.stonePaise, j.engravingPaise ?? 0].map((n) => n * line.quantity);
  const sum = raw.reduce((a, b) => a + b, 0);
  const scaled = line.discountPaise > 0 && sum > 0 ? shareOut(line.taxablePaise, raw) : raw;
  const [metalValuePaise, makingPaise, stonePaise, engravingPaise] = scaled as [number, number, number, number];
  const roundOffPaise = line.taxablePaise - scaled.reduce((a, b) => a + b, 0);
  return { metalValuePaise, makingPaise, stonePaise, engravingPaise, roundOffPaise };
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

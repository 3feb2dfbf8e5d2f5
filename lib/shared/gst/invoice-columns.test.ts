// One computation for the page and the invoice: a piece by weight is invoiced on its breakup's value, so the
// GST the product page showed is the invoice's, and the line's money columns (metal, making, stones,
// engraving) add up to its taxable value to the paisa, any difference a round-off column of its own.
import { invoiceTaxLines, invoiceTotals, beforeGst, type InvoiceInputLine } from './invoice-tax';
import { jewelleryOf, lineColumns } from './jewellery-detail';
import { weightPriceBreakup, fixedPriceBreakup } from '@/lib/shared/money/breakup';
import { gstInside } from '@/lib/shared/money/gst';

// 5.731 g of 22K at ₹8,412.37 a gram, 12.5 % making, ₹3,412.55 of stones: ₹54,096.32 before GST.
const piece = weightPriceBreakup({
  rateKey: 'gold_22k',
  weightMg: 5_731,
  ratePaisePerGram: 8_412_37,
  makingKind: 'percent',
  makingValue: 1250,
  stonePaise: 3_412_55,
});
const ENGRAVING = 500_00;

function line(quantity: number, engraved: boolean): InvoiceInputLine {
  const engraving = engraved ? ENGRAVING : 0;
  return {
    description: 'Ring',
    hsn: '7113',
    quantity,
    unitPricePaise: piece.totalPaise + engraving,
    huids: [],
    ...jewelleryOf(piece, engraving),
  };
}

const columnsSum = (c: NonNullable<ReturnType<typeof lineColumns>>) =>
  c.metalValuePaise + c.makingPaise + c.stonePaise + c.engravingPaise + c.roundOffPaise;

it('the breakup rounds its price to the rupee (so the old split of the price gave other figures)', () => {
  expect(piece.roundOffPaise).not.toBe(0);
  expect(gstInside(piece.totalPaise).taxablePaise).not.toBe(piece.subtotalPaise);
});

it.each([false, true])('an unengraved piece: the invoice GST is the page’s (within the state: %s)', (intra) => {
  const [l] = invoiceTaxLines([line(1, false)], 0, intra);
  expect(l!.taxablePaise).toBe(piece.subtotalPaise);
  const gst = l!.cgstPaise + l!.sgstPaise + l!.igstPaise;
  // CGST and SGST are each half the rate, rounded alike, so within the state they may differ by a paisa.
  if (intra) expect(Math.abs(gst - piece.gstPaise)).toBeLessThanOrEqual(1);
  else expect(gst).toBe(piece.gstPaise);
  expect(l!.taxablePaise + gst + l!.roundOffPaise!).toBe(piece.totalPaise);
  const c = lineColumns(l!)!;
  expect(c).toEqual({
    metalValuePaise: piece.metalValuePaise,
    makingPaise: piece.makingPaise,
    stonePaise: piece.stonePaise,
    engravingPaise: 0,
    roundOffPaise: 0,
  });
});

it('an engraved piece has its engraving column before GST; the columns add up to the taxable value', () => {
  const lines = invoiceTaxLines([line(2, true)], 0, false);
  const l = lines[0]!;
  const engravingEx = gstInside(ENGRAVING).taxablePaise;
  expect(engravingEx).toBe(485_44);
  const c = lineColumns(l)!;
  expect(c.engravingPaise).toBe(2 * engravingEx);
  expect(c.metalValuePaise).toBe(2 * piece.metalValuePaise!);
  expect(columnsSum(c)).toBe(l.taxablePaise);
  expect(c.roundOffPaise).toBe(0);
  expect(l.taxablePaise).toBe(2 * (piece.subtotalPaise + engravingEx));
  expect(beforeGst(l)).toEqual({ valuePaise: l.taxablePaise, discountPaise: 0 });
  const totals = invoiceTotals(lines);
  expect(totals.taxablePaise + totals.igstPaise + totals.roundOffPaise!).toBe(totals.totalPaise);
  expect(totals.totalPaise).toBe(2 * (piece.totalPaise + ENGRAVING));
});

it.each([1, 37_00, 5_000_00])('a discount of %i paise is shared over the columns, still adding up', (discount) => {
  const lines = invoiceTaxLines([line(1, true), line(3, false), { ...line(1, false), ...fixedLine }], discount, true);
  for (const l of lines) {
    const c = lineColumns(l);
    if (!l.jewellery) {
      expect(c).toBeNull();
      continue;
    }
    expect(columnsSum(c!)).toBe(l.taxablePaise);
    expect(c!.roundOffPaise).toBe(0);
    const { valuePaise, discountPaise } = beforeGst(l);
    expect(valuePaise - discountPaise).toBe(l.taxablePaise);
    expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.roundOffPaise!).toBe(l.totalPaise);
  }
  expect(invoiceTotals(lines).discountPaise).toBe(discount);
});

const fixedLine = { unitPricePaise: 12_000_00, jewellery: undefined };

it('a piece at a fixed price has no columns and is taxed from its price', () => {
  expect(jewelleryOf(fixedPriceBreakup(12_000_00))).toEqual({});
});

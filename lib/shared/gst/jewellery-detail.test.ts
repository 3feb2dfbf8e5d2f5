// The invoice's figures before GST and its jewellery columns, on lines worked out as invoices are.
import { beforeGst, beforeGstTotals, invoiceTaxLines, invoiceTotals } from './invoice-tax';
import { jewelleryForQuantity, jewelleryOf } from './jewellery-detail';
import { fixedPriceBreakup, weightPriceBreakup } from '@/lib/shared/money/breakup';

describe('value and discount before GST', () => {
  it('make value − discount the taxable value on every line, and the totals add up to the invoice total', () => {
    const lines = invoiceTaxLines(
      [
        { description: 'Haar', hsn: '7113', quantity: 1, unitPricePaise: 3_15_625_00, huids: [] },
        { description: 'Jhumka', hsn: '7113', quantity: 3, unitPricePaise: 10_301_00, huids: [] },
        { description: 'Toe ring', hsn: '7117', quantity: 2, unitPricePaise: 999_00, huids: [] },
      ],
      31_234_57,
      false,
    );
    for (const line of lines) {
      const { valuePaise, discountPaise } = beforeGst(line);
      expect(valuePaise - discountPaise).toBe(line.taxablePaise);
      expect(valuePaise).toBeLessThan(line.grossPaise);
      expect(discountPaise).toBeGreaterThan(0);
    }
    const totals = invoiceTotals(lines);
    const ex = beforeGstTotals(lines);
    expect(ex.valuePaise - ex.discountPaise).toBe(totals.taxablePaise);
    expect(totals.taxablePaise + totals.igstPaise).toBe(totals.totalPaise);
    // 3 % on the value before GST is the GST inside the value as sold, to the paisa.
    expect(
      Math.abs(Math.round((beforeGst(lines[0]!).valuePaise * 103) / 100) - lines[0]!.grossPaise),
    ).toBeLessThanOrEqual(1);
  });
});

describe('jewellery columns', () => {
  it('come from a piece priced by weight, per piece, and are multiplied out for the line', () => {
    const b = weightPriceBreakup({
      rateKey: 'gold_22k',
      weightMg: 32_000,
      ratePaisePerGram: 9_000_00,
      makingKind: 'percent',
      makingValue: 1200,
      stonePaise: 0,
    });
    const { jewellery } = jewelleryOf(b) as { jewellery: NonNullable<ReturnType<typeof jewelleryOf>['jewellery']> };
    expect(jewellery).toEqual({
      netWeightMg: 32_000,
      purity: '22K916',
      ratePaisePerGram: 9_000_00,
      metalValuePaise: 2_88_000_00,
      makingPaise: 34_560_00,
      stonePaise: 0,
    });
    expect(jewelleryForQuantity(jewellery, 2)).toEqual({
      netWeightGrams: 64,
      purity: '22K916',
      ratePaisePerGram: 9_000_00,
      metalValuePaise: 5_76_000_00,
      makingPaise: 69_120_00,
      stonePaise: 0,
    });
  });

  it('are absent for a piece sold at a fixed price', () => {
    expect(jewelleryOf(fixedPriceBreakup(12_000_00))).toEqual({});
  });
});

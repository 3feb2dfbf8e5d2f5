import { fixedPriceBreakup, weightPriceBreakup } from './breakup';
import { gstInside } from '@/lib/shared/money/gst';
import { gradeForPurity } from '@/lib/shared/pricing/metal-rates';

describe('the price formula', () => {
  it('prices a piece by weight: rate × weight + making + stones + 3 % GST, rounded to the rupee', () => {
    // 22K at ₹9,000.00/g, 8.450 g, making 12 % of the metal, stones ₹1,250.
    const b = weightPriceBreakup({
      rateKey: 'gold_22k',
      weightMg: 8450,
      ratePaisePerGram: 900_000,
      makingKind: 'percent',
      makingValue: 1200,
      stonePaise: 125_000,
    });
    expect(b.metalValuePaise).toBe(7_605_000); // ₹76,050
    expect(b.makingPaise).toBe(912_600); // 12 % of it
    expect(b.subtotalPaise).toBe(7_605_000 + 912_600 + 125_000);
    expect(b.gstPaise).toBe(259_278); // 3 % of ₹86,426.00 = ₹2,592.78
    expect(b.totalPaise).toBe(8_901_900); // ₹89,018.78 rounds to ₹89,019
    expect(b.roundOffPaise).toBe(22);
    expect(b.subtotalPaise + b.gstPaise + b.roundOffPaise).toBe(b.totalPaise);
  });

  it('takes making charges per gram when the piece says so', () => {
    const b = weightPriceBreakup({
      rateKey: 'silver_925',
      weightMg: 12_340,
      ratePaisePerGram: 10_500,
      makingKind: 'per_gram',
      makingValue: 4_000,
      stonePaise: 0,
    });
    expect(b.metalValuePaise).toBe(129_570); // 12.34 g × ₹105
    expect(b.makingPaise).toBe(49_360); // 12.34 g × ₹40
    expect(b.totalPaise % 100).toBe(0);
    expect(b.subtotalPaise + b.gstPaise + b.roundOffPaise).toBe(b.totalPaise);
  });

  it('rounds half a rupee up and never prices below a rupee', () => {
    const half = weightPriceBreakup({
      rateKey: 'silver_925',
      weightMg: 1000,
      ratePaisePerGram: 4_855,
      makingKind: 'percent',
      makingValue: 0,
      stonePaise: 0,
    });
    // ₹48.55 + ₹1.4565 → ₹1.46 GST = ₹50.01 → ₹50
    expect(half.totalPaise).toBe(5_000);
    const tiny = weightPriceBreakup({
      rateKey: 'silver_925',
      weightMg: 1,
      ratePaisePerGram: 100,
      makingKind: 'percent',
      makingValue: 0,
      stonePaise: 0,
    });
    expect(tiny.totalPaise).toBe(100);
  });

  it('splits a fixed price into its taxable value and the GST inside it', () => {
    const b = fixedPriceBreakup(1_049_900); // ₹10,499
    expect(b.subtotalPaise).toBe(1_019_320); // 10,499 / 1.03 = 10,193.20
    expect(b.gstPaise).toBe(30_580);
    expect(b.totalPaise).toBe(1_049_900);
    expect(b.roundOffPaise).toBe(0);
  });

  it('finds the GST inside any amount to the paisa, and the taxable value plus 3 % gives the amount back', () => {
    for (let paise = 0; paise < 200_000; paise += 37) {
      const { taxablePaise, gstPaise } = gstInside(paise);
      expect(taxablePaise + gstPaise).toBe(paise);
      expect(Math.abs(gstPaise - taxablePaise * 0.03)).toBeLessThanOrEqual(1);
    }
  });

  it('reads the grade a fixed-price piece names, and none for plated or vermeil pieces', () => {
    expect(gradeForPurity('22K Gold', '22K')).toBe('gold_22k');
    expect(gradeForPurity('925 Sterling Silver', '925')).toBe('silver_925');
    expect(gradeForPurity('Gold-plated Brass', '1 Micron Gold Plating')).toBeNull();
    expect(gradeForPurity('Rose Gold Vermeil', '925')).toBeNull();
    expect(gradeForPurity(null, '22K')).toBeNull();
  });
});

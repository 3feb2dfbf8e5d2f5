// The demo's sizes weigh and cost more as they grow, and the showcase ring is stocked 4 / 1 / 2 / 3 in
// sizes 8 / 10 / 14 / 16; the product row keeps their sum and the lowest price.
import { demoPricing } from './demo-metal-pricing';
import { DEFAULT_PRODUCT_COUNT, baseDesigns } from './product-generator';
import { demoVariants, isRing, productOfVariants, SHOWCASE_SIZES } from './demo-variants';

const fixedDraft = {
  slug: 'silver-band',
  metal: 'Sterling Silver',
  purity: '925',
  pricePaise: 250_000,
  originalPricePaise: null,
  weightGrams: 4.2,
  stockQuantity: 6,
  sizes: ['6', '7', '8'],
};

/** A 22K gold ring's draft whose slug the demo prices by weight (one in three gold pieces). */
function weightDraft() {
  for (let i = 0; ; i++) {
    const draft = {
      ...fixedDraft,
      slug: `gold-ring-${i}`,
      metal: '22K Gold',
      purity: '22K',
      pricePaise: 6_500_000,
      weightGrams: 6.5,
    };
    if (demoPricing(draft).pricingKind === 'weight') return draft;
  }
}

describe('the demo sizes', () => {
  it('gives each size of a fixed-price piece the piece stock and a price rising with the size', () => {
    const variants = demoVariants(fixedDraft, demoPricing(fixedDraft), false);
    expect(variants.map((v) => [v.size, v.stockQuantity])).toEqual([
      ['6', 6],
      ['7', 6],
      ['8', 6],
    ]);
    expect(variants[0].pricePaise).toBe(250_000);
    expect(variants[1].pricePaise).toBeGreaterThan(variants[0].pricePaise);
    expect(variants[2].pricePaise).toBeGreaterThan(variants[1].pricePaise);
    expect(productOfVariants(variants)).toMatchObject({
      sizes: ['6', '7', '8'],
      stockQuantity: 18,
      pricePaise: 250_000,
      priceVaries: true,
    });
  });

  it('stocks the showcase ring 4 / 1 / 2 / 3, each larger size heavier and dearer', () => {
    const draft = weightDraft();
    const pricing = demoPricing(draft);
    const variants = demoVariants(draft, pricing, true);
    expect(variants.map((v) => [v.size, v.stockQuantity])).toEqual(SHOWCASE_SIZES.map((s) => [s.size, s.stock]));
    for (let i = 1; i < variants.length; i++) {
      expect(variants[i].weightGrams!).toBeGreaterThan(variants[i - 1].weightGrams!);
      expect(variants[i].pricePaise).toBeGreaterThan(variants[i - 1].pricePaise);
      expect(variants[i].priceBreakup?.totalPaise).toBe(variants[i].pricePaise);
    }
    expect(variants[0]).toMatchObject({ weightGrams: 6.5, pricePaise: pricing.pricePaise });
    expect(productOfVariants(variants)).toMatchObject({
      stockQuantity: 10,
      pricePaise: pricing.pricePaise,
      weightGrams: 6.5,
    });
    expect(isRing(draft.sizes)).toBe(true);
    expect(isRing(['2.4', '2.6'])).toBe(false);
  });

  it('has a ring priced by weight in the demo catalogue to be the showcase (e2e/variants.spec.ts buys its size 16)', () => {
    expect(
      baseDesigns(DEFAULT_PRODUCT_COUNT).some((d) => isRing(d.sizes) && demoPricing(d).pricingKind === 'weight'),
    ).toBe(true);
  });
});

// A piece with a certified diamond: the page's specification lists the stone with its carats and the
// certificate linked to the lab's own report check, the gross weight beside the net weight, and the
// structured data carries them as additionalProperty.
import { renderToStaticMarkup } from 'react-dom/server';
import { productPageData } from '@/lib/shared/catalogue/product-page-data';
import { productJsonLd } from '@/lib/shared/seo/structured-data';
import { merchantTerms } from '@/lib/shared/seo/merchant-terms';
import { STONE_MESSAGES } from '@/lib/shared/messages/stone-messages';
import { apiProduct } from '@/test-support/api-product';
import { ProductDescription } from './product-facts';

const diamond = {
  type: 'Diamond',
  count: 1,
  carat_weight: 0.3,
  clarity: 'VS1',
  certificate: { lab: 'IGI' as const, number: '123456789' },
};
const page = productPageData(
  apiProduct({
    weight_grams: 4,
    gross_weight_grams: 4.06,
    stones: [diamond, { type: 'Ruby', count: 4, carat_weight: 0.05, certificate: { lab: 'IGL', number: 'R-77' } }],
  }),
);

it('lists the stones with carats and certificates, linking a lab that has a report check', () => {
  const html = renderToStaticMarkup(<ProductDescription product={page} origin="India" />);
  expect(html).toContain(STONE_MESSAGES.specStones);
  expect(html).toContain('Diamond, 1 × 0.3 ct, VS1');
  expect(html).toContain('href="https://www.igi.org/verify-your-report/?r=123456789"');
  expect(html).toContain('>Certificate IGI 123456789</a>');
  // IGL has no public report check: the certificate is named without a link.
  expect(html).toContain('Ruby, 4 × 0.05 ct, Certificate IGL R-77');
  expect(html).toContain(`${STONE_MESSAGES.specGrossWeight}</dt><dd>4.06 g`);
});

it('adds the stones and the gross weight to the structured data as additionalProperty', () => {
  const terms = merchantTerms({
    return_window_days: 15,
    delivery: { days: { same_city: 2, same_state: 3, metro: 4, rest: 6, remote: 9 } },
  });
  const ld = productJsonLd(page, 'Shop', 'https://shop.example.in', terms) as unknown as {
    additionalProperty: { name: string; value: unknown; url?: string }[];
  };
  expect(ld.additionalProperty).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'Gross weight', value: 4.06, unitCode: 'GRM' }),
      expect.objectContaining({ name: 'Diamond', value: 'Diamond, 1 × 0.3 ct, VS1, Certificate IGI 123456789' }),
      expect.objectContaining({
        name: 'Diamond certificate',
        value: 'Certificate IGI 123456789',
        url: 'https://www.igi.org/verify-your-report/?r=123456789',
      }),
    ]),
  );
});

it('shows nothing of stones for a piece without any', () => {
  const html = renderToStaticMarkup(<ProductDescription product={productPageData(apiProduct())} origin="India" />);
  expect(html).not.toContain(STONE_MESSAGES.specStones);
  expect(html).not.toContain(STONE_MESSAGES.specGrossWeight);
  expect(
    productJsonLd(
      productPageData(apiProduct()),
      'Shop',
      'https://x.in',
      merchantTerms({
        return_window_days: 15,
        delivery: { days: { same_city: 2, same_state: 3, metro: 4, rest: 6, remote: 9 } },
      }),
    ),
  ).not.toHaveProperty('additionalProperty');
});

// The product page as it reads once a size is chosen: that size's price, stock and breakup (a piece
// by weight sends each size's own; a fixed price's GST split is worked out here, as the server would).
import type { PageVariant, ProductPageData } from '@/lib/shared/catalogue/product-page-data';
import { discountPercent, rupeesToPaise } from '@/lib/shared/money';
import { toApiBreakup } from '@/lib/shared/pricing/breakup-view';
import { fixedPriceBreakup } from '@/lib/shared/money/breakup';

export function withChosenSize(
  product: ProductPageData,
  size: string,
): { shown: ProductPageData; chosen: PageVariant | undefined } {
  const chosen = product.variants.find((v) => v.size === size);
  if (!chosen) return { shown: product, chosen };
  const breakup = chosen.breakup ?? toApiBreakup(fixedPriceBreakup(rupeesToPaise(chosen.price)));
  return {
    chosen,
    shown: {
      ...product,
      price: chosen.price,
      // The size's own saving against the piece's original price: the piece's badge is its cheapest size's.
      discount: discountPercent(
        rupeesToPaise(chosen.price),
        product.originalPrice && rupeesToPaise(product.originalPrice),
      ),
      priceFrom: false,
      stock: chosen.stock,
      inStock: chosen.stock > 0,
      breakup,
      weightGrams: breakup.weight_grams ?? product.weightGrams,
    },
  };
}

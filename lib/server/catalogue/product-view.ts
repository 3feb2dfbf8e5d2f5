// Reshapes product rows into the API's product (spec section 3 names). The rest of the app sees only this shape.
import 'server-only';
import { discountPercent, paiseToRupees } from '@/lib/shared/money';
import type { ApiProduct, ApiProductImage, ApiProductVariant } from '@/lib/shared/schemas/catalogue-schema';
import type { ProductRow, ProductVariantRow } from '@/lib/server/db/schema';
import { toApiBreakup } from '@/lib/shared/pricing/breakup-view';
import { METAL_GRADES, gradeForPurity } from '@/lib/shared/pricing/metal-rates';
import { fixedPriceBreakup } from '@/lib/shared/money/breakup';

/** The BIS purity mark a hallmarked piece carries, from its rate or, at a fixed price, from its purity. */
function hallmarkOf(row: ProductRowWithCategory): string | null {
  if (!row.hallmarked) return null;
  const grade = row.metalRateKey ?? gradeForPurity(row.metal, row.purity);
  return grade ? METAL_GRADES[grade].bisMark : null;
}

export type ProductRowWithCategory = Omit<ProductRow, 'searchVector' | 'titleVector' | 'nameVector'> & {
  categoryName: string | null;
};

export function toApiProduct(row: ProductRowWithCategory, images: ApiProductImage[]): ApiProduct {
  const imageUrls = images.map((i) => i.url);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: paiseToRupees(row.pricePaise),
    originalPrice:
      row.originalPricePaise && row.originalPricePaise > row.pricePaise ? paiseToRupees(row.originalPricePaise) : null,
    discount: discountPercent(row.pricePaise, row.originalPricePaise),
    image_urls: imageUrls,
    primary_image_url: imageUrls[0] ?? null,
    images,
    category:
      row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
    category_id: row.categoryId,
    isNew: row.isNew,
    featured: row.featured,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    description: row.description,
    tags: row.tags,
    sizes: row.sizes,
    // A piece made to order can always be ordered: it is made for the shopper.
    inStock: row.stockQuantity > 0 || row.madeToOrderDays !== null,
    stock_quantity: row.stockQuantity,
    metal: row.metal,
    purity: row.purity,
    weight_grams: row.weightGrams === null ? null : Number(row.weightGrams),
    gross_weight_grams: row.grossWeightGrams === null ? null : Number(row.grossWeightGrams),
    stones: row.stones,
    made_to_order: row.madeToOrderDays === null ? null : { lead_time_days: row.madeToOrderDays },
    engraving:
      row.engravingMaxChars === null
        ? null
        : { max_chars: row.engravingMaxChars, price: paiseToRupees(row.engravingPricePaise ?? 0) },
    hsn_code: row.hsnCode,
    pricing_kind: row.pricingKind,
    metal_rate_key: row.pricingKind === 'weight' ? row.metalRateKey : null,
    // A piece by weight keeps the breakup its price was worked out with; a fixed price splits its GST out.
    price_breakup: toApiBreakup(
      row.pricingKind === 'weight' && row.priceBreakup ? row.priceBreakup : fixedPriceBreakup(row.pricePaise),
    ),
    hallmark: hallmarkOf(row),
    price_from: row.priceVaries,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One size as the storefront shows it; a piece taken off sale shows none in stock. */
export function toApiVariant(
  row: Pick<ProductRow, 'pricingKind' | 'active' | 'madeToOrderDays'>,
  v: ProductVariantRow,
): ApiProductVariant {
  const byWeight = row.pricingKind === 'weight';
  const stock = row.active ? v.stockQuantity : 0;
  return {
    size: v.size,
    price: paiseToRupees(v.pricePaise),
    stock_quantity: stock,
    inStock: stock > 0 || (row.active && row.madeToOrderDays !== null),
    ...(byWeight && v.weightGrams !== null && { weight_grams: Number(v.weightGrams) }),
    price_breakup: toApiBreakup(byWeight && v.priceBreakup ? v.priceBreakup : fixedPriceBreakup(v.pricePaise)),
  };
}

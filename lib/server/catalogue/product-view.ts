// Reshapes product rows into the API's product (spec section 3 names). The rest of the app sees only this shape.
import 'server-only';
import { discountPercent, paiseToRupees } from '@/lib/shared/money';
import type { ApiProduct, ApiProductImage } from '@/lib/shared/schemas/catalogue-schema';
import type { ProductRow } from '@/lib/server/db/schema';

export type ProductRowWithCategory = Omit<ProductRow, 'searchVector' | 'titleVector'> & { categoryName: string | null };

export function toApiProduct(row: ProductRowWithCategory, images: ApiProductImage[]): ApiProduct {
  const imageUrls = images.map((i) => i.url);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: paiseToRupees(row.pricePaise),
    originalPrice: row.originalPricePaise && row.originalPricePaise > row.pricePaise ? paiseToRupees(row.originalPricePaise) : null,
    discount: discountPercent(row.pricePaise, row.originalPricePaise),
    image_urls: imageUrls,
    primary_image_url: imageUrls[0] ?? null,
    images,
    category: row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
    category_id: row.categoryId,
    isNew: row.isNew,
    featured: row.featured,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    description: row.description,
    tags: row.tags,
    sizes: row.sizes,
    inStock: row.stockQuantity > 0,
    stock_quantity: row.stockQuantity,
    metal: row.metal,
    purity: row.purity,
    weight_grams: row.weightGrams === null ? null : Number(row.weightGrams),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

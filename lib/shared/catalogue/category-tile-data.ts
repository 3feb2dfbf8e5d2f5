// What a category tile shows (the categories page, the home page's 'Shop by Category'), and all it sends the
// browser: the tiles are Client Components fed these four fields, mapped here from the catalogue's category.
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';

export type CategoryTileData = { id: number; name: string; image: string | null; count: number };

export function categoryTileData(category: ApiCategory): CategoryTileData {
  return { id: category.id, name: category.name, image: category.image_url, count: category.products_count };
}

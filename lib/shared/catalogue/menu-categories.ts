// The home page's category menu (spec section 2: the first 6 root categories, then '+N More' to /categories).
// A root category with no active product, in itself or below it, is left out of the menu: a category the owner
// has just made, before any piece is in it, would otherwise lead shoppers from the menu to an empty list.
// /categories and the API still list every category.
import { MENU_ROOT_CATEGORIES } from '@/lib/shared/constants';
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';

export function menuCategories(roots: readonly ApiCategory[]): { shown: ApiCategory[]; moreCount: number } {
  const stocked = roots.filter((c) => c.products_count > 0);
  return {
    shown: stocked.slice(0, MENU_ROOT_CATEGORIES),
    moreCount: Math.max(0, stocked.length - MENU_ROOT_CATEGORIES),
  };
}

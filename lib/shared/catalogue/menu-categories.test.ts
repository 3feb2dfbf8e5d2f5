// The category menu leaves out root categories without an active product and counts only the others in +N More.
import { MENU_ROOT_CATEGORIES } from '@/lib/shared/constants';
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';
import { menuCategories } from './menu-categories';

const category = (id: number, products_count: number): ApiCategory => ({
  id,
  name: `Category ${id}`,
  slug: `category-${id}`,
  description: '',
  image_url: null,
  parent_id: null,
  position: id,
  products_count,
});

it('shows the first six root categories that have products, and counts the rest that have some', () => {
  const roots = [
    category(1, 4),
    category(2, 0),
    ...[3, 4, 5, 6, 7, 8, 9].map((id) => category(id, 1)),
    category(10, 0),
  ];
  const { shown, moreCount } = menuCategories(roots);
  expect(shown.map((c) => c.id)).toEqual([1, 3, 4, 5, 6, 7]);
  expect(shown).toHaveLength(MENU_ROOT_CATEGORIES);
  expect(moreCount).toBe(2);
});

it('shows a new category once it has an active product', () => {
  expect(menuCategories([category(1, 2), category(2, 0)]).shown.map((c) => c.id)).toEqual([1]);
  expect(menuCategories([category(1, 2), category(2, 1)]).shown.map((c) => c.id)).toEqual([1, 2]);
});

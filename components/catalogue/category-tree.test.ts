import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';
import { categoryDirectory, categoryOptions, categoryTree } from './category-tree';

const category = (id: number, name: string, parent_id: number | null, products_count = 1): ApiCategory => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  image_url: null,
  parent_id,
  position: id,
  products_count,
});

const flat = [
  category(1, 'Rings', null, 5),
  category(2, 'Necklaces', null, 3),
  category(3, 'Bands', 1, 2),
  category(4, 'Chokers', 2),
  category(5, 'Solitaires', 1, 3),
];

describe('categoryTree', () => {
  it('nests subcategories under their parent in list order', () => {
    const tree = categoryTree(flat);
    expect(tree.map((n) => n.name)).toEqual(['Rings', 'Necklaces']);
    expect(tree[0].children.map((n) => n.name)).toEqual(['Bands', 'Solitaires']);
  });

  it('treats an orphan as a root', () => {
    expect(categoryTree([category(9, 'Orphan', 42)]).map((n) => n.name)).toEqual(['Orphan']);
  });
});

describe('categoryOptions', () => {
  it('lists each root followed by its subcategories with depth and count', () => {
    expect(categoryOptions(flat)).toEqual([
      { id: 1, name: 'Rings', count: 5, depth: 0 },
      { id: 3, name: 'Bands', count: 2, depth: 1 },
      { id: 5, name: 'Solitaires', count: 3, depth: 1 },
      { id: 2, name: 'Necklaces', count: 3, depth: 0 },
      { id: 4, name: 'Chokers', count: 1, depth: 1 },
    ]);
  });
});

describe('categoryDirectory', () => {
  it('sends each root with its tile fields and its subcategories with names and counts only', () => {
    expect(categoryDirectory([...flat, { ...category(6, 'Anklets', null, 0), image_url: '/media/a.webp' }])).toEqual([
      {
        id: 1,
        name: 'Rings',
        image: null,
        count: 5,
        children: [
          { id: 3, name: 'Bands', count: 2 },
          { id: 5, name: 'Solitaires', count: 3 },
        ],
      },
      { id: 2, name: 'Necklaces', image: null, count: 3, children: [{ id: 4, name: 'Chokers', count: 1 }] },
      { id: 6, name: 'Anklets', image: '/media/a.webp', count: 0, children: [] },
    ]);
  });
});

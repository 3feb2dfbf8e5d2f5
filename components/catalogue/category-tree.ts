// Categories arrive as one flat list with parent ids; the select and the categories page show them as a tree.
import { categoryTileData, type CategoryTileData } from '@/lib/shared/catalogue/category-tile-data';
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';

export type CategoryNode = ApiCategory & { children: CategoryNode[] };
export type CategoryOption = { id: number; name: string; count: number; depth: number };

/** Roots in list order, each with its subcategories; a category whose parent is missing counts as a root. */
export function categoryTree(categories: readonly ApiCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(categories.map((c) => [c.id, { ...c, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parent_id === null ? undefined : nodes.get(category.parent_id);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Depth-first, for a select that indents subcategories under their parent. */
export function categoryOptions(categories: readonly ApiCategory[]): CategoryOption[] {
  const options: CategoryOption[] = [];
  const seen = new Set<number>();
  const visit = (node: CategoryNode, depth: number) => {
    if (seen.has(node.id)) return; // bad data with a cycle must not loop
    seen.add(node.id);
    options.push({ id: node.id, name: node.name, count: node.products_count, depth });
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const root of categoryTree(categories)) visit(root, 0);
  return options;
}

/** A root category and its subcategories as /categories sends them: the tile's fields, and each subcategory's name and count. */
export type DirectoryGroup = CategoryTileData & { children: Omit<CategoryTileData, 'image'>[] };

export function categoryDirectory(categories: readonly ApiCategory[]): DirectoryGroup[] {
  return categoryTree(categories).map((root) => ({
    ...categoryTileData(root),
    children: root.children.map(({ id, name, products_count }) => ({ id, name, count: products_count })),
  }));
}

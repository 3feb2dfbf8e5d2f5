'use client';
// /admin/categories: the tree in order (children under their parent), each with its picture and product count.
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';
import { RecordsManager } from './records-manager';

/** Parents first, each followed by its children, with their depth. */
function treeOrder(list: ApiCategory[]): { ordered: ApiCategory[]; depth: Map<number, number> } {
  const children = new Map<number | null, ApiCategory[]>();
  for (const c of list) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c]);
  const ordered: ApiCategory[] = [];
  const depth = new Map<number, number>();
  const visit = (parent: number | null, level: number) => {
    for (const c of (children.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id)) {
      if (depth.has(c.id)) continue;
      depth.set(c.id, level);
      ordered.push(c);
      visit(c.id, level + 1);
    }
  };
  visit(null, 0);
  // A category whose parent is missing still shows, at the top level.
  for (const c of list) {
    if (depth.has(c.id)) continue;
    depth.set(c.id, 0);
    ordered.push(c);
  }
  return { ordered, depth };
}

export function CategoriesManager({ initial }: { initial: ApiCategory[] }) {
  const { ordered, depth } = treeOrder(initial);
  const parents = [
    { value: '', label: 'None (top level)' },
    ...ordered.map((c) => ({ value: String(c.id), label: `${'— '.repeat(depth.get(c.id) ?? 0)}${c.name}` })),
  ];
  return (
    <RecordsManager<ApiCategory>
      title="Categories"
      path="/categories"
      listKey="categories"
      initial={ordered}
      fields={[
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'description', label: 'Description', kind: 'multiline' },
        { name: 'parent_id', label: 'Inside', kind: 'select', options: parents },
        { name: 'position', label: 'Position', kind: 'number', help: 'Lower numbers come first' },
        { name: 'image_url', label: 'Picture', kind: 'picture', use: 'category' },
      ]}
      empty={{ name: '', description: '', parent_id: '', position: '0', image_url: '' }}
      toForm={(c) => ({
        name: c.name,
        description: c.description,
        parent_id: c.parent_id ? String(c.parent_id) : '',
        position: String(c.position),
        image_url: c.image_url ?? '',
      })}
      toBody={(v) => ({
        name: v.name,
        description: v.description,
        parent_id: v.parent_id ? Number(v.parent_id) : null,
        position: Number(v.position || 0),
        image_url: v.image_url || null,
      })}
      primary={(c) => c.name}
      secondary={(c) => `${c.products_count} active products`}
      indent={(c) => depth.get(c.id) ?? 0}
      nameOf={(c) => c.name}
    />
  );
}

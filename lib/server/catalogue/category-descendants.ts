import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/** The ids of a category and all its descendants, as a subquery (the tree is small; the query stays one round trip). */
export function categoryAndDescendants(categoryId: number): SQL {
  return sql`(WITH RECURSIVE subtree(id) AS (
      SELECT id FROM categories WHERE id = ${categoryId}
      UNION ALL
      SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id
    ) SELECT id FROM subtree)`;
}

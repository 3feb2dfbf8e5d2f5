// Text search over the catalogue: full-text (prefix-matched, stemmed, ranked), and only when that finds
// nothing, the same search with each word corrected to the nearest catalogue word ("neckalce" → necklace).
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/lib/server/db';
import { products, searchTerms } from '@/lib/server/db/schema';

const MAX_WORDS = 8;

export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Every word must match, each as a prefix so "neck" already finds necklaces while the shopper types. */
export function fullTextQuery(words: string[]): SQL {
  return sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')})`;
}

export function fullTextMatch(words: string[]): SQL {
  return sql`${products.searchVector} @@ ${fullTextQuery(words)}`;
}

/** A match in the product's own name: the first tier (index products_name_vector_idx on the stored vector). */
export function nameMatch(words: string[]): SQL {
  return sql`${products.nameVector} @@ ${fullTextQuery(words)}`;
}

/** Matches in the name, tags or category: these rank above matches in the description alone. */
export function titleMatch(words: string[]): SQL {
  return sql`${products.titleVector} @@ ${fullTextQuery(words)}`;
}

/**
 * Nothing matched word for word: replace each query word by the closest known catalogue word (trigram
 * similarity over search_terms, at least 0.3, pg_trgm's default), dropping words nothing resembles.
 */
export async function correctedWords(db: Executor, words: string[]): Promise<string[]> {
  const corrected: string[] = [];
  for (const word of words) {
    if (word.length < 3) continue;
    const [best] = rowsOf<{ term: string }>(
      await db.execute(
        sql`SELECT ${searchTerms.term} AS term FROM ${searchTerms} WHERE ${searchTerms.term} % ${word} ORDER BY similarity(${searchTerms.term}, ${word}) DESC, ${searchTerms.term} LIMIT 1`,
      ),
    );
    if (best) corrected.push(best.term);
  }
  return corrected;
}

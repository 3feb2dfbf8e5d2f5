// Text search over the catalogue: full-text first (prefix-matched, stemmed, ranked), and only when that
// finds nothing, trigram word similarity, which forgives typos ("neckalce" finds necklaces).
import { sql, type SQL } from 'drizzle-orm';
import { products } from '@/lib/server/db/schema';

const MAX_WORDS = 8;
/** Low enough for one or two swapped letters in a word, high enough that "ring" does not find everything. */
export const FUZZY_THRESHOLD = 0.4;

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

export function fullTextRank(words: string[]): SQL {
  return sql`ts_rank(${products.searchVector}, ${fullTextQuery(words)})`;
}

/** Served by the trigram GIN index; the threshold is set for the transaction that runs it. */
export function fuzzyMatch(words: string[]): SQL {
  return sql`${words.join(' ')} <% ${products.searchText}`;
}

export function fuzzyRank(words: string[]): SQL {
  return sql`word_similarity(${words.join(' ')}, ${products.searchText})`;
}

export const setFuzzyThreshold = sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`;

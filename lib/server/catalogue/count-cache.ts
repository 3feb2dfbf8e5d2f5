// Counting every match is the slow half of a product page (thousands of rows for "ring", against 12 to show).
// Totals are kept per filter for a minute, as long as the page caches keep the pages they number; writes that
// change the catalogue clear them (invalidateProducts). Each app instance keeps its own.
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

const counts = new Map<string, { value: number; expires: number }>();

export async function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
  const now = Date.now();
  const hit = counts.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = await count();
  if (counts.size >= MAX_ENTRIES) counts.delete(counts.keys().next().value as string); // oldest first
  counts.set(key, { value, expires: now + TTL_MS });
  return value;
}

export function clearCountCache(): void {
  counts.clear();
}

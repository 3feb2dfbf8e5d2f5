// How an address names a record by id: one spelling per record. Number() would read "0x0F", "0b1111", "15.0",
// " 15" and "1e1" as numbers, and a page cached under its path would then be rendered and kept once per
// spelling, so an id is plain digits and nothing else, everywhere an address carries one (pages and the API).

/** The largest id a serial column holds. */
export const MAX_PATH_ID = 2_147_483_647;

/** An id exactly as an address spells it: digits, no leading zero. */
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

/** The id a path segment names, or null when it names none in its one spelling (leading zeros included). */
export function pathIdOf(segment: string): number | null {
  if (!CANONICAL_ID.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_PATH_ID ? id : null;
}

/**
 * What to do with a path segment where an id belongs: 'canonical' as it is; a respelling (digits with leading
 * zeros) names the id at its one address; anything else ('none') names no record at all.
 */
export function pathIdSpelling(segment: string): 'canonical' | 'none' | { respelled: string } {
  if (CANONICAL_ID.test(segment)) return 'canonical';
  if (!/^\d+$/.test(segment)) return 'none';
  const respelled = segment.replace(/^0+/, '');
  return respelled === '' ? 'none' : { respelled };
}

// Text PostgreSQL cannot store (a NUL, a lone surrogate: lib/shared/schemas/storable-text.ts) reached a query as a
// 500 and a stack trace in the log. Every value a client writes is checked here, once, before any route sees
// it, and refused with the field named.
import 'server-only';
import { LONE_SURROGATE, unstorableText as unstorable } from '@/lib/shared/schemas/storable-text';
import { readCappedBody } from './capped-body';
import { fieldsError } from './validation';

const NUL = '\u0000';

/** A field's name as an error may show it: NUL and lone surrogates written as escapes. */
const printable = (name: string) => name.replaceAll(NUL, '\\0').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');

/**
 * The first field (dotted path, as validation errors name fields) whose key or string value cannot be stored,
 * and why. Walked with a list rather than recursion: a 64 KiB body can nest thousands of levels deep.
 */
function unstorableField(root: unknown): [string, string] | null {
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const why = unstorable(value);
      if (why) return [path, why];
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const children = Object.entries(value);
    // Pushed last to first, so fields are visited in the order they were written.
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [key, child] = children[i];
      const childPath = path ? `${path}.${key}` : key;
      const why = unstorable(key);
      if (why) return [printable(childPath), why];
      pending.push([child, childPath]);
    }
  }
  return null;
}

/** Throws 400 VALIDATION_FAILED naming the field when any string in `value` cannot be stored. */
function refuseUnstorable(value: unknown): void {
  const found = unstorableField(value);
  if (found) throw fieldsError({ [found[0] || 'body']: [found[1]] });
}

/** The query's values (and names), or a multipart form's text fields, each named as the parameter it is. */
export function refuseUnstorableFields(fields: Iterable<[string, FormDataEntryValue]>): void {
  for (const [key, value] of fields) {
    // A file's bytes are the route's to check (a CSV's cells: storable-text.ts).
    const why = unstorable(key) ?? (typeof value === 'string' ? unstorable(value) : null);
    if (why) throw fieldsError({ [printable(key)]: [why] });
  }
}

/** Bodies larger than any route takes are left to the route, which refuses them by size. */
const MAX_CHECKED_BODY_BYTES = 512 * 1024;
/**
 * JSON text that may hold what cannot be stored: a raw NUL, or the escape of a NUL or of a surrogate (a raw
 * surrogate cannot arrive: UTF-8 has no form for one, and decoding turns its bytes into U+FFFD). Only then
 * is the body parsed here.
 */
const MAY_BE_UNSTORABLE = /\u0000|\\u(?:0000|d[89a-f])/i;

/**
 * Query, path parameters and JSON body of an API request. The body is read from a clone, so the route still
 * reads it; a body that is not JSON is left to the route's own refusal.
 */
export async function refuseUnstorableInRequest(request: Request, params: unknown): Promise<void> {
  refuseUnstorableFields(new URL(request.url).searchParams);
  refuseUnstorable(params);
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return;
  // Declared too large to check here: not even cloned (a clone's branch of the body would hold every byte the
  // route reads). The route's own reader refuses it or reads it within its own limit.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_CHECKED_BODY_BYTES) return;
  let text: string;
  try {
    text = (await readCappedBody(request.clone(), MAX_CHECKED_BODY_BYTES)).toString('utf8');
  } catch {
    return; // longer than it declared: the route's own reader refuses it
  }
  if (!MAY_BE_UNSTORABLE.test(text)) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  refuseUnstorable(body);
}

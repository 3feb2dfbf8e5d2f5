// PostgreSQL cannot store U+0000 in text: a NUL that reaches a query fails with error 22021 (a 500 and a
// stack trace in the log). Every value a client writes is checked here, once, before any route sees it.
import 'server-only';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { readCappedBody } from './capped-body';
import { fieldsError } from './validation';

const NUL = '\u0000';

/**
 * The first field (dotted path, as validation errors name fields) whose key or string value holds a NUL.
 * Walked with a list rather than recursion: a 64 KiB body can nest thousands of levels deep.
 */
function fieldWithNul(root: unknown): string | null {
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const children = Object.entries(value);
    // Pushed last to first, so fields are visited in the order they were written.
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [key, child] = children[i];
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return childPath.replaceAll(NUL, '\\0');
      pending.push([child, childPath]);
    }
  }
  return null;
}

function nulError(field: string) {
  return fieldsError({ [field]: [INPUT_MESSAGES.nulByte] });
}

/** Throws 400 VALIDATION_FAILED naming the field when any string in `value` holds a NUL. */
function refuseNul(value: unknown): void {
  const field = fieldWithNul(value);
  if (field !== null) throw nulError(field || 'body');
}

/** The query's values (and names), each named as the query parameter it is. */
function refuseNulInQuery(params: URLSearchParams): void {
  for (const [key, value] of params) {
    if (key.includes(NUL)) throw nulError(key.replaceAll(NUL, '\\0'));
    if (value.includes(NUL)) throw nulError(key);
  }
}

/** Bodies larger than any route takes are left to the route, which refuses them by size. */
const MAX_CHECKED_BODY_BYTES = 512 * 1024;
/** A NUL in JSON text is either the raw character or its escape; only then is the body parsed here. */
const MAY_HOLD_NUL = /\u0000|\\u0000/i;

/**
 * Query, path parameters and JSON body of an API request. The body is read from a clone, so the route still
 * reads it; a body that is not JSON is left to the route's own refusal.
 */
export async function refuseNulInRequest(request: Request, params: unknown): Promise<void> {
  refuseNulInQuery(new URL(request.url).searchParams);
  refuseNul(params);
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
  if (!MAY_HOLD_NUL.test(text)) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  refuseNul(body);
}

// The database being away (PostgreSQL restarting, failing over, a network gap) is not the request's fault nor
// a bug: the API answers 503 with Retry-After rather than 500, and the next request, on a new connection,
// works as soon as the server is back (the pool opens connections on demand).
import 'server-only';

/** Node's socket failures, and PostgreSQL's connection exceptions (08xxx), shutdown (57P01-57P03) and
 *  too-many-connections (53300), as node-postgres reports them in `code`. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What node-postgres says, without a code, when a connection ends under a query or never opens. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|connection is closed/i;

/** How many causes deep the check looks: drizzle wraps the driver's error once, an aggregate may add a level. */
const MAX_DEPTH = 5;

/** True when `error`, or what caused it, says the database could not be reached. Read by shape, not by
 *  `instanceof`: a socket's error may come from another realm (a VM context) than this module's Error. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, errors, cause } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner))) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is told to wait (Retry-After) before trying again: a PostgreSQL restart takes a few. */
export const DATABASE_RETRY_AFTER_S = 5;

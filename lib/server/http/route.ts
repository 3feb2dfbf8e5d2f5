// Wraps every /api/v1 route handler: expected failures (DomainError) become { message, error_code, ...details }
// JSON with the status their code has in error-status.ts; anything unexpected is logged and answered 500
// without internals. Input no route can store (a NUL, a lone surrogate: unstorable-text.ts) is refused here, before the route runs.
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextResponse, type NextRequest } from 'next/server';
import { DomainError } from '@/lib/server/errors';
import { DATABASE_RETRY_AFTER_S, failedForDatabase } from '@/lib/server/db';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { refuseUnstorableInRequest } from './unstorable-text';
import { errorResponse } from './error-response';

export { errorResponse } from './error-response';

type Context<P> = { params: Promise<P> };
type Handler<P> = (request: NextRequest, context: Context<P>) => Promise<Response>;

export function apiRoute<P = Record<string, never>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      await refuseUnstorableInRequest(request, context?.params ? await context.params : {});
      return await handler(request, context);
    } catch (error) {
      // Next's own signals (a build that stops at the first request-time read, a redirect) pass through.
      unstable_rethrow(error);
      if (error instanceof DomainError) return errorResponse(error);
      // Pages learn of it too: they are answered 503 until the database answers (database-outage.cjs).
      if (await failedForDatabase(error)) {
        // One line, not a stack per request: during a restart every request meets the same.
        console.error(`[api] ${request.method} ${request.nextUrl.pathname}: database unreachable (${briefly(error)})`);
        const response = errorResponse(new DomainError(ERROR_CODES.unavailable, FAILURE_MESSAGES.briefOutage));
        response.headers.set('retry-after', String(DATABASE_RETRY_AFTER_S));
        return response;
      }
      console.error(`[api] ${request.method} ${request.nextUrl.pathname} failed`, error);
      return errorResponse(new DomainError(ERROR_CODES.internal, FAILURE_MESSAGES.somethingWrong));
    }
  };
}

/** The innermost message of an error and its causes. */
function briefly(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; depth < 5 && current?.cause && typeof current.cause === 'object'; depth += 1)
    current = current.cause as typeof current;
  return typeof current?.message === 'string' ? current.message : String(current);
}

export function json<T>(body: T, init?: ResponseInit): NextResponse<T> {
  return NextResponse.json(body, init);
}

/**
 * An answer already written as JSON (a cached one). Its type is the writer's word for it; in tests defineRoute
 * parses it with the route's response schema all the same.
 */
export function jsonText(text: string, init?: ResponseInit): Response & { readonly preparedJson: true } {
  const headers = new Headers(init?.headers);
  headers.set('content-type', 'application/json');
  return new Response(text, { ...init, headers }) as Response & { readonly preparedJson: true };
}

/**
 * An answer for one shopper alone (their cart, orders, payments, profile, session): no shared cache may keep
 * it, and the browser may not reuse it either, since it changes with every write.
 */
export function privateJson<T>(body: T, init?: ResponseInit): NextResponse<T> {
  const headers = new Headers(init?.headers);
  headers.set('cache-control', 'private, no-store');
  return NextResponse.json(body, { ...init, headers });
}

/** A PDF for one reader (a tax invoice): downloaded under its own name, kept by no shared cache. */
export function privatePdf(file: { filename: string; pdf: Buffer }): Response {
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

// A route's contract, declared once where it is enforced: who may call it, what it takes (query, JSON body,
// headers, multipart fields) and what it answers (a response schema or a media type) with which error codes.
// defineRoute wraps apiRoute (the error convention), checks the caller before reading any input, parses the
// input with exactly the schemas the contract names, and types the handler's answer by the response schema.
// The exported handler carries its contract, so the OpenAPI document (openapi-document.ts) is collected from
// the route modules themselves and cannot drift from what they check.
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { staffActorOf, forbidden, type StaffActor } from '@/lib/server/access';
import type { AuthenticatedSession } from '@/lib/server/auth';
import type { ErrorCode } from '@/lib/server/errors';
import { mayDo, type Permission } from '@/lib/shared/back-office/permissions';
import { currentSession, requireSession } from './authenticate';
import { clientIp } from './client-ip';
import { readJson } from './json-body';
import { apiRoute } from './route';
import { checkAnswer } from './route-answer-check';
import { parseOrThrow, parseSearchParams } from './validation';

/**
 * none: anyone, the session is not read; optional: a session changes the answer; session: a signed-in account
 * (401 without); staff: a back-office session (401 without, 403 for a shopper), the domain checking the
 * permission of each act; { permission }: a back-office session holding that permission (403 without it).
 */
export type RouteAuth = 'none' | 'optional' | 'session' | 'staff' | { readonly permission: Permission };

/** An answer that is not JSON: a file, a page, or a redirect. */
export type MediaAnswer = {
  readonly media: 'application/pdf' | 'text/csv' | 'text/html' | 'text/plain' | 'redirect';
};

/** A body that is one of several shapes: `choose` picks the schema for the raw JSON (or throws the 4xx). */
export type BodyChoice = { readonly oneOf: readonly z.ZodType[]; readonly choose: (raw: unknown) => z.ZodType };

export type MultipartField = 'file' | 'text' | z.ZodType;

export interface RouteContract {
  readonly summary: string;
  readonly auth: RouteAuth;
  /** The 401's message when a session is needed (spec section 5 words it per feature). */
  readonly signInMessage?: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | BodyChoice;
  /** Optional request headers by name, each parsed with its schema when sent (`undefined` when not). */
  readonly headers?: Readonly<Record<string, z.ZodType>>;
  /** A multipart/form-data body, documented here; the handler reads it (readMultipart) under its own cap. */
  readonly multipart?: Readonly<Record<string, MultipartField>>;
  /** The success status (200 unless said); a list when the answer's status says which case it was. */
  readonly status?: SuccessStatus | readonly SuccessStatus[];
  /** The JSON answer's schema, a media type, or null for an answer without a body (204). */
  readonly response: z.ZodType | MediaAnswer | null;
  /** A second form of the same answer, asked for by the query or Accept header (a CSV, a page). */
  readonly alternate?: MediaAnswer;
  /** A missing body reads as `{}` (the schema's defaults) instead of being refused. */
  readonly bodyOptional?: boolean;
  /** Codes this call answers besides those its kind shares (validation, sign-in, permission, not found). */
  readonly errors?: readonly ErrorCode[];
}

export type SuccessStatus = 200 | 201 | 202 | 204 | 302 | 303;

type Out<S> = S extends z.ZodType ? z.output<S> : S extends BodyChoice ? z.output<S['oneOf'][number]> : undefined;

type Caller<A> = A extends 'session'
  ? { session: AuthenticatedSession }
  : A extends 'optional'
    ? { session: AuthenticatedSession | null }
    : A extends 'none'
      ? object
      : { actor: StaffActor };

export type RouteInput<C extends RouteContract> = Caller<C['auth']> & {
  params: Record<string, string>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  headers: { [K in keyof C['headers']]: Out<C['headers'][K]> | undefined };
};

/** What JSON makes of a value: a Date is sent as its ISO string, so a string field may be given a Date. */
export type Wire<T> = T extends string
  ? string | Date
  : T extends readonly (infer E)[]
    ? readonly Wire<E>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** JSON written ahead (a cached answer, jsonText): typed by its writer, checked against the schema in tests. */
export type PreparedJson = Response & { readonly preparedJson: true };

export type RouteAnswer<C extends RouteContract> = C['response'] extends z.ZodType
  ? NextResponse<Wire<z.output<C['response']>>> | PreparedJson | (C['alternate'] extends MediaAnswer ? Response : never)
  : Response;

type NextContext = { params: Promise<Record<string, string>> };
export type DefinedRoute = ((request: NextRequest, context: NextContext) => Promise<Response>) & {
  readonly contract: RouteContract;
};

async function caller(request: NextRequest, contract: RouteContract): Promise<object> {
  const { auth } = contract;
  if (auth === 'none') return {};
  if (auth === 'optional') return { session: await currentSession(request) };
  if (auth === 'session') return { session: await requireSession(request, contract.signInMessage) };
  const actor = staffActorOf(await currentSession(request), clientIp(request.headers));
  if (typeof auth === 'object' && !mayDo(actor, auth.permission)) throw forbidden();
  return { actor };
}

async function parsedBody(request: NextRequest, contract: RouteContract): Promise<unknown> {
  const { body } = contract;
  if (!body) return undefined;
  // A route that takes either JSON or a form reads the form itself.
  if (contract.multipart && /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? ''))
    return undefined;
  const raw = contract.bodyOptional && request.body === null ? {} : await readJson(request);
  return parseOrThrow('oneOf' in body ? body.choose(raw) : body, raw);
}

function parsedHeaders(request: NextRequest, headers: RouteContract['headers']): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(headers ?? {})) {
    const sent = request.headers.get(name);
    parsed[name] = sent === null ? undefined : parseOrThrow(schema, sent);
  }
  return parsed;
}

export function isStaffAuth(auth: RouteAuth): boolean {
  return auth === 'staff' || typeof auth === 'object';
}

export function defineRoute<const C extends RouteContract>(
  contract: C,
  handler: (request: NextRequest, input: RouteInput<C>) => Promise<RouteAnswer<C>>,
): DefinedRoute {
  const wrapped = apiRoute<Record<string, string>>(async (request, context) => {
    const who = await caller(request, contract);
    const params = (context?.params ? await context.params : {}) as Record<string, string>;
    const query = contract.query ? parseSearchParams(contract.query, request.nextUrl.searchParams) : undefined;
    const headers = parsedHeaders(request, contract.headers);
    const body = await parsedBody(request, contract);
    const input = { ...who, params, query, body, headers } as RouteInput<C>;
    const response: Response = await handler(request, input);
    // Back-office answers are for the one reader: no shared or browser cache keeps them.
    if (isStaffAuth(contract.auth) && !response.headers.has('cache-control'))
      response.headers.set('cache-control', 'private, no-store');
    if (process.env.NODE_ENV === 'test') await checkAnswer(contract, response);
    return response;
  });
  return Object.assign(wrapped, { contract });
}

// The OpenAPI 3.1 document of /api/v1, collected from the route modules: each exported method carries the
// contract defineRoute enforces (define-route.ts), so each request and response schema is the zod schema the
// route parses or answers with, turned into JSON Schema 2020-12 (OpenAPI 3.1's dialect) by zod itself, and
// each error status is the one error-status.ts gives its code.
import 'server-only';
import { z } from 'zod';
import type { ErrorCode } from '@/lib/server/errors';
import { ERROR_CODES as API } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { isStaffAuth, type DefinedRoute, type RouteAuth, type RouteContract } from './define-route';
import { ERROR_STATUS } from './error-status';
import { openApiSchema } from '@/lib/shared/schemas/response-schema';

type Json = Record<string, unknown>;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
type ApiOperation = RouteContract;
/** Route modules by their folder under app/api/v1, exactly as on disk (`orders/[id]/cancel`). */
export type RouteModules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const API_PREFIX = '/api/v1';
const WRITES: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** zod's JSON Schema of what a client sends (the input side of transforms and defaults). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

/** `orders/[id]/documents/[documentId]` -> `/api/v1/orders/{id}/documents/{documentId}`. */
export function openApiPath(routeKey: string): string {
  return `${API_PREFIX}/${routeKey.replace(/\[([^\]]+)\]/g, '{$1}')}`;
}

function pathParameters(routeKey: string): Json[] {
  return [...routeKey.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(schema: z.ZodType): Json[] {
  const object = jsonSchema(schema);
  const required = new Set((object.required as string[] | undefined) ?? []);
  const properties = (object.properties as Record<string, Json> | undefined) ?? {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function requestBody(operation: ApiOperation): Json | undefined {
  const content: Json = {};
  if (operation.body) {
    const bodies = 'oneOf' in operation.body ? operation.body.oneOf : [operation.body];
    content['application/json'] = {
      schema: bodies.length === 1 ? jsonSchema(bodies[0]) : { oneOf: bodies.map((body) => jsonSchema(body)) },
    };
  }
  if (operation.multipart) {
    const properties: Record<string, Json> = {};
    for (const [name, field] of Object.entries(operation.multipart)) {
      if (field === 'file') properties[name] = { type: 'string', contentMediaType: 'application/octet-stream' };
      else if (field === 'text') properties[name] = { type: 'string' };
      else properties[name] = jsonSchema(field);
    }
    content['multipart/form-data'] = { schema: { type: 'object', properties } };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

/** The codes a call can answer besides its own: what every call of its kind shares. */
function errorCodes(routeKey: string, method: HttpMethod, operation: ApiOperation): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (operation.query || operation.body || operation.headers || operation.multipart) codes.push(API.validationFailed);
  if (operation.body) codes.push(API.invalidJson, API.unsupportedMediaType, API.payloadTooLarge);
  if (operation.multipart && !operation.body) codes.push(API.unsupportedMediaType, API.payloadTooLarge);
  if (operation.auth === 'session' || isStaffAuth(operation.auth)) codes.push(API.unauthenticated);
  if (isStaffAuth(operation.auth)) codes.push(ADMIN.forbidden);
  if (routeKey.includes('[')) codes.push(API.notFound);
  if (WRITES.has(method)) codes.push(API.crossSiteRequest);
  codes.push(...(operation.errors ?? []));
  return [...new Set(codes)];
}

function errorResponses(codes: ErrorCode[]): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const responses: Record<string, Json> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: list.join(', '),
      content: {
        'application/json': {
          schema: { allOf: [ERROR_REF, { properties: { error_code: { enum: list } } }] },
        },
      },
    };
  }
  return responses;
}

const MEDIA_SCHEMA: Record<string, Json> = {
  'application/pdf': { type: 'string', contentMediaType: 'application/pdf' },
  'text/csv': { type: 'string', contentMediaType: 'text/csv' },
  'text/html': { type: 'string', contentMediaType: 'text/html' },
  'text/plain': { type: 'string', contentMediaType: 'text/plain' },
};

function successResponse(operation: ApiOperation): Json {
  const statuses = [operation.status ?? (operation.response === null ? 204 : 200)].flat();
  const documented = operation.response;
  const responses: Json = {};
  for (const status of statuses) {
    if (status === 204 || documented === null) {
      responses[String(status)] = { description: 'Done; no body.' };
    } else if (status === 302 || status === 303 || ('media' in documented && documented.media === 'redirect')) {
      responses[String(status)] = {
        description: 'Redirects to the page that shows the outcome.',
        headers: { location: { schema: { type: 'string' } } },
      };
    } else if ('media' in documented) {
      const content = { [documented.media]: { schema: MEDIA_SCHEMA[documented.media] } };
      responses[String(status)] = { description: 'Done.', content };
    } else {
      const content = { 'application/json': { schema: jsonSchema(documented as z.ZodType, 'output') } };
      responses[String(status)] = { description: 'Done.', content };
    }
  }
  return responses;
}

function security(auth: RouteAuth): Json[] {
  if (auth === 'none') return [];
  if (auth === 'optional') return [{}, { session: [] }, { bearer: [] }];
  if (auth === 'session') return [{ session: [] }, { bearer: [] }];
  return [{ adminSession: typeof auth === 'object' ? [auth.permission] : [] }];
}

function operationObject(routeKey: string, method: HttpMethod, operation: ApiOperation): Json {
  const parameters = [
    ...pathParameters(routeKey),
    ...(operation.query ? queryParameters(operation.query) : []),
    ...Object.entries(operation.headers ?? {}).map(([name, schema]) => ({
      name,
      in: 'header',
      required: false,
      schema: jsonSchema(schema),
    })),
  ];
  const body = requestBody(operation);
  return {
    operationId: `${method.toLowerCase()}_${routeKey.replace(/[^a-zA-Z0-9]+/g, '_').replace(/_+$/, '')}`,
    tags: [routeKey.startsWith('admin/') ? 'back office' : 'shop'],
    summary: operation.summary,
    security: security(operation.auth),
    ...(typeof operation.auth === 'object' ? { 'x-permission': operation.auth.permission } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successResponse(operation), ...errorResponses(errorCodes(routeKey, method, operation)) },
  };
}

/** Every error code the API answers with, and its status. */
function errorCodeTable(): Record<string, number> {
  return Object.fromEntries(Object.entries(ERROR_STATUS).sort(([a], [b]) => a.localeCompare(b)));
}

/** The contract of an exported method; a method exported without one is a route defineRoute does not wrap. */
export function contractOf(routeKey: string, method: HttpMethod, exported: unknown): RouteContract {
  const contract = (exported as Partial<DefinedRoute> | undefined)?.contract;
  if (!contract) throw new Error(`${method} /api/v1/${routeKey} is exported without defineRoute's contract`);
  return contract;
}

/** The document's own route: described here, since the route modules it is collected from cannot import it. */
export const OPENAPI_CONTRACT = {
  summary: 'This document.',
  auth: 'none',
  response: openApiSchema,
} as const satisfies RouteContract;

export function buildOpenApiDocument(routeModules: RouteModules): Json {
  const modules: RouteModules = { ...routeModules, 'openapi.json': { GET: { contract: OPENAPI_CONTRACT } } };
  const paths: Record<string, Json> = {};
  for (const routeKey of Object.keys(modules).sort()) {
    const item: Json = {};
    for (const method of HTTP_METHODS) {
      const exported = modules[routeKey][method];
      if (exported)
        item[method.toLowerCase()] = operationObject(routeKey, method, contractOf(routeKey, method, exported));
    }
    paths[openApiPath(routeKey)] = item;
  }
  const codes = errorCodeTable();
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Jewellery shop API',
      version: '1',
      description:
        'The storefront (tag "shop") and the back office (tag "back office"). Every answer is JSON unless said ' +
        'otherwise; an error is { message, error_code } with a 4xx, with `errors` (field -> messages) when input ' +
        'was invalid. Money is in rupees. x-error-codes lists every error code with its status.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'shop', description: "The shopper's side: catalogue, cart, checkout, orders, accounts." },
      { name: 'back office', description: "The owner's and staff's side, under /api/v1/admin." },
    ],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'The session cookie set by POST /api/v1/auth/verify_otp (`__Host-session` over https).',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The same session token, from the `token` field of the verify answer, for clients without cookies.',
        },
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description:
            "A staff member's session cookie: 401 without a session, 403 FORBIDDEN with a shopper's or without the " +
            'permission the operation names (its scope here, and x-permission). Back-office sessions end 12 hours ' +
            'after sign-in or after 1 hour unused.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'error_code'],
          properties: {
            message: { type: 'string' },
            error_code: { type: 'string', enum: Object.keys(codes) },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
            details: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
    'x-error-codes': codes,
  };
}

let built: Json | undefined;

/** The document of the routes as deployed: built once per process, since it changes only with the code. */
export function openApiDocument(modules: RouteModules): Json {
  built ??= buildOpenApiDocument(modules);
  return built;
}

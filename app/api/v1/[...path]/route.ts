// Any /api/v1 path no route claims: a JSON 404, never the HTML page.
import { notFound } from '@/lib/server/errors/domain-error';
import { errorResponse } from '@/lib/server/http/route';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';

function unknownRoute() {
  return errorResponse(notFound('Not found', ERROR_CODES.routeNotFound));
}

export const GET = unknownRoute;
export const POST = unknownRoute;
export const PUT = unknownRoute;
export const PATCH = unknownRoute;
export const DELETE = unknownRoute;

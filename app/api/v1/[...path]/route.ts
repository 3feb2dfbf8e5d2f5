// Any /api/v1 path no route claims: a JSON 404, never the HTML page.
import { NextResponse } from 'next/server';
import { ERROR_CODES } from '@/lib/shared/api-error-codes';

function unknownRoute(): NextResponse {
  return NextResponse.json({ message: 'Not found', error_code: ERROR_CODES.routeNotFound }, { status: 404 });
}

export const GET = unknownRoute;
export const POST = unknownRoute;
export const PUT = unknownRoute;
export const PATCH = unknownRoute;
export const DELETE = unknownRoute;

import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/server/health/health-check';
import { DomainError } from '@/lib/server/errors';
import { errorResponse } from '@/lib/server/http/route';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** 200 when the database (and Redis, when configured) answer; 503 naming the part that failed. */
export async function GET() {
  const health = await checkHealth();
  if (health.healthy) return NextResponse.json({ status: 'ok', checks: health.checks }, { headers: NO_STORE });
  const broken = Object.entries(health.checks)
    .filter(([, state]) => state !== 'ok' && state !== 'not configured')
    .map(([part, state]) => `${part} ${state}`);
  const refusal = new DomainError(ERROR_CODES.unavailable, DOMAIN_ERROR_MESSAGES.shopUnavailable(broken), {
    status: 'unavailable',
    checks: health.checks,
  });
  const response = errorResponse(refusal);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

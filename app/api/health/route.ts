import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/server/health/health-check';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** 200 when the database (and Redis, when configured) answer; 503 naming the part that failed. */
export async function GET() {
  const health = await checkHealth();
  if (health.healthy) return NextResponse.json({ status: 'ok', checks: health.checks }, { headers: NO_STORE });
  const broken = Object.entries(health.checks)
    .filter(([, state]) => state !== 'ok' && state !== 'not configured')
    .map(([part, state]) => `${part} ${state}`);
  return NextResponse.json(
    {
      message: `The shop cannot serve requests: ${broken.join('; ')}`,
      error_code: ERROR_CODES.unavailable,
      status: 'unavailable',
      checks: health.checks,
    },
    { status: 503, headers: NO_STORE },
  );
}

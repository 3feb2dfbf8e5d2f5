// /sandbox/pay: the sandbox's hosted card page. Served only while the sandbox provider is active.
import type { NextRequest } from 'next/server';
import { isSandboxActive } from '@/lib/server/payments/providers/select-provider';
import { renderSandboxPayPage } from '@/lib/server/payments/providers/sandbox-pay-page';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Response {
  if (!isSandboxActive())
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const query = request.nextUrl.searchParams;
  const amount = Number(query.get('amount'));
  const html = renderSandboxPayPage({
    orderId: (query.get('order_id') ?? '').slice(0, 100),
    amountPaise: Number.isSafeInteger(amount) && amount > 0 ? amount : null,
    name: (query.get('name') ?? '').slice(0, 100),
    description: (query.get('description') ?? '').slice(0, 200),
  });
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Only our own pages may frame the card page.
      'content-security-policy': "frame-ancestors 'self'",
      'x-content-type-options': 'nosniff',
    },
  });
}

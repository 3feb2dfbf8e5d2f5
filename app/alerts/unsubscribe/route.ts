// The "stop" link of an alert mail: works without signing in, and as often as it is followed.
// It removes the alert and shows the same page whether or not there was one left to remove.
import type { NextRequest } from 'next/server';
import { unsubscribeAlert } from '@/lib/server/alerts/alert-requests';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest): Promise<Response> {
  await unsubscribeAlert(request.nextUrl.searchParams.get('token') ?? '');
  // A relative Location: the shop's own origin, whatever host the proxy in front of it was reached by.
  return new Response(null, {
    status: 303,
    headers: { location: '/alerts/unsubscribed', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
  });
}

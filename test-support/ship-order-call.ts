// Shipping an order in a test as the back office does: courier, tracking, and a HUID for every piece of each
// hallmarked line (hallmarked gold ships only with its HUIDs), made up from the line's id so they are unique.
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems } from '@/lib/server/db/schema';
import { POST as moveOrder } from '@/app/api/v1/admin/orders/[id]/status/route';
import { callRoute } from './call-route';

/** Six characters: 'H' and the line id in base 36, then the piece. Unique per line and piece. */
export const testHuid = (itemId: number, piece: number) =>
  `H${itemId.toString(36).toUpperCase().padStart(4, '0')}${piece.toString(36).toUpperCase()}`.slice(-6);

/** The HUIDs of every hallmarked line of an order, as the ship dialog sends them. */
export async function huidsOf(orderId: number): Promise<{ order_item_id: number; huids: string[] }[]> {
  const items = await (
    await getDb()
  )
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return items
    .filter((item) => item.hallmarked)
    .map((item) => ({
      order_item_id: item.id,
      huids: Array.from({ length: item.quantity }, (_, i) => testHuid(item.id, i)),
    }));
}

/** The move to shipped (with HUIDs unless `huids` is given), as the ship dialog posts it. */
export async function shipOrderCall(
  orderId: number,
  headers: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const huids = await huidsOf(orderId);
  return callRoute(moveOrder, `/api/v1/admin/orders/${orderId}/status`, {
    method: 'POST',
    params: { id: String(orderId) },
    body: {
      status: 'shipped',
      courier: 'Blue Dart',
      tracking_number: `BD${orderId}`,
      ...(huids.length ? { huids } : {}),
      ...extra,
    },
    headers,
  });
}

/** Ships a paid order as the owner (the tax invoice is issued then) and reads its invoice's text as the shopper
 *  downloads it, whitespace collapsed. */
export async function shippedInvoiceText(orderId: number, shopperHeaders: Record<string, string>): Promise<string> {
  const { createStaff } = await import('./create-staff');
  const { GET: invoicePdf } = await import('@/app/api/v1/orders/[id]/invoice.pdf/route');
  const { NextRequest } = await import('next/server');
  const { pdfText } = await import('./pdf-text');
  const owner = await createStaff('owner');
  const shipped = await shipOrderCall(orderId, owner.cookieHeaders);
  if (shipped.status !== 200) throw new Error(`shipping order ${orderId} answered ${shipped.status}`);
  const id = String(orderId);
  const response = await invoicePdf(
    new NextRequest(`http://localhost:3000/api/v1/orders/${id}/invoice.pdf`, { headers: shopperHeaders }),
    { params: Promise.resolve({ id }) } as never,
  );
  if (response.status !== 200) throw new Error(`invoice of order ${orderId} answered ${response.status}`);
  return (await pdfText(await response.arrayBuffer())).replace(/\s+/g, ' ');
}

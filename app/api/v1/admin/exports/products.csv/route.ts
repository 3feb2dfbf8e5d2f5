import { streamOf } from '@/lib/server/http/text-stream';
import { productCsvChunks } from '@/lib/server/catalogue/product-export';
import { shopToday } from '@/lib/shared/shop-time';
import { defineRoute } from '@/lib/server/http/define-route';

/** Every product as CSV, a row per size: the file POST /api/v1/admin/imports/products reads back. */
export const GET = defineRoute(
  {
    summary: 'Every product, a row per size, as the import reads it.',
    auth: { permission: 'catalogue' },
    response: { media: 'text/csv' },
  },
  async (_request, { actor }) => {
    const chunks = productCsvChunks(actor);
    // The permission check runs before the first byte: a refusal is a JSON 403, never a broken download.
    const first = await chunks.next();
    async function* all(): AsyncGenerator<string> {
      if (!first.done) yield first.value;
      yield* chunks;
    }
    return new Response(streamOf(all()), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="products-${shopToday()}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);

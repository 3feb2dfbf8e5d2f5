// Calls a route handler the way Next does, without a server: tests see exactly what a client would.
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db';
import { seedDemoShop } from '@/demo/seed-demo-shop';

/** Tests read answers as loosely as a client would; the assertions, not the type, pin the shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as said above: the assertions pin the shape
export type ResponseJson = any;

type RouteHandler<P> = (request: NextRequest, context: { params: Promise<P> }) => Response | Promise<Response>;

/** rawBody goes as it is: text, or bytes (a multipart upload). */
export type CallOptions<P> = {
  method?: string;
  params?: P;
  body?: unknown;
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
};

export async function callRoute<P = Record<string, never>>(
  handler: RouteHandler<P>,
  path: string,
  options: CallOptions<P> = {},
): Promise<{ status: number; body: ResponseJson; headers: Headers }> {
  const headers = new Headers(options.headers);
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const request = new NextRequest(new URL(path, 'http://localhost:3000'), {
    method: options.method ?? 'GET',
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve((options.params ?? {}) as P) });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The demo catalogue without drawing images: the rows are what the API tests read. */
export async function seedCatalogue(): Promise<void> {
  await seedDemoShop(await getDb(), { images: false });
}

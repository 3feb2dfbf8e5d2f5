// A local stand-in for Razorpay's Orders API, for tests: checks Basic auth and the body the way Razorpay
// does and answers with Razorpay's shapes. Listens on 127.0.0.1 on a random port.
import 'server-only';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'ok' | 'unauthorized' | 'server-error' | 'wrong-amount' | 'garbage' | 'hang';
export type SeenRequest = { method: string; url: string; authorization: string | undefined; body: unknown };

export type RazorpayStandIn = {
  apiBase: string;
  keyId: string;
  keySecret: string;
  mode: StandInMode;
  seen: SeenRequest[];
  close: () => Promise<void>;
};

const razorpayError = (description: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startRazorpayStandIn(
  keyId = 'rzp_test_standin',
  keySecret = 'standin_secret',
): Promise<RazorpayStandIn> {
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let counter = 0;
  const refunds = new Map<string, unknown>();
  const state: Omit<RazorpayStandIn, 'close' | 'apiBase'> = { keyId, keySecret, mode: 'ok', seen: [] };

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    state.seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (state.mode === 'hang') return; // never answers: the client's timeout must end the wait
    const refundOf = request.method === 'POST' ? /^\/v1\/payments\/([\w-]+)\/refund$/.exec(request.url ?? '') : null;
    if (refundOf) {
      if (state.mode === 'unauthorized' || request.headers.authorization !== expectedAuth)
        return send(401, razorpayError('Authentication failed'));
      if (state.mode === 'server-error') return send(503, razorpayError('Service temporarily unavailable'));
      const refund = body as { amount?: unknown; notes?: unknown; receipt?: unknown };
      if (typeof refund.amount !== 'number' || !Number.isInteger(refund.amount) || refund.amount < 100)
        return send(400, razorpayError('The amount must be atleast INR 1.00'));
      const key = request.headers['x-refund-idempotency'];
      const earlier = typeof key === 'string' ? refunds.get(key) : undefined;
      if (earlier) return send(200, earlier);
      counter++;
      const answer = {
        id: `rfnd_StandIn${String(counter).padStart(6, '0')}`,
        entity: 'refund',
        amount: refund.amount,
        currency: 'INR',
        payment_id: refundOf[1],
        notes: refund.notes ?? [],
        receipt: refund.receipt ?? null,
        acquirer_data: { arn: null },
        created_at: Math.floor(Date.now() / 1000),
        batch_id: null,
        // Razorpay's normal-speed refunds answer pending and report the outcome by webhook.
        status: 'pending',
        speed_processed: 'normal',
        speed_requested: 'normal',
      };
      if (typeof key === 'string') refunds.set(key, answer);
      return send(200, answer);
    }
    if (request.method !== 'POST' || request.url !== '/v1/orders')
      return send(404, razorpayError('The requested URL was not found on the server.'));
    if (state.mode === 'unauthorized' || request.headers.authorization !== expectedAuth)
      return send(401, razorpayError('Authentication failed'));
    if (state.mode === 'server-error') return send(503, razorpayError('Service temporarily unavailable'));
    if (state.mode === 'garbage') return send(200, '<html>gateway</html>');
    const order = body as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
    if (typeof order.amount !== 'number' || !Number.isInteger(order.amount) || order.amount < 100) {
      return send(400, razorpayError('The amount must be atleast INR 1.00'));
    }
    if (order.currency !== 'INR') return send(400, razorpayError('Currency is not supported'));
    if (typeof order.receipt !== 'string' || order.receipt.length > 40)
      return send(400, razorpayError('receipt: the length must be no more than 40.'));
    counter++;
    send(200, {
      id: `order_StandIn${String(counter).padStart(7, '0')}`,
      entity: 'order',
      amount: state.mode === 'wrong-amount' ? order.amount + 100 : order.amount,
      amount_paid: 0,
      amount_due: order.amount,
      currency: order.currency,
      receipt: order.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: order.notes ?? [],
      created_at: Math.floor(Date.now() / 1000),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn = state as RazorpayStandIn;
  standIn.apiBase = `http://127.0.0.1:${port}/v1`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

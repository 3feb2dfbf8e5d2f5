// A local stand-in for the aggregator's external API (Shiprocket's shapes), for tests: checks the bearer
// token and the bodies the way the aggregator does and answers with its shapes, recording every request.
// Pincodes beginning 9 are not serviceable. Listens on 127.0.0.1 on a random port.
import 'server-only';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ShiprocketStandInMode = 'ok' | 'expire-token-once' | 'server-error' | 'garbage';
export type SeenShippingRequest = { method: string; url: string; authorization: string | undefined; body: unknown };

export type ShiprocketStandIn = {
  apiBase: string;
  email: string;
  password: string;
  mode: ShiprocketStandInMode;
  seen: SeenShippingRequest[];
  /** What the tracking call answers for an AWB: the aggregator's activity rows. */
  activities: Map<string, Record<string, string>[]>;
  close: () => Promise<void>;
};

type Json = Record<string, unknown>;

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const ORDER_FIELDS = ['order_id', 'order_date', 'order_items', 'payment_method', 'sub_total', 'weight'];

export async function startShiprocketStandIn(
  email = 'api-user@shop.test',
  password = 'standin-password',
): Promise<ShiprocketStandIn> {
  let tokens = 0;
  let counter = 0;
  const valid = new Set<string>();
  const byShipment = new Map<string, Json>();
  const state = { email, password, mode: 'ok' as ShiprocketStandInMode, seen: [], activities: new Map() } as Omit<
    ShiprocketStandIn,
    'apiBase' | 'close'
  >;

  const server: Server = createServer(async (request, response) => {
    const body = (await readBody(request)) as Json | undefined;
    const url = request.url ?? '';
    state.seen.push({ method: request.method ?? '', url, authorization: request.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (state.mode === 'server-error') return send(500, { message: 'Server Error', status_code: 500 });
    if (state.mode === 'garbage') return send(200, '<html>maintenance</html>');
    const path = url.replace(/^\/v1\/external/, '');

    if (request.method === 'POST' && path === '/auth/login') {
      if (body?.email !== state.email || body?.password !== state.password)
        return send(400, { message: 'Invalid email and password combination', status_code: 400 });
      const token = `standin.jwt.${++tokens}`;
      valid.add(token);
      return send(200, { id: 1, email: state.email, company_id: 42, token });
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!valid.has(token)) return send(401, { message: 'Token has expired', status_code: 401 });
    if (state.mode === 'expire-token-once') {
      state.mode = 'ok';
      valid.delete(token);
      return send(401, { message: 'Token has expired', status_code: 401 });
    }

    if (request.method === 'POST' && (path === '/orders/create/adhoc' || path === '/orders/create/return')) {
      const missing = ORDER_FIELDS.filter((field) => body?.[field] === undefined || body?.[field] === '');
      if (missing.length)
        return send(422, {
          message: 'Oops! Invalid Data.',
          errors: Object.fromEntries(missing.map((f) => [f, [`The ${f} field is required.`]])),
          status_code: 422,
        });
      counter++;
      const orderId = 400_000_000 + counter;
      const shipmentId = 500_000_000 + counter;
      byShipment.set(String(shipmentId), body!);
      return send(200, {
        order_id: orderId,
        shipment_id: shipmentId,
        status: path.endsWith('return') ? 'RETURN PENDING' : 'NEW',
        status_code: path.endsWith('return') ? 21 : 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      });
    }
    if (request.method === 'POST' && path === '/courier/assign/awb') {
      const order = byShipment.get(String(body?.shipment_id));
      if (!order) return send(400, { message: 'Invalid shipment id', status_code: 400 });
      const pincode = String(order.billing_pincode ?? order.shipping_pincode ?? '');
      const pickupPincode = String(order.pickup_pincode ?? '');
      if (pincode.startsWith('9') || pickupPincode.startsWith('9'))
        return send(200, {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: `Delivery pincode ${pincode} is not serviceable by any courier` } },
        });
      return send(200, {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: 24,
            awb_code: `7700${String(body?.shipment_id).slice(-8)}`,
            applied_weight: order.weight,
            courier_name: body?.is_return ? 'Xpressbees Reverse' : 'Bluedart Air',
            shipment_id: body?.shipment_id,
            freight_charges: 88.5,
          },
        },
      });
    }
    if (request.method === 'POST' && path === '/courier/generate/pickup')
      return send(200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: '2026-12-01 10:00:00',
          pickup_token_number: 'Reference No: 1234',
          status: 3,
        },
      });
    if (request.method === 'POST' && path === '/courier/generate/label')
      return send(200, {
        label_created: 1,
        label_url: 'https://labels.stand-in.invalid/label.pdf',
        response: 'Label has been created and uploaded successfully!',
      });
    if (request.method === 'POST' && path === '/orders/cancel/shipment/awbs')
      return send(200, { message: 'Bulk Shipment cancellation is in progress. Please wait for 24 hours.' });
    const tracked = /^\/courier\/track\/awb\/(\w+)$/.exec(path);
    if (request.method === 'GET' && tracked) {
      const rows = state.activities.get(tracked[1]!) ?? [];
      return send(200, {
        tracking_data: {
          track_status: rows.length ? 1 : 0,
          shipment_status: 6,
          shipment_track: [],
          shipment_track_activities: rows,
          track_url: `https://shiprocket.co/tracking/${tracked[1]}`,
        },
      });
    }
    if (request.method === 'GET' && path.startsWith('/account/details/remittance')) return send(200, { data: [] });
    send(404, { message: 'Not Found', status_code: 404 });
  });
  // The real API keeps a connection open far longer than Node's 5 s default; closing an idle one sooner lets a
  // slow test's next call meet a socket the server has just closed (a reset, not an answer).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn = state as ShiprocketStandIn;
  standIn.apiBase = `http://127.0.0.1:${port}/v1/external`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

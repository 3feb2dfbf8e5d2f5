// Local stand-ins for the two providers' HTTP APIs, for tests: Meta's WhatsApp Cloud API
// (POST /{version}/{phone-number-id}/messages, Bearer token) and MSG91's Flow API (POST /api/v5/flow,
// authkey header). Each checks the request the way its provider's documentation says it does, answers with
// the documented shapes (recorded answers), and records every request. Listens on 127.0.0.1, a random port.
import 'server-only';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenProviderRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown };
export type StandInMode = 'ok' | 'server-error' | 'garbage';

export type MessagingStandIn = {
  /** WHATSAPP_API_BASE: the origin with Meta's version path. */
  whatsappBase: string;
  /** SMS_API_BASE */
  smsBase: string;
  token: string;
  phoneNumberId: string;
  authKey: string;
  mode: StandInMode;
  seen: SeenProviderRequest[];
  close: () => Promise<void>;
};

/** A number Meta refuses, as it refuses one outside a test number's allowed list. */
export const REFUSED_NUMBER = '919999999999';

type Json = Record<string, unknown>;

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

const metaError = (message: string, code: number, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: 'AbCdEfGhIjK' },
});

function answerMeta(state: MessagingStandIn, request: SeenProviderRequest, counter: number): [number, unknown] {
  if (request.url !== `/v21.0/${state.phoneNumberId}/messages`)
    return [400, metaError('Unsupported post request.', 100, 'GraphMethodException')];
  if (request.headers.authorization !== `Bearer ${state.token}`)
    return [401, metaError('Invalid OAuth access token - Cannot parse access token', 190)];
  const body = (request.body ?? {}) as Json;
  if (body.messaging_product !== 'whatsapp' || typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to))
    return [400, metaError('(#100) Invalid parameter', 100)];
  if (body.to === REFUSED_NUMBER)
    return [400, metaError('(#131030) Recipient phone number not in allowed list', 131030)];
  const id = `wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS${String(counter).padStart(6, '0')}`;
  return [200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] }];
}

function answerMsg91(state: MessagingStandIn, request: SeenProviderRequest, counter: number): [number, unknown] {
  if (request.headers.authkey !== state.authKey) return [401, { type: 'error', message: 'Authentication failure' }];
  const body = (request.body ?? {}) as Json;
  const recipients = Array.isArray(body.recipients) ? (body.recipients as Json[]) : [];
  if (!body.template_id) return [400, { type: 'error', message: 'Template ID missing' }];
  if (!recipients.length || !recipients.every((r) => typeof r.mobiles === 'string' && /^91\d{10}$/.test(r.mobiles)))
    return [400, { type: 'error', message: 'Mobile number not found' }];
  return [200, { type: 'success', message: `3763646c305837353039${String(counter).padStart(4, '0')}` }];
}

export async function startMessagingStandIn(): Promise<MessagingStandIn> {
  let counter = 0;
  const state = {
    token: 'EAAstandintoken',
    phoneNumberId: '106540352242922',
    authKey: 'standin-authkey',
    mode: 'ok',
    seen: [],
  } as unknown as MessagingStandIn;
  const server: Server = createServer(async (request, response) => {
    const seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: await readBody(request),
    };
    state.seen.push(seen);
    const send = ([status, payload]: [number, unknown]) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (state.mode === 'server-error') return send([500, metaError('An unknown error has occurred.', 1)]);
    if (state.mode === 'garbage') return send([200, '<html>Service Unavailable</html>']);
    if (seen.method !== 'POST') return send([405, { type: 'error', message: 'Method not allowed' }]);
    counter += 1;
    send(seen.url === '/api/v5/flow' ? answerMsg91(state, seen, counter) : answerMeta(state, seen, counter));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.whatsappBase = `${origin}/v21.0`;
  state.smsBase = origin;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

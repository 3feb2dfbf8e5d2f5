// The aggregator's HTTP API, modelled on Shiprocket's external API (apiv2.shiprocket.in/v1/external): log in
// with the account's email and password for a bearer token (or use a token given), create an adhoc order,
// assign it an AWB, ask for the pickup and the label; track by AWB; cancel by AWB; a return order for a
// reverse pickup. Every call has a timeout; a 401 logs in again once. Its answers are read defensively: a
// field that is missing is the aggregator's failure, never a crash.
import 'server-only';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { mapCourierStatus } from './courier-status';
import {
  ShippingProviderError,
  type Booking,
  type BookingRequest,
  type CourierEvent,
  type Remittance,
  type ShippingProvider,
} from './shipping-provider';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';

export const SHIPROCKET_DEFAULT_API_BASE = 'https://apiv2.shiprocket.in/v1/external';
const TIMEOUT_MS = 15_000;

export type HttpProviderConfig = {
  apiBase: string;
  email: string;
  password: string;
  token: string;
  webhookSecret: string;
  /** The pickup location's nickname in the aggregator's panel. */
  pickupLocation: string;
};

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function address(prefix: 'billing' | 'pickup' | 'shipping', party: BookingRequest['to']): Json {
  const [first, ...rest] = party.name.split(' ');
  return {
    [`${prefix}_customer_name`]: first,
    [`${prefix}_last_name`]: rest.join(' '),
    [`${prefix}_address`]: party.address_line_1,
    [`${prefix}_address_2`]: party.address_line_2,
    [`${prefix}_city`]: party.city,
    [`${prefix}_pincode`]: party.postal_code,
    [`${prefix}_state`]: party.state,
    [`${prefix}_country`]: 'India',
    [`${prefix}_email`]: party.email ?? '',
    [`${prefix}_phone`]: party.phone,
  };
}

function orderBody(request: BookingRequest, pickupLocation: string): Json {
  return {
    order_id: request.reference,
    order_date: request.orderDate,
    pickup_location: pickupLocation,
    ...address('billing', request.to),
    shipping_is_billing: true,
    order_items: request.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: paiseToRupees(item.unitPaise),
    })),
    payment_method: request.codPaise > 0 ? 'COD' : 'Prepaid',
    sub_total: paiseToRupees(request.declaredValuePaise),
    length: request.lengthCm,
    breadth: request.breadthCm,
    height: request.heightCm,
    weight: request.weightGrams / 1000,
  };
}

function returnBody(request: BookingRequest): Json {
  return {
    ...orderBody(request, ''),
    ...address('pickup', request.from),
    ...address('shipping', request.to),
    payment_method: 'Prepaid',
  };
}

export function httpShippingProvider(config: HttpProviderConfig): ShippingProvider {
  let token = config.token;

  async function login(): Promise<string> {
    if (!config.email) throw new ShippingProviderError('rejected', M.providerAuth);
    const answer = await send('POST', '/auth/login', { email: config.email, password: config.password }, false);
    token = str(answer.token);
    if (!token) throw new ShippingProviderError('rejected', M.providerAuth);
    return token;
  }

  async function send(method: string, path: string, body?: Json, auth = true, retried = false): Promise<Json> {
    if (auth && !token) await login();
    let response: Response;
    try {
      response = await fetch(`${config.apiBase}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(auth ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ShippingProviderError('unavailable', M.providerUnavailable);
    }
    const text = await response.text();
    let parsed: Json;
    try {
      parsed = obj(JSON.parse(text));
    } catch {
      throw new ShippingProviderError('unavailable', M.providerUnavailable);
    }
    if (response.status === 401 && auth && !retried && config.email) {
      token = '';
      return send(method, path, body, auth, true);
    }
    if (response.status === 401 || response.status === 403) throw new ShippingProviderError('rejected', M.providerAuth);
    if (response.status >= 500) throw new ShippingProviderError('unavailable', M.providerUnavailable);
    if (response.status >= 400) {
      const message = str(parsed.message) || M.providerUnavailable;
      throw new ShippingProviderError(/serviceab/i.test(message) ? 'unserviceable' : 'rejected', message);
    }
    return parsed;
  }

  async function ship(created: Json, request: BookingRequest, isReturn: boolean): Promise<Booking> {
    const shipmentId = str(created.shipment_id);
    if (!shipmentId) throw new ShippingProviderError('unavailable', M.providerUnavailable);
    const assigned = await send('POST', '/courier/assign/awb', {
      shipment_id: shipmentId,
      ...(isReturn ? { is_return: 1 } : {}),
    });
    const data = obj(obj(obj(assigned.response).data));
    const awb = str(data.awb_code);
    if (Number(assigned.awb_assign_status) !== 1 || !awb) {
      const why = str(data.awb_assign_error) || str(assigned.message) || M.providerUnavailable;
      throw new ShippingProviderError(/serviceab/i.test(why) ? 'unserviceable' : 'rejected', why);
    }
    let pickupDate = request.pickupDate;
    if (!isReturn) {
      const pickup = await send('POST', '/courier/generate/pickup', {
        shipment_id: [shipmentId],
        ...(request.pickupDate ? { pickup_date: [request.pickupDate] } : {}),
      });
      pickupDate = str(obj(pickup.response).pickup_scheduled_date).slice(0, 10) || request.pickupDate;
    }
    return {
      providerOrderId: str(created.order_id),
      providerShipmentId: shipmentId,
      awb,
      courier: str(data.courier_name) || 'Courier',
      pickupDate,
      labelUrl: null,
      trackingUrl: `https://shiprocket.co/tracking/${awb}`,
      freightPaise: rupeesToPaise(Number(data.applied_weight_amount ?? data.freight_charges ?? 0)) || 0,
    };
  }

  return {
    name: 'shiprocket',
    webhookSecret: config.webhookSecret,
    async book(request) {
      return ship(
        await send('POST', '/orders/create/adhoc', orderBody(request, config.pickupLocation)),
        request,
        false,
      );
    },
    async reversePickup(request) {
      return ship(await send('POST', '/orders/create/return', returnBody(request)), request, true);
    },
    async cancel(awb) {
      await send('POST', '/orders/cancel/shipment/awbs', { awbs: [awb] });
    },
    async label(providerShipmentId) {
      const answer = await send('POST', '/courier/generate/label', { shipment_id: [providerShipmentId] });
      return str(answer.label_url) || null;
    },
    async track(awb): Promise<CourierEvent[]> {
      const answer = await send('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
      const activities = obj(answer.tracking_data).shipment_track_activities;
      if (!Array.isArray(activities)) return [];
      return activities.flatMap((raw) => {
        const activity = obj(raw);
        const event = mapCourierStatus(str(activity['sr-status-label']) || str(activity.activity));
        const when = new Date(str(activity.date).replace(' ', 'T') + '+05:30');
        if (!event || Number.isNaN(when.getTime())) return [];
        return [
          {
            eventId: `track:${awb}:${event}:${when.toISOString()}`,
            awb,
            event,
            occurredAt: when,
            reason: event === 'undelivered' ? str(activity.activity) : null,
            location: str(activity.location) || null,
          },
        ];
      });
    },
    async remittances(since): Promise<Remittance[]> {
      const answer = await send('GET', `/account/details/remittance?from=${since.toISOString().slice(0, 10)}`);
      const rows = Array.isArray(answer.data) ? answer.data : [];
      return rows.flatMap((raw) => {
        const row = obj(raw);
        const awb = str(row.awb);
        const remittedAt = new Date(str(row.remitted_at) || str(row.date));
        if (!awb || Number.isNaN(remittedAt.getTime())) return [];
        return [{ awb, amountPaise: rupeesToPaise(Number(row.amount)), utr: str(row.utr), remittedAt }];
      });
    },
  };
}

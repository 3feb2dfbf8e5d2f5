import { NextRequest } from 'next/server';
import { DomainError, notFound } from '@/lib/server/errors/domain-error';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { CART_ERROR_CODES } from '@/lib/shared/error-codes/cart-error-codes';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { COD_ERROR_CODES } from '@/lib/shared/payment-methods';
import { REVIEW_ERROR_CODES } from '@/lib/shared/schemas/review-schema';
import { ALERT_ERROR_CODES } from '@/lib/shared/schemas/alert-schema';
import { SHIPPING_ERROR_CODES } from '@/lib/shared/shipping-contract';
import {
  COD_CONFIRM_ERROR_CODES,
  EXCHANGE_ERROR_CODES,
  MARKETING_ERROR_CODES,
  WHATSAPP_ERROR_CODES,
} from '@/lib/shared/error-codes';
import { ERROR_STATUS } from './error-status';
import { apiRoute } from './route';

const CLIENT_ONLY = [
  AUTH_ERROR_CODES.sendUnavailable,
  AUTH_ERROR_CODES.verifyUnavailable,
  AUTH_ERROR_CODES.resendUnavailable,
];

function failingRoute(error: unknown) {
  const route = apiRoute(async () => {
    throw error;
  });
  return route(new NextRequest('http://localhost/api/v1/anything'), { params: Promise.resolve({}) });
}

describe('the status of every error code', () => {
  it('gives every code the server answers with, and no other, an HTTP error status', () => {
    const served = [
      ERROR_CODES,
      CART_ERROR_CODES,
      AUTH_ERROR_CODES,
      ORDER_ERROR_CODES,
      ADMIN_ERROR_CODES,
      COD_ERROR_CODES,
      REVIEW_ERROR_CODES,
      ALERT_ERROR_CODES,
      SHIPPING_ERROR_CODES,
      COD_CONFIRM_ERROR_CODES,
      EXCHANGE_ERROR_CODES,
      MARKETING_ERROR_CODES,
      WHATSAPP_ERROR_CODES,
    ]
      .flatMap((codes): string[] => Object.values(codes))
      .filter((code) => !CLIENT_ONLY.some((clientOnly) => clientOnly === code));
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...new Set(served)].sort());
    const notErrors = Object.entries(ERROR_STATUS).filter(
      ([, status]) => !(Number.isInteger(status) && status >= 400 && status <= 599),
    );
    expect(notErrors).toEqual([]);
  });

  it('answers a domain failure with its message, code and details, at the status of its code', async () => {
    const response = await failingRoute(
      new DomainError(ORDER_ERROR_CODES.priceChanged, 'Prices changed', { product_id: 7, details: ['price changed'] }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'Prices changed',
      error_code: 'PRICE_CHANGED',
      product_id: 7,
      details: ['price changed'],
    });
  });

  it('answers each code at its own status', async () => {
    expect((await failingRoute(notFound('Product not found'))).status).toBe(404);
    expect((await failingRoute(new DomainError(AUTH_ERROR_CODES.rateLimited, 'Wait'))).status).toBe(429);
    expect((await failingRoute(new DomainError(CART_ERROR_CODES.invalidCoupon, 'Invalid coupon code'))).status).toBe(
      422,
    );
  });

  it('answers anything else as a 500 that shows no internals', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await failingRoute(new Error('connection refused at 10.0.0.5'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      error_code: 'INTERNAL_ERROR',
    });
    jest.restoreAllMocks();
  });
});

'use client';
// The outcome of a checkout, handed to /order-success and /order-failure through sessionStorage (Next has no
// navigation state). The success page takes its entry once: reopened later, it finds none and goes home.
import 'client-only';
import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/shared/constants';
import { PAYMENT_METHODS } from '@/lib/shared/payment-methods';

export const ORDER_SUCCESS_KEY = 'orderSuccess';
export const ORDER_FAILURE_KEY = 'orderFailure';

const successSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.number(),
  paymentId: z.string(),
  /** 'cod': nothing was paid yet (paymentId is empty); absent: paid online. */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  total: z.number(),
  itemsCount: z.number(),
  status: z.enum(ORDER_STATUSES),
  paidAt: z.string().nullable(),
});
export type OrderSuccessState = z.infer<typeof successSchema>;

const failureSchema = z.object({
  message: z.string(),
  detail: z.string().nullish(),
  orderId: z.number().nullish(),
  paymentId: z.string().nullish(),
  /** The order is still pending (its window was closed): 'Try again' pays this same order. */
  resumable: z.boolean().nullish(),
});
export type OrderFailureState = z.infer<typeof failureSchema>;

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage blocked: the page falls back to its default text */
  }
}

function read<S extends z.ZodType>(key: string, schema: S, remove: boolean): z.infer<S> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (remove) window.sessionStorage.removeItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const saveOrderSuccess = (state: OrderSuccessState) => write(ORDER_SUCCESS_KEY, state);
export const takeOrderSuccess = () => read(ORDER_SUCCESS_KEY, successSchema, true);
export const saveOrderFailure = (state: OrderFailureState) => write(ORDER_FAILURE_KEY, state);
export const readOrderFailure = () => read(ORDER_FAILURE_KEY, failureSchema, false);

'use client';
// Loads the provider's checkout script only when the shopper pays (no render-blocking third-party script on
// any page): Razorpay's from its host, or the sandbox's from ours.
import 'client-only';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import type { RazorpayConstructor } from './razorpay-types';

const LOAD_TIMEOUT_MS = 20_000;
const loading = new Map<string, Promise<RazorpayConstructor>>();

export class CheckoutScriptError extends Error {
  constructor() {
    super(CHECKOUT_MESSAGES.scriptFailed);
    this.name = 'CheckoutScriptError';
  }
}

function inject(src: string): Promise<RazorpayConstructor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new CheckoutScriptError());
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.onerror = fail;
    script.onload = () => {
      window.clearTimeout(timer);
      if (typeof window.Razorpay === 'function') resolve(window.Razorpay);
      else fail();
    };
    document.head.appendChild(script);
  });
}

export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  const pending =
    loading.get(src) ??
    inject(src).catch((error: unknown) => {
      // A failed load may succeed on the next try (the connection came back): do not remember the failure.
      loading.delete(src);
      throw error;
    });
  loading.set(src, pending);
  return pending;
}

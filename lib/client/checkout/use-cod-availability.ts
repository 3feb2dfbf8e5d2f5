'use client';
// Whether the shopper may pay this order in cash, asked again when the pincode or the total changes.
// Only a hint for the checkout's radio: placing the order checks everything again on the server.
import 'client-only';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/client/api';
import { PINCODE_PATTERN } from '@/lib/shared/delivery/delivery-zones';
import type { CodAvailability } from '@/lib/shared/payment-methods';

/** null while not known (loading, or the shop could not be asked). */
export function useCodAvailability(pincode: string, total: number): CodAvailability | null {
  const complete = PINCODE_PATTERN.test(pincode) ? pincode : '';
  const key = `${complete}|${total}`;
  const [answer, setAnswer] = useState<{ key: string; value: CodAvailability } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ total: String(total), ...(complete ? { pincode: complete } : {}) });
    apiFetch<CodAvailability>(`/payments/cod?${query}`, { signal: controller.signal })
      .then((value) => setAnswer({ key, value }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [complete, total, key]);
  return answer && answer.key === key ? answer.value : null;
}

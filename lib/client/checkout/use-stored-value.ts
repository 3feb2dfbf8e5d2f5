'use client';
// Checkout's gift cards, store credit and savings plan: the buyer's choice, and the shop's preview of what it
// pays of the amount due (POST /payments/stored-value), asked again when the amount or the choice changes. A
// code the shop refuses is not added, and its reason is kept to show beside the field. Only a preview:
// placing the order spends them again by the same rules, on the server.
import 'client-only';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { rupeesToPaise } from '@/lib/shared/money';
import type { StoredValuePreview } from '@/lib/shared/schemas/checkout-stored-value-schema';

export type StoredValueChoice = {
  gift_card_codes: string[];
  use_store_credit: boolean;
  savings_enrolment_id: number | null;
};

const NONE: StoredValueChoice = { gift_card_codes: [], use_store_credit: false, savings_enrolment_id: null };

const ask = (choice: StoredValueChoice, amountDue: number, signal?: AbortSignal) =>
  apiFetch<StoredValuePreview>('/payments/stored-value', {
    method: 'POST',
    body: { ...choice, amount_due: amountDue },
    signal,
    fallbackError: FAILURE_MESSAGES.somethingWrong,
  });

const reason = (error: unknown) =>
  error instanceof ApiRequestError
    ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.message)
    : FAILURE_MESSAGES.somethingWrong;

export function useStoredValue(amountDue: number) {
  const [choice, setChoice] = useState<StoredValueChoice>(NONE);
  const [preview, setPreview] = useState<StoredValuePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    ask(choice, amountDue, controller.signal)
      .then((answer) => setPreview(answer))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        // A balance gone meanwhile: start again from nothing applied, saying why.
        setError(reason(e));
        setChoice((current) => (current === NONE ? current : NONE));
      });
    return () => controller.abort();
  }, [choice, amountDue]);

  /** Tries the choice first; keeps it only when the shop accepts it. */
  const tryChoice = useCallback(
    async (next: StoredValueChoice) => {
      setChecking(true);
      try {
        setPreview(await ask(next, amountDue));
        setChoice(next);
        setError(null);
        return true;
      } catch (e) {
        setError(reason(e));
        return false;
      } finally {
        setChecking(false);
      }
    },
    [amountDue],
  );

  const applied = preview?.applied ?? [];
  return {
    choice,
    preview,
    error,
    checking,
    /** Paise the chosen stored value pays, as previewed. */
    appliedPaise: applied.reduce((sum, a) => sum + rupeesToPaise(a.amount), 0),
    applyCode: (code: string) => {
      const clean = code.trim();
      if (!clean || choice.gift_card_codes.some((c) => c.toUpperCase() === clean.toUpperCase()))
        return Promise.resolve(false);
      return tryChoice({ ...choice, gift_card_codes: [...choice.gift_card_codes, clean] });
    },
    removeCode: (code: string) =>
      void tryChoice({ ...choice, gift_card_codes: choice.gift_card_codes.filter((c) => c !== code) }),
    setUseCredit: (on: boolean) => void tryChoice({ ...choice, use_store_credit: on }),
    setSavings: (id: number | null) => void tryChoice({ ...choice, savings_enrolment_id: id }),
  };
}

export type StoredValueState = ReturnType<typeof useStoredValue>;

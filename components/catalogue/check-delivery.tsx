'use client';
// 'Check delivery' on product pages and in the cart: a 6-digit pincode gives the delivery date, or
// that the shop does not deliver there yet. The pincode is kept for the session (sessionStorage: it is not a
// secret) and checked again on the next page. Plain HTML, so it adds little script to a product page.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { API_BASE } from '@/lib/client/api';
import { PINCODE_PATTERN } from '@/lib/shared/delivery/delivery-zones';
import { DELIVERY_MESSAGES as M } from '@/lib/shared/messages/delivery';
import { DELIVERY_PINCODE_KEY } from '@/lib/shared/storage-keys';
import styles from './check-delivery.module.css';

type Answer = { deliverable: boolean; message: string };

async function fetchEstimate(pincode: string, leadTimeDays?: number | null): Promise<Answer> {
  const lead = leadTimeDays ? `&lead_time_days=${leadTimeDays}` : '';
  const res = await fetch(`${API_BASE}/delivery/estimate?pincode=${pincode}${lead}`);
  const body = (await res.json().catch(() => null)) as { message?: string; deliverable?: boolean } | null;
  if (!res.ok || !body?.message) throw new Error(body?.message ?? M.checkFailed);
  return { deliverable: Boolean(body.deliverable), message: body.message };
}

/** leadTimeDays: a made-to-order piece's days to make, so the date counts from when it ships. */
export function CheckDelivery({ leadTimeDays }: { leadTimeDays?: number | null } = {}) {
  const id = useId();
  const [pincode, setPincode] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(value: string) {
    if (!PINCODE_PATTERN.test(value)) {
      setAnswer(null);
      setError(M.pincodeInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setAnswer(await fetchEstimate(value, leadTimeDays));
      sessionStorage.setItem(DELIVERY_PINCODE_KEY, value);
    } catch (failure) {
      setAnswer(null);
      setError(failure instanceof Error && failure.message ? failure.message : M.checkFailed);
    } finally {
      setBusy(false);
    }
  }

  // The pincode checked earlier in this session is checked again here (its answer may differ on another day).
  useEffect(() => {
    const remembered = sessionStorage.getItem(DELIVERY_PINCODE_KEY);
    if (!remembered || !PINCODE_PATTERN.test(remembered)) return;
    let live = true;
    fetchEstimate(remembered, leadTimeDays)
      .then((found) => {
        if (!live) return;
        setPincode(remembered);
        setAnswer(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [leadTimeDays]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(pincode.trim());
  };

  return (
    <form className={styles.box} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        {M.title}
      </p>
      <div className={styles.row}>
        <label htmlFor={`${id}-pin`} className={styles.label}>
          {M.pincodeLabel}
        </label>
        <input
          id={`${id}-pin`}
          name="pincode"
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pincode}
          onChange={(e) => setPincode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-result`}
        />
        <button type="submit" className={styles.button} disabled={busy}>
          {M.check}
        </button>
      </div>
      <p
        id={`${id}-result`}
        className={
          error
            ? `${styles.result} ${styles.error}`
            : answer && !answer.deliverable
              ? `${styles.result} ${styles.error}`
              : styles.result
        }
        aria-live="polite"
      >
        {error ?? answer?.message ?? ''}
      </p>
    </form>
  );
}

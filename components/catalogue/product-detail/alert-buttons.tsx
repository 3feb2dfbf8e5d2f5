'use client';
// "Notify me" for a sold-out piece (or a sold-out size) and "Tell me if the price drops". A signed-in
// shopper's alert is kept at once; a guest gives an address and types the code mailed to it. Plain HTML like
// the rest of the purchase panel; answers are read out through a polite live region. The request and the
// guest's form are code of their own (alert-request.ts, alert-guest-form.tsx), fetched when the shopper
// reaches for a button, so the page carries only the buttons.
import { useId, useState, type FormEvent } from 'react';
import { lazyIsland, preloadOnIntent } from '@/components/common/lazy-island';
import { useSessionUser } from '@/lib/client/stores/session-store';
import { ALERT_MESSAGES as M } from '@/lib/shared/messages/product-alerts';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import type { Ask, GuestStep } from './alert-request';
import delivery from '../check-delivery.module.css';
import styles from './product-detail.module.css';

const AlertGuestForm = lazyIsland(() => import('./alert-guest-form').then((m) => m.AlertGuestForm));
const loadRequest = () => import('./alert-request');
const request = { preload: () => void loadRequest().catch(() => undefined) };
const intent = preloadOnIntent(request, AlertGuestForm);

type Props = {
  productId: number;
  /** The piece can be ordered in some size (or at all). */
  inStock: boolean;
  /** Sizes that are sold out while others are not. */
  soldOutSizes: string[];
  /** The size chosen on the page, for the price-drop alert. */
  size: string;
};

const backInStock = (size: string | null): Ask => ({ kind: 'back_in_stock', size });
const priceDrop = (size: string): Ask => ({ kind: 'price_drop', size: size || null });

export function AlertButtons({ productId, inStock, soldOutSizes, size }: Props) {
  const id = useId();
  const user = useSessionUser();
  const [sizeWanted, setSizeWanted] = useState(soldOutSizes[0] ?? '');
  const [guest, setGuest] = useState<GuestStep | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(ask: Ask, step?: GuestStep) {
    setBusy(true);
    setMessage(null);
    try {
      const outcome = await (await loadRequest()).requestAlert(productId, ask, step);
      setGuest(outcome.next);
      setMessage(outcome.text ? { text: outcome.text, error: outcome.error } : null);
    } catch {
      // The code could not be fetched (offline): said as any failure is, the guest's step kept.
      setMessage({ text: FAILURE_MESSAGES.somethingWrong, error: true });
    } finally {
      setBusy(false);
    }
  }

  const start = (ask: Ask) => {
    if (user) void send(ask);
    else {
      setMessage(null);
      setGuest({ ask, email: '', sessionToken: null, code: '' });
    }
  };
  const submitGuest = (event: FormEvent) => {
    event.preventDefault();
    if (guest) void send(guest.ask, guest);
  };

  return (
    <div className={styles.alerts} data-testid="product-alerts">
      <div className={styles.alertActions}>
        {!inStock && (
          <button
            type="button"
            className={delivery.button}
            disabled={busy}
            {...intent}
            onClick={() => start(backInStock(null))}
          >
            {M.notifyMe}
          </button>
        )}
        {inStock && soldOutSizes.length > 0 && (
          <span className={delivery.row}>
            <label htmlFor={`${id}-size`} className={delivery.label}>
              {M.soldOutSize}
            </label>
            <select
              id={`${id}-size`}
              className={delivery.input}
              value={sizeWanted}
              onChange={(e) => setSizeWanted(e.target.value)}
            >
              {soldOutSizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={delivery.button}
              disabled={busy}
              {...intent}
              onClick={() => start(backInStock(sizeWanted))}
            >
              {M.notifyMeSize(sizeWanted)}
            </button>
          </span>
        )}
        <button
          type="button"
          className={delivery.button}
          disabled={busy}
          {...intent}
          onClick={() => start(priceDrop(size))}
        >
          {M.priceDrop}
        </button>
      </div>
      {guest && (
        <AlertGuestForm
          id={id}
          guest={guest}
          busy={busy}
          onChange={setGuest}
          onSubmit={submitGuest}
          onCancel={() => setGuest(null)}
        />
      )}
      <p role="status" className={message?.error ? `${delivery.result} ${delivery.error}` : delivery.result}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}

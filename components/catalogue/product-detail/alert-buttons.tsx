'use client';
// "Notify me" for a sold-out piece (or a sold-out size) and "Tell me if the price drops". A signed-in
// shopper's alert is kept at once; a guest gives an address and types the code mailed to it. Plain HTML like
// the rest of the purchase panel; answers are read out through a polite live region.
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/client/api';
import { askForAlert } from '@/lib/client/alerts/alerts-api';
import { useSessionUser } from '@/lib/client/stores/session-store';
import { ALERT_MESSAGES as M } from '@/lib/shared/messages/product-alerts';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import type { AlertKind } from '@/lib/shared/schemas/alert-schema';
import delivery from '../check-delivery.module.css';
import styles from './product-detail.module.css';

type Props = {
  productId: number;
  /** The piece can be ordered in some size (or at all). */
  inStock: boolean;
  /** Sizes that are sold out while others are not. */
  soldOutSizes: string[];
  /** The size chosen on the page, for the price-drop alert. */
  size: string;
};

type Ask = { kind: AlertKind; size: string | null };
const backInStock = (size: string | null): Ask => ({ kind: 'back_in_stock', size });
const priceDrop = (size: string): Ask => ({ kind: 'price_drop', size: size || null });
type Guest = { ask: Ask; email: string; sessionToken: string | null; code: string };

export function AlertButtons({ productId, inStock, soldOutSizes, size }: Props) {
  const id = useId();
  const user = useSessionUser();
  const [sizeWanted, setSizeWanted] = useState(soldOutSizes[0] ?? '');
  const [guest, setGuest] = useState<Guest | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(ask: Ask, step?: Guest) {
    setBusy(true);
    setMessage(null);
    try {
      const body = {
        kind: ask.kind,
        size: ask.size,
        ...(step ? { email: step.email } : {}),
        ...(step?.sessionToken ? { session_token: step.sessionToken, otp_code: step.code } : {}),
      };
      const answer = await askForAlert(productId, body);
      if ('alert' in answer) {
        setGuest(null);
        setMessage({ text: M.created[ask.kind], error: false });
      } else if (step) {
        setGuest({ ...step, sessionToken: answer.session_token, code: '' });
        setMessage({ text: M.codeSent(step.email), error: false });
      }
    } catch (failure) {
      const text = failure instanceof ApiRequestError ? failure.message : FAILURE_MESSAGES.somethingWrong;
      setMessage({ text, error: true });
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
          <button type="button" className={delivery.button} disabled={busy} onClick={() => start(backInStock(null))}>
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
              onClick={() => start(backInStock(sizeWanted))}
            >
              {M.notifyMeSize(sizeWanted)}
            </button>
          </span>
        )}
        <button type="button" className={delivery.button} disabled={busy} onClick={() => start(priceDrop(size))}>
          {M.priceDrop}
        </button>
      </div>
      {guest && (
        <form className={delivery.box} onSubmit={submitGuest} aria-label={M.guestFormLabel}>
          {guest.sessionToken === null ? (
            <span className={delivery.row}>
              <label htmlFor={`${id}-email`} className={delivery.label}>
                {M.emailLabel}
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                required
                className={delivery.input}
                value={guest.email}
                onChange={(e) => setGuest({ ...guest, email: e.target.value })}
              />
              <button type="submit" className={delivery.button} disabled={busy}>
                {M.sendCode}
              </button>
            </span>
          ) : (
            <span className={delivery.row}>
              <label htmlFor={`${id}-code`} className={delivery.label}>
                {M.codeLabel}
              </label>
              <input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                className={delivery.input}
                value={guest.code}
                onChange={(e) => setGuest({ ...guest, code: e.target.value.trim() })}
              />
              <button type="submit" className={delivery.button} disabled={busy}>
                {M.confirm}
              </button>
            </span>
          )}
          <button type="button" className={styles.alertCancel} onClick={() => setGuest(null)}>
            {M.cancel}
          </button>
        </form>
      )}
      <p role="status" className={message?.error ? `${delivery.result} ${delivery.error}` : delivery.result}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}

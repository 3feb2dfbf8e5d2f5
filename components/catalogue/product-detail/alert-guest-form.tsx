'use client';
// A guest's alert in two steps: the address, then the code mailed to it. Loaded when the shopper reaches for an
// alert button (alert-buttons.tsx), which keeps the state and sends.
import type { FormEvent } from 'react';
import { ALERT_MESSAGES as M } from '@/lib/shared/messages/product-alerts';
import type { GuestStep } from './alert-request';
import delivery from '../check-delivery.module.css';
import styles from './product-detail.module.css';

type Props = {
  /** The buttons' useId, which the fields' ids start with. */
  id: string;
  guest: GuestStep;
  busy: boolean;
  onChange: (guest: GuestStep) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
};

export function AlertGuestForm({ id, guest, busy, onChange, onSubmit, onCancel }: Props) {
  return (
    <form className={delivery.box} onSubmit={onSubmit} aria-label={M.guestFormLabel}>
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
            onChange={(e) => onChange({ ...guest, email: e.target.value })}
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
            onChange={(e) => onChange({ ...guest, code: e.target.value.trim() })}
          />
          <button type="submit" className={delivery.button} disabled={busy}>
            {M.confirm}
          </button>
        </span>
      )}
      <button type="button" className={styles.alertCancel} onClick={onCancel}>
        {M.cancel}
      </button>
    </form>
  );
}

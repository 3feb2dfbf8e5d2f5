'use client';
// The old-gold calculator: purity and weight, and the value the shop quotes for them today (POST /exchange/quote).
// The quote is kept for the tab, and checkout takes it off what is paid.
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/client/api';
import { requestQuote } from '@/lib/client/exchange/exchange-api';
import { EXCHANGE_MESSAGES as X } from '@/lib/shared/messages/exchange';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { metalOfKey, type ApiExchangeQuote, type ExchangeRateKey } from '@/lib/shared/selling/old-gold';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop-time';
import styles from './selling-offers.module.css';

type Props = { purities: readonly ExchangeRateKey[]; deductionPercent: number };

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

export function ExchangeCalculator({ purities, deductionPercent }: Props) {
  const id = useId();
  const [key, setKey] = useState<ExchangeRateKey>(purities.includes('gold_22k') ? 'gold_22k' : purities[0]);
  const [weight, setWeight] = useState('');
  const [quote, setQuote] = useState<ApiExchangeQuote | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      setQuote(await requestQuote({ ...metalOfKey(key), weight_grams: Number(weight) }));
    } catch (e) {
      setQuote(null);
      setError(e instanceof ApiRequestError ? e.message : FAILURE_MESSAGES.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.calculator} onSubmit={onSubmit} aria-label={X.calculatorTitle} noValidate>
      <p className={styles.footnote}>{X.calculatorIntro(deductionPercent)}</p>
      <div className={styles.fields}>
        <label htmlFor={`${id}-purity`}>{X.purityLabel}</label>
        <select id={`${id}-purity`} value={key} onChange={(e) => setKey(e.target.value as ExchangeRateKey)}>
          {purities.map((p) => {
            const { metal, purity } = metalOfKey(p);
            return (
              <option key={p} value={p}>
                {metal === 'gold' ? `${purity} gold` : `${purity} silver`}
              </option>
            );
          })}
        </select>
        <label htmlFor={`${id}-weight`}>{X.weightLabel}</label>
        <input
          id={`${id}-weight`}
          inputMode="decimal"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          aria-invalid={Boolean(error)}
        />
        <button type="submit" className={styles.quoteButton} disabled={busy || !weight}>
          {X.quoteButton}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {quote && (
          <p className={styles.result} data-testid="exchange-quote">
            {X.quoteResult(quote.value, timeOf(quote.valid_until))} {X.quoteUseHint}
          </p>
        )}
        {error && <p className={styles.error}>{error}</p>}
      </div>
    </form>
  );
}

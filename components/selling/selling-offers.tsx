'use client';
// Under the price on the product page and in the cart: "EMI from ₹X/month" with its plans on a click, and
// "Exchange your old gold": the plans' table and the calculator load their code when the shopper reaches for
// their buttons (pointer, touch or focus), so the page's own script stays small.
import { useState } from 'react';
import { lazyIsland, preloadOnIntent } from '@/components/common/lazy-island';
import { emiFrom, emiOptions } from '@/lib/shared/selling/emi-plans';
import type { SellingOffersSettings } from '@/lib/shared/selling/selling-settings';
import { EMI_MESSAGES as E } from '@/lib/shared/messages/emi';
import { EXCHANGE_MESSAGES as X } from '@/lib/shared/messages/exchange';
import styles from './selling-offers.module.css';

const ExchangeCalculator = lazyIsland(() => import('./exchange-calculator').then((m) => m.ExchangeCalculator));
const EmiPlansTable = lazyIsland(() => import('./emi-plans-table').then((m) => m.EmiPlansTable));

export function SellingOffers({ price, settings }: { price: number; settings: SellingOffersSettings }) {
  const [plansOpen, setPlansOpen] = useState(false);
  const [exchangeOpen, setExchangeOpen] = useState(false);
  const lowest = emiFrom(price, settings.emi_plans);
  const options = emiOptions(price, settings.emi_plans);
  const noCost = options.filter((o) => o.noCost).map((o) => o.months);
  const exchange = settings.exchange_enabled && settings.exchange_purities.length > 0;
  if (!lowest && !exchange) return null;
  return (
    <div className={styles.offers} data-testid="selling-offers">
      {lowest && (
        <div>
          <p className={styles.line}>
            <span data-testid="emi-from">
              {lowest.noCost ? E.emiFrom(lowest.monthly) : E.emiFromAt(lowest.monthly, lowest.annual_interest_percent)}
            </span>
            {noCost.length > 0 && <span className={styles.noCost}>{E.noCostOn(noCost)}</span>}{' '}
            <button
              type="button"
              className={styles.link}
              aria-expanded={plansOpen}
              {...preloadOnIntent(EmiPlansTable)}
              onClick={() => setPlansOpen(!plansOpen)}
            >
              {plansOpen ? E.hidePlans : E.viewPlans}
            </button>
          </p>
          {plansOpen && <EmiPlansTable price={price} plans={settings.emi_plans} />}
        </div>
      )}
      {exchange && (
        <div>
          <button
            type="button"
            className={styles.link}
            aria-expanded={exchangeOpen}
            {...preloadOnIntent(ExchangeCalculator)}
            onClick={() => setExchangeOpen(!exchangeOpen)}
          >
            {X.calculatorTitle}
          </button>
          {exchangeOpen && (
            <ExchangeCalculator
              purities={settings.exchange_purities}
              deductionPercent={settings.exchange_deduction_percent}
            />
          )}
        </div>
      )}
    </div>
  );
}

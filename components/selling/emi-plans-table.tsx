'use client';
// The EMI plans a price qualifies for, each plan's instalment, interest and total: shown when the shopper asks
// for them ("View plans"), so its code loads then (selling-offers.tsx), not with the page.
import { emiOptions, type EmiPlan } from '@/lib/shared/selling/emi-plans';
import { EMI_MESSAGES as E } from '@/lib/shared/messages/emi';
import { formatRupees } from '@/lib/shared/money';
import styles from './selling-offers.module.css';

export function EmiPlansTable({ price, plans }: { price: number; plans: readonly EmiPlan[] }) {
  return (
    <>
      <table className={styles.table} data-testid="emi-table">
        <caption>{E.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{E.months}</th>
            <th scope="col">{E.monthly}</th>
            <th scope="col">{E.interest}</th>
            <th scope="col">{E.total}</th>
          </tr>
        </thead>
        <tbody>
          {emiOptions(price, plans).map((o) => (
            <tr key={o.months}>
              <th scope="row">{o.months}</th>
              <td>{formatRupees(o.monthly)}</td>
              <td>{E.rate(o.annual_interest_percent)}</td>
              <td>{formatRupees(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.footnote}>{E.footnote}</p>
    </>
  );
}

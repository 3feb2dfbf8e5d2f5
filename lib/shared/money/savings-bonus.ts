// A savings plan's bonus: the shop's share, bonus_percent % of one instalment, earned in proportion to the
// months actually paid (a month missed beyond its grace shrinks it by 1/months). Half-up to the paisa, never
// more than the full share. It is a discount on the jewellery bought with the plan, never cash or interest.
import { divRound } from './units';

export function savingsBonusPaise(
  instalmentPaise: number,
  bonusPercent: number,
  paidMonths: number,
  planMonths: number,
): number {
  if (planMonths <= 0 || paidMonths <= 0 || bonusPercent <= 0 || instalmentPaise <= 0) return 0;
  const paid = Math.min(paidMonths, planMonths);
  return divRound(instalmentPaise * bonusPercent * paid, 100 * planMonths);
}

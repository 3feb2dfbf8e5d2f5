// The rates page shows the time of the save it just made, not the time the page was read with.
import type { AdminMetalRate } from '@/lib/shared/back-office/rate-types';
import { shownRate } from './shown-rate';

const read: AdminMetalRate = {
  key: 'gold_22k',
  label: 'Gold 22K (916)',
  rate_per_gram: 7000,
  updated_at: '2026-11-01T04:30:00.000Z',
  updated_by: 'meera@example.com',
};
const saved: AdminMetalRate = {
  ...read,
  rate_per_gram: 7150,
  updated_at: '2026-11-27T05:00:00.000Z',
  updated_by: 'ravi@example.com',
};

it('shows the saved rate and its time over the older one the page was read with', () => {
  expect(shownRate(read, saved)).toEqual(saved);
  expect(shownRate({ ...read, updated_at: null, rate_per_gram: null }, saved)).toEqual(saved);
});

it('shows a newer read (someone saved since) and the read alone before any save', () => {
  const newer = { ...read, rate_per_gram: 7200, updated_at: '2026-11-27T06:00:00.000Z' };
  expect(shownRate(newer, saved)).toEqual(newer);
  expect(shownRate(read, null)).toEqual(read);
});

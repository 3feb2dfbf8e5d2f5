// A made-to-order piece's ships-by day is a day the shop dispatches: never a Sunday or one of its holidays.
import { orderShipsBy, shipsByDate } from './made-to-order';

// 01:30 on Saturday 28 November 2026 in India (still the 27th in UTC).
const saturday = new Date('2026-11-27T20:00:00Z');

describe('the ships-by day of a made-to-order piece', () => {
  it('counts the lead time in IST calendar days from the day of the order', () => {
    expect(shipsByDate(saturday, 3)).toBe('2026-12-01');
    expect(shipsByDate(saturday, 5)).toBe('2026-12-03');
  });

  it('moves a Sunday to the Monday after', () => {
    expect(shipsByDate(saturday, 1)).toBe('2026-11-30');
    expect(shipsByDate(saturday, 8)).toBe('2026-12-07');
  });

  it('moves a holiday (and a Sunday before it) to the next working day', () => {
    expect(shipsByDate(saturday, 2, ['2026-11-30'])).toBe('2026-12-01');
    expect(shipsByDate(saturday, 1, ['2026-11-30', '2026-12-01'])).toBe('2026-12-02');
    expect(shipsByDate(saturday, 3, ['2026-11-30'])).toBe('2026-12-01');
  });

  it("takes the order's slowest piece, moved the same way", () => {
    expect(orderShipsBy(saturday, [null, 1, 8], ['2026-12-07'])).toBe('2026-12-08');
    expect(orderShipsBy(saturday, [null])).toBeNull();
  });
});

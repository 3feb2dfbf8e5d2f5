import { deliveryDate, deliveryZone, shortDate, type PincodePlace } from './delivery-zones';

const jaipur: PincodePlace = { pincode: '302003', district: 'Jaipur', city: 'Jaipur', state: 'Rajasthan' };
const place = (pincode: string, city: string, state: string): PincodePlace => ({
  pincode,
  district: city,
  city,
  state,
});

describe('delivery zones from the shop in Jaipur', () => {
  it.each([
    [place('302017', 'Jaipur', 'Rajasthan'), 'same_city'],
    [place('342001', 'Jodhpur', 'Rajasthan'), 'same_state'],
    [place('560001', 'Bangalore', 'Karnataka'), 'metro'],
    [place('110001', 'New Delhi', 'Delhi'), 'metro'],
    [place('482001', 'Jabalpur', 'Madhya Pradesh'), 'rest'],
    [place('781001', 'Guwahati', 'Assam'), 'remote'],
    [place('194101', 'Leh', 'Ladakh'), 'remote'],
    [place('744101', 'Port Blair', 'Andaman and Nicobar Islands'), 'remote'],
    [place('190001', 'Srinagar', 'Jammu and Kashmir'), 'remote'],
  ])('%o is %s', (to, zone) => {
    expect(deliveryZone(jaipur, to)).toBe(zone);
  });
});

describe('delivery dates', () => {
  it('counts working days, skipping Sundays and the holidays the owner set', () => {
    // Wednesday 25 Nov 2026 + 2 working days = Friday 27 Nov.
    expect(deliveryDate('2026-11-25', 2, [])).toBe('2026-11-27');
    // Saturday + 1 skips Sunday.
    expect(deliveryDate('2026-11-28', 1, [])).toBe('2026-11-30');
    // A holiday on Monday pushes it to Tuesday.
    expect(deliveryDate('2026-11-28', 1, ['2026-11-30'])).toBe('2026-12-01');
    // Across the year's end, with Christmas off.
    expect(deliveryDate('2026-12-24', 2, ['2026-12-25'])).toBe('2026-12-28');
  });

  it('writes the date as shoppers read it', () => {
    expect(shortDate('2026-11-27')).toBe('Fri, 27 Nov');
  });
});

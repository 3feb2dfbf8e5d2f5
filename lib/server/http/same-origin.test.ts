import { isCrossSiteWrite } from './same-origin';

const headers = (h: Record<string, string>) => new Headers({ host: 'shop.example', ...h });

describe('isCrossSiteWrite', () => {
  it('lets reads and same-origin writes through', () => {
    expect(isCrossSiteWrite('GET', headers({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isCrossSiteWrite('POST', headers({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteWrite('POST', headers({ origin: 'https://shop.example' }))).toBe(false);
  });
  it('refuses writes from another site', () => {
    expect(isCrossSiteWrite('POST', headers({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteWrite('DELETE', headers({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteWrite('PATCH', headers({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteWrite('POST', headers({ origin: 'null' }))).toBe(true);
  });
  it('lets non-browser clients (no Origin, no Sec-Fetch-Site) through: they carry no ambient cookie', () => {
    expect(isCrossSiteWrite('POST', headers({}))).toBe(false);
  });
});

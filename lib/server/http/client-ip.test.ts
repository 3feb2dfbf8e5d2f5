import { clientIp, UNKNOWN_CLIENT } from './client-ip';

/** An environment with only these variables (NODE_ENV is not needed by the functions under test). */
const envOf = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

const headers = (h: Record<string, string>) => new Headers(h);

describe('clientIp', () => {
  it('ignores forwarding headers unless TRUST_PROXY says a proxy sets them', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '1.2.3.4' }), envOf({}))).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers({ 'x-real-ip': '1.2.3.4' }), envOf({}))).toBe(UNKNOWN_CLIENT);
  });

  it('behind a proxy takes the first x-forwarded-for address, then x-real-ip, else local', () => {
    const env = envOf({ TRUST_PROXY: '1' });
    expect(clientIp(headers({ 'x-forwarded-for': ' 1.2.3.4 , 10.0.0.1' }), env)).toBe('1.2.3.4');
    expect(clientIp(headers({ 'x-real-ip': '5.6.7.8' }), env)).toBe('5.6.7.8');
    expect(clientIp(headers({}), env)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers({ 'x-forwarded-for': 'x'.repeat(500) }), env)).toHaveLength(64);
  });
});

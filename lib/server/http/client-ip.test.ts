import { UNKNOWN_CLIENT } from '@/lib/shared/constants';
import { clientIp, SOCKET_HEADER_ENV } from './client-ip';

/** An environment with only these variables (NODE_ENV is not needed by the functions under test). */
const envOf = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

const headers = (h: Record<string, string>) => new Headers(h);
const SOCKET = 'x-socket-address-test';

describe('clientIp', () => {
  it('ignores forwarding headers unless TRUST_PROXY says a proxy sets them', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '1.2.3.4' }), envOf({}))).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers({ 'x-real-ip': '1.2.3.4' }), envOf({}))).toBe(UNKNOWN_CLIENT);
  });

  it('takes the socket address our server writes, and a forged x-forwarded-for does not replace it', () => {
    const env = envOf({ [SOCKET_HEADER_ENV]: SOCKET });
    expect(
      clientIp(headers({ [SOCKET]: '203.0.113.7', 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }), env),
    ).toBe('203.0.113.7');
    // A header of that shape means nothing unless the server named it in this process.
    expect(clientIp(headers({ [SOCKET]: '203.0.113.7' }), envOf({}))).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers({}), env)).toBe(UNKNOWN_CLIENT);
  });

  it('counts an IPv4 caller on a dual-stack socket as its IPv4 address', () => {
    const env = envOf({ [SOCKET_HEADER_ENV]: SOCKET });
    expect(clientIp(headers({ [SOCKET]: '::ffff:127.0.0.1' }), env)).toBe('127.0.0.1');
    expect(clientIp(headers({ [SOCKET]: '::FFFF:10.0.0.2' }), env)).toBe('10.0.0.2');
    expect(clientIp(headers({ [SOCKET]: '2001:DB8::1' }), env)).toBe('2001:db8::1');
  });

  it('behind a proxy takes X-Real-IP, else the rightmost X-Forwarded-For entry (the proxy’s), else the socket', () => {
    const env = envOf({ TRUST_PROXY: '1', [SOCKET_HEADER_ENV]: SOCKET });
    expect(clientIp(headers({ 'x-real-ip': '5.6.7.8', 'x-forwarded-for': '1.2.3.4', [SOCKET]: '10.0.0.9' }), env)).toBe(
      '5.6.7.8',
    );
    // The caller wrote 6.6.6.6 themselves; the proxy appended the address it saw.
    expect(clientIp(headers({ 'x-forwarded-for': ' 6.6.6.6 , 198.51.100.4 ', [SOCKET]: '10.0.0.9' }), env)).toBe(
      '198.51.100.4',
    );
    expect(clientIp(headers({ 'x-forwarded-for': '::ffff:198.51.100.4' }), env)).toBe('198.51.100.4');
    expect(clientIp(headers({ [SOCKET]: '10.0.0.9' }), env)).toBe('10.0.0.9');
    expect(clientIp(headers({}), envOf({ TRUST_PROXY: '1' }))).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers({ 'x-forwarded-for': 'x'.repeat(500) }), env)).toHaveLength(64);
  });
});

import { absoluteUrl, siteUrl } from './site-url';
import { requestHost, warnOnceAboutHost } from '@/lib/server/http/host-warning';
import { hostMismatchWarning, siteUrlStartupWarning } from './site-url-warning';

const envOf = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('siteUrl', () => {
  it('defaults to localhost on the port the shop serves, not always 3000', () => {
    expect(siteUrl(envOf({ PORT: '4105' })).origin).toBe('http://localhost:4105');
    expect(siteUrl(envOf({})).origin).toBe('http://localhost:3000');
    expect(siteUrl(envOf({ PORT: 'eighty' })).origin).toBe('http://localhost:3000');
  });

  it('takes the origin of SITE_URL whatever the port', () => {
    expect(siteUrl(envOf({ PORT: '4105', SITE_URL: 'https://shop.example/any/path' })).origin).toBe(
      'https://shop.example',
    );
    expect(siteUrl(envOf({ PORT: '4105', SITE_URL: 'ftp://shop.example' })).origin).toBe('http://localhost:4105');
  });

  it('makes media paths absolute against the served port', () => {
    const previous = process.env.PORT;
    process.env.PORT = '4105';
    try {
      expect(absoluteUrl('/media/products/a-1.webp')).toBe('http://localhost:4105/media/products/a-1.webp');
    } finally {
      if (previous === undefined) delete process.env.PORT;
      else process.env.PORT = previous;
    }
  });
});

describe('SITE_URL warnings', () => {
  it('warns at a production start without SITE_URL, naming where links point', () => {
    const warning = siteUrlStartupWarning(envOf({ NODE_ENV: 'production', PORT: '4105' }));
    expect(warning).toMatch(/SITE_URL is not set/);
    expect(warning).toContain('http://localhost:4105');
    expect(siteUrlStartupWarning(envOf({ NODE_ENV: 'production', SITE_URL: 'not a url' }))).toMatch(
      /SITE_URL=not a url is not an http\(s\) URL/,
    );
    expect(siteUrlStartupWarning(envOf({ NODE_ENV: 'production', SITE_URL: 'https://shop.example' }))).toBeNull();
    expect(siteUrlStartupWarning(envOf({ NODE_ENV: 'development' }))).toBeNull();
  });

  it('warns about a request under another host than the links name, and not about the same host', () => {
    const configured = envOf({ SITE_URL: 'https://shop.example' });
    expect(hostMismatchWarning('shop.example', configured)).toBeNull();
    expect(hostMismatchWarning('evil.example', configured)).toMatch(/evil\.example.*https:\/\/shop\.example/);
    const unset = envOf({ PORT: '4105' });
    expect(hostMismatchWarning('localhost:4105', unset)).toBeNull();
    expect(hostMismatchWarning('127.0.0.1:4105', unset)).toBeNull();
    expect(hostMismatchWarning('shop.example', unset)).toMatch(/SITE_URL is unset/);
    expect(hostMismatchWarning('localhost:3000', unset)).not.toBeNull();
  });

  it('believes X-Forwarded-Host only behind a trusted proxy', () => {
    const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-host': 'shop.example' });
    expect(requestHost(headers, envOf({}))).toBe('localhost:3000');
    expect(requestHost(headers, envOf({ TRUST_PROXY: '1' }))).toBe('shop.example');
  });

  it('logs the host warning once per process', () => {
    const log = jest.fn();
    warnOnceAboutHost(new Headers({ host: 'localhost:3000' }), log);
    expect(log).not.toHaveBeenCalled();
    warnOnceAboutHost(new Headers({ host: 'shop.example' }), log);
    warnOnceAboutHost(new Headers({ host: 'other.example' }), log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/^\[site-url\] A request arrived for shop\.example/);
  });
});

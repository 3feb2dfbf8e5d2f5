// The shop listens where docs/configuration.md says: LISTEN_HOST unset means loopback on IPv4 and IPv6 and
// nothing else; LISTEN_HOST=0.0.0.0 means every interface. Read from the kernel's own table of listening
// sockets (/proc/net/tcp and tcp6, what `ss -ltn` prints), with real servers started by the function
// scripts/serve.mjs starts its servers with.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listenAll, listenHosts } from './listen-hosts.cjs';

const LISTEN_STATE = '0A';

/** The kernel's hex address (little-endian words) as text: 0100007F -> 127.0.0.1, 0..01000000 -> ::1. */
function decode(hex: string): string {
  if (hex.length === 8) return Buffer.from(hex, 'hex').reverse().join('.');
  const words = hex.match(/.{8}/g)!.map((word) => Buffer.from(word, 'hex').reverse().toString('hex'));
  const groups = words
    .join('')
    .match(/.{4}/g)!
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return groups
    .join(':')
    .replace(/(^|:)0(:0)+(:|$)/, '::')
    .replace(/^:::?|:::?$/g, '::');
}

/** Every address listening on `port`, as `ss -ltn` would show it. */
function listeningOn(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [address, portHex] = local.split(':');
      if (state === LISTEN_STATE && parseInt(portHex, 16) === port) found.push(decode(address));
    }
  }
  return found.sort();
}

const hasIpv6Loopback =
  fs.existsSync('/proc/net/if_inet6') &&
  fs.readFileSync('/proc/net/if_inet6', 'utf8').includes('00000000000000000000000000000001');

async function serve(listenHost: string | undefined) {
  const servers = await listenAll(() => http.createServer((_req, res) => res.end('shop')), 0, listenHosts(listenHost));
  const port = (servers[0].address() as { port: number }).port;
  return { servers, port, close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))) };
}

const get = (url: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get(url, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });

describe('listenHosts', () => {
  it('reads unset, blank and localhost as both loopback addresses, anything else as written', () => {
    expect(listenHosts(undefined)).toEqual(['127.0.0.1', '::1']);
    expect(listenHosts('  ')).toEqual(['127.0.0.1', '::1']);
    expect(listenHosts('localhost')).toEqual(['127.0.0.1', '::1']);
    expect(listenHosts(' 0.0.0.0 ')).toEqual(['0.0.0.0']);
    expect(listenHosts('::')).toEqual(['::']);
  });
});

describe('the listening sockets', () => {
  it('are loopback only by default, on IPv4 and IPv6, and both answer', async () => {
    const shop = await serve(undefined);
    try {
      expect(listeningOn(shop.port)).toEqual(hasIpv6Loopback ? ['127.0.0.1', '::1'] : ['127.0.0.1']);
      expect(await get(`http://127.0.0.1:${shop.port}/`)).toBe('shop');
      if (hasIpv6Loopback) expect(await get(`http://[::1]:${shop.port}/`)).toBe('shop');
    } finally {
      await shop.close();
    }
    expect(listeningOn(shop.port)).toEqual([]);
  });

  it('are every IPv4 interface with LISTEN_HOST=0.0.0.0', async () => {
    const shop = await serve('0.0.0.0');
    try {
      expect(listeningOn(shop.port)).toEqual(['0.0.0.0']);
    } finally {
      await shop.close();
    }
  });

  it('refuses a port already taken, leaving nothing half-started', async () => {
    const taken = await serve('127.0.0.1');
    try {
      await expect(listenAll(() => http.createServer(), taken.port, listenHosts(undefined))).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
      expect(listeningOn(taken.port)).toEqual(['127.0.0.1']);
    } finally {
      await taken.close();
    }
  });
});

it('scripts/serve.mjs listens through listenAll with the hosts LISTEN_HOST names, and nowhere else', () => {
  const source = fs.readFileSync(path.join(process.cwd(), 'scripts', 'serve.mjs'), 'utf8');
  expect(source).toMatch(/listenHosts\.listenAll\(createServer, port, listenHosts\.listenHosts\(hostname\)\)/);
  expect(source).toMatch(/const hostname = process\.env\.LISTEN_HOST/);
  // No other listen call: the one at the old line 64 listened on every interface.
  expect(source.match(/\.listen\(/g)).toBeNull();
});

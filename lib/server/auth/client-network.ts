// The client a password guess is counted against. One IPv6 customer is given a whole /64 (often far more), so
// counting per address would hand a guesser 2^64 fresh "clients", each let through the account's day cap once
// (login-limits.ts). An IPv6 address counts as its /64; IPv4 (and IPv4 mapped into IPv6) as the address.
import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';

/** Eight 16-bit groups of an IPv6 address, `::` expanded and an embedded IPv4 tail turned into two groups. */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

export function clientNetwork(clientIp: string): string {
  if (isIPv4(clientIp) || !isIPv6(clientIp)) return clientIp;
  const groups = groupsOf(clientIp);
  // ::ffff:a.b.c.d is an IPv4 client reached over a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

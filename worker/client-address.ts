import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  expandIPv6,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';

/**
 * The client a limit or cap is counted against: Cloudflare's connecting IP, an IPv6 address as its
 * /64 (one subscriber's network: a phone or home router picks any address in it, so counting single
 * addresses would hand one client 2^64 budgets). An IPv4-mapped IPv6 address counts as its IPv4
 * address. Never stored: a limiter's key only, or hashed with a secret (ab-address-cap.ts).
 */
export function clientAddressKey(headers: Headers): string {
  const raw = headers.get('CF-Connecting-IP')?.trim() ?? '';
  const kind = distinctRemoteAddr(raw);
  if (kind === 'IPv4') return raw;
  if (kind === 'IPv6') {
    try {
      const binary = convertIPv6ToBinary(raw);
      if (isIPv4MappedIPv6(binary)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary));
      return `${expandIPv6(raw).toLowerCase().split(':').slice(0, 4).join(':')}::/64`;
    } catch {
      // Not an address after all: the shared key below.
    }
  }
  // Without a usable header (a request that did not come through Cloudflare's edge: local runs) all share one key.
  return 'local';
}

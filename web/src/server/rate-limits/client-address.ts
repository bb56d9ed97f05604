import ipaddr from 'ipaddr.js';
import { serverEnv } from '@/server/env';

/**
 * The request's client address, for rate limits and per-visitor counts. The TCP peer's address
 * comes from `x-dealer-socket-address`, which the patched Next server (patches/next@16.4.6.patch)
 * always sets from the socket, replacing anything a client sent. `X-Forwarded-For` is believed
 * only for the number of proxy hops the deployment declares (`TRUSTED_PROXY_HOPS`, default 0:
 * the app faces the internet). Each trusted proxy appends the address it saw, so the client is
 * the entry that many places from the right of XFF + socket.
 *
 * IPv6 addresses count per /64 (what one customer line gets), so rotating addresses inside one
 * allocation does not escape a limit; IPv4-mapped IPv6 reads as IPv4.
 */
export function clientAddress(request: Request, trustedHops = serverEnv().TRUSTED_PROXY_HOPS): string {
  const socket = request.headers.get('x-dealer-socket-address')?.trim() ?? '';
  const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const chain = trustedHops > 0 ? [...forwarded, socket] : [socket];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? '';
  return addressBucket(candidate);
}

export function addressBucket(raw: string): string {
  if (!ipaddr.isValid(raw)) return 'unknown';
  let address = ipaddr.parse(raw);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4);
  return `${parts.join(':')}::/64`;
}

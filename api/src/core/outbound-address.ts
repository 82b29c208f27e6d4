// Where the server may send a request to a URL a user chose (a webhook, a push endpoint, a calendar
// feed). Production: https only, and every address the host name resolves to must be public (no
// private, loopback, link-local, CGNAT, multicast or reserved ranges, nor an IPv6 address carrying
// such an IPv4 one: mapped, compatible, NAT64, 6to4, Teredo), so a user cannot make the server call
// into its own network. The check runs when the URL is saved and again at each request, inside the
// connection's own DNS lookup (the socket connects to the very address that was checked, so a
// rebinding DNS answer cannot slip past it). `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK, on outside
// production) also allows http to loopback.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64 (RFC 8215): where its IPv4 sits depends on the operator's prefix length, so it
  // cannot be decoded; it only serves the operator's own network anyway.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The eight 16-bit words of an IPv6 address (a trailing dotted quad and a zone allowed). */
function ipv6Words(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const words = (part?: string) => (part ? part.split(':').map((word) => parseInt(word, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return words(head);
  const [first, last] = [words(head), words(tail)];
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 addresses an IPv6 address carries, which a packet to it may end up reaching:
 * IPv4-compatible (::a.b.c.d), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d),
 * NAT64's well-known prefix (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::) and Teredo (2001:0:server
 * IPv4:...:client IPv4 with every bit flipped). An operator's own NAT64 prefix cannot be told apart.
 */
export function embeddedIpv4(address: string): string[] {
  if (isIP(address) !== 6) return [];
  const w = ipv6Words(address) as [number, number, number, number, number, number, number, number];
  const zeros = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && (w[5] === 0 || w[5] === 0xffff)) return [ipv4Of(w[6], w[7])];
  if (zeros(0, 4) && w[4] === 0xffff && w[5] === 0) return [ipv4Of(w[6], w[7])];
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return [ipv4Of(w[6], w[7])];
  if (w[0] === 0x2002) return [ipv4Of(w[1], w[2])];
  if (w[0] === 0x2001 && w[1] === 0) return [ipv4Of(w[2], w[3]), ipv4Of(~w[6] & 0xffff, ~w[7] & 0xffff)];
  return [];
}

export const isLoopback = (address: string) => loopback.check(address, family(address));

/** Whether a request may connect to `address`: neither it nor any IPv4 address it carries is refused. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopback(address)) return true;
  return ![address, ...embeddedIpv4(address)].some((a) => blocked.check(a, family(a)));
}

export class RefusedAddressError extends Error {}

/** Every address of `host` (an IP literal is itself); throws when any of them is refused. */
export async function resolveAllowed(host: string, allowLoopback: boolean): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses: LookupAddress[] = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await new Promise((resolve, reject) =>
        dnsLookup(bare, { all: true, verbatim: true }, (err, found) => (err ? reject(err) : resolve(found))),
      );
  if (addresses.length === 0) throw new RefusedAddressError(`${host} does not resolve`);
  const refused = addresses.find((a) => !addressAllowed(a.address, allowLoopback));
  if (refused) throw new RefusedAddressError(`${host} resolves to a private or reserved address`);
  return addresses;
}

/**
 * The addresses a request to `url` may connect to, checked when it is made (and again by
 * `guardedLookup` as it connects): every one allowed, and https unless they are all loopback where
 * that is allowed. Throws RefusedAddressError.
 */
export async function requestAddresses(url: URL, allowLoopback: boolean): Promise<LookupAddress[]> {
  const addresses = await resolveAllowed(url.hostname, allowLoopback);
  if (url.protocol !== 'https:' && !(allowLoopback && addresses.every((a) => isLoopback(a.address))))
    throw new RefusedAddressError('The URL must use https.');
  return addresses;
}

/**
 * Why `url` cannot take requests (webhooks, pushes) or serve a calendar feed, or null when it can:
 * https (http only to loopback when allowed), no credentials in it, and a host whose every address
 * is allowed.
 */
export async function outboundUrlProblem(
  url: string,
  allowLoopback: boolean,
  example = 'https://example.com/hooks/hostel',
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `Enter a full URL, such as ${example}.`;
  }
  if (url.length > 2000) return 'The URL is too long (at most 2000 characters).';
  if (parsed.username || parsed.password) return 'The URL must not contain a user name or password.';
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must start with https://.';
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAllowed(parsed.hostname, allowLoopback);
  } catch (err) {
    return err instanceof RefusedAddressError
      ? 'The URL must point to a public address (not a private, loopback or link-local one).'
      : 'The URL’s host name does not resolve.';
  }
  if (parsed.protocol === 'http:' && !(allowLoopback && addresses.every((a) => isLoopback(a.address)))) {
    return 'The URL must start with https://.';
  }
  return null;
}

/** A `lookup` for http(s).request that only ever connects to an allowed address. */
export function guardedLookup(allowLoopback: boolean) {
  return (
    hostname: string,
    options: unknown,
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolveAllowed(hostname, allowLoopback).then(
      (addresses) => {
        if ((options as { all?: boolean })?.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: Error) => callback(err, ''),
    );
  };
}

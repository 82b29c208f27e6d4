// Where a webhook may be sent. Production: https only, and every address the host name resolves to
// must be public (no private, loopback, link-local, CGNAT, multicast or reserved ranges), so a
// subscription cannot make the server call into its own network. The check runs when the URL is
// saved and again at each delivery, inside the connection's own DNS lookup (the socket connects to
// the very address that was checked, so a rebinding DNS answer cannot slip past it).
// `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK, on outside production) also allows http to loopback.
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
  ['64:ff9b::', 96],
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

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export const isLoopback = (address: string) => {
  const a = unmapped(address);
  return loopback.check(a.address, a.family);
};

/** Whether a webhook may connect to `address`. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const a = unmapped(address);
  if (allowLoopback && loopback.check(a.address, a.family)) return true;
  return !blocked.check(a.address, a.family);
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
 * Why `url` cannot take webhooks, or null when it can: https (http only to loopback when allowed),
 * no credentials in it, and a host whose every address is allowed.
 */
export async function webhookUrlProblem(url: string, allowLoopback: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full URL, such as https://example.com/hooks/hostel.';
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

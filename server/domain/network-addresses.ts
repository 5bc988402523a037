// Which IP addresses a server of the platform may call on a studio's behalf (webhook deliveries): public internet
// addresses only. Loopback, private, CGNAT, link-local (cloud metadata at 169.254.169.254), multicast, reserved,
// documentation and unique-local IPv6 ranges are refused, and so is an IPv4 hidden inside an IPv6 form.
import { isIPv4, isIPv6 } from 'node:net';

/** A range of addresses and what it is, in Portuguese (the studio reads it). */
interface Range {
  base: bigint;
  bits: number;
  width: 32 | 128;
  what: string;
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of an IPv6 address (a zone such as %eth0 is dropped; a trailing dotted IPv4 is read). */
function ipv6Value(address: string): bigint {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4Value(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group || '0', 16)), 0n);
}

const v4 = (cidr: string, what: string): Range => {
  const [base, bits] = cidr.split('/');
  return { base: ipv4Value(base!), bits: Number(bits), width: 32, what };
};
const v6 = (cidr: string, what: string): Range => {
  const [base, bits] = cidr.split('/');
  return { base: ipv6Value(base!), bits: Number(bits), width: 128, what };
};

const privateNetwork = 'rede privada';
const reserved = 'endereço reservado';

const refusedV4: Range[] = [
  v4('0.0.0.0/8', 'rede local (0.0.0.0/8)'),
  v4('10.0.0.0/8', privateNetwork),
  v4('100.64.0.0/10', 'rede compartilhada de provedor (CGNAT)'),
  v4('127.0.0.0/8', 'o próprio servidor (loopback)'),
  v4('169.254.0.0/16', 'link-local (metadados de nuvem)'),
  v4('172.16.0.0/12', privateNetwork),
  v4('192.0.0.0/24', reserved),
  v4('192.0.2.0/24', 'endereço de documentação'),
  v4('192.88.99.0/24', reserved),
  v4('192.168.0.0/16', privateNetwork),
  v4('198.18.0.0/15', reserved),
  v4('198.51.100.0/24', 'endereço de documentação'),
  v4('203.0.113.0/24', 'endereço de documentação'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', reserved),
];

const refusedV6: Range[] = [
  v6('::/96', reserved),
  v6('100::/64', reserved),
  v6('64:ff9b:1::/48', reserved),
  v6('2001::/23', reserved),
  v6('2001:db8::/32', 'endereço de documentação'),
  v6('fc00::/7', 'rede privada IPv6 (unique local)'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', reserved),
  v6('ff00::/8', 'multicast'),
];

function inRange(value: bigint, range: Range): boolean {
  const shift = BigInt(range.width - range.bits);
  return value >> shift === range.base >> shift;
}

/** The IPv4 an IPv6 form carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(value: bigint): bigint | null {
  if (value >> 32n === 0xffffn) return value & 0xffffffffn;
  if (value >> 32n === 0x64ff9b0000000000000000n) return value & 0xffffffffn;
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn;
  return null;
}

function refusedIpv4(value: bigint): string | null {
  return refusedV4.find((range) => inRange(value, range))?.what ?? null;
}

/**
 * Why the platform must not call this address (in Portuguese), or null when it is a public internet address.
 * Anything that is not an IP address at all is refused too.
 */
export function refusedAddress(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return refusedIpv4(ipv4Value(bare));
  if (!isIPv6(bare)) return 'endereço inválido';
  const value = ipv6Value(bare);
  if (value === 0n) return reserved;
  if (value === 1n) return 'o próprio servidor (loopback)';
  const carried = embeddedIpv4(value);
  if (carried !== null) return refusedIpv4(carried);
  return refusedV6.find((range) => inRange(value, range))?.what ?? null;
}

export function isPublicAddress(address: string): boolean {
  return refusedAddress(address) === null;
}

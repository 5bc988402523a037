import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedAddress } from './network-addresses.ts';

describe('addresses a webhook may be delivered to', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'rede local'],
    ['10.1.2.3', 'rede privada'],
    ['172.16.0.1', 'rede privada'],
    ['172.31.255.254', 'rede privada'],
    ['192.168.0.10', 'rede privada'],
    ['100.64.0.1', 'CGNAT'],
    ['100.100.100.200', 'CGNAT'],
    ['169.254.169.254', 'metadados'],
    ['192.0.2.1', 'documentação'],
    ['198.18.0.1', 'reservado'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reservado'],
    ['::1', 'loopback'],
    ['::', 'reservado'],
    ['[::1]', 'loopback'],
    ['fd00:ec2::254', 'unique local'],
    ['fc00::1', 'unique local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentação'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadados'],
    ['64:ff9b::a00:1', 'rede privada'],
    ['2002:c0a8:0101::1', 'rede privada'],
    ['::10.0.0.1', 'reservado'],
    ['not-an-address', 'inválido'],
  ])('refuses %s (%s)', (address, what) => {
    expect(refusedAddress(address)).toContain(what);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.0.1',
    '2800:3f0:4001:80b::200e',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
  ])('accepts the public address %s', (address) => {
    expect(refusedAddress(address)).toBeNull();
  });
});

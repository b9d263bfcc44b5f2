import { describe, expect, it } from 'vitest';
import { addressLimitKey, clientIp } from './client-ip.ts';

const forged = new Request('http://localhost/api/contact', {
  headers: { 'x-forwarded-for': '198.51.100.1, 10.0.0.1', 'x-nf-client-connection-ip': '198.51.100.2', 'x-real-ip': '198.51.100.3' },
});

describe('client address', () => {
  it('is the address the platform saw, whatever the request claims', () => {
    expect(clientIp(forged, { ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientIp(forged, { ip: '2001:db8::7' })).toBe('2001:db8::7');
  });

  it('reads an IPv4 client of a dual-stack socket as the IPv4 address', () => {
    expect(clientIp(forged, { ip: '::ffff:127.0.0.1' })).toBe('127.0.0.1');
  });

  it('is unknown, never a forwarded header, when the platform gives no address or not an address', () => {
    for (const ip of [undefined, '', '   ', 'unknown', '198.51.100.1, 10.0.0.1']) {
      expect(clientIp(forged, { ip } as { ip: string })).toBeNull();
    }
  });

  it('counts limits per IPv4 address, and per /64 network for IPv6 (one client may use any address of its /64)', () => {
    expect(addressLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('2001:db8:85a3:4:1c2d:3e4f:5a6b:7c8d')).toBe('2001:db8:85a3:4::/64');
    expect(addressLimitKey('2001:0DB8:85A3:0004::1')).toBe('2001:db8:85a3:4::/64');
    expect(addressLimitKey('2001:db8:85a3:5::1')).toBe('2001:db8:85a3:5::/64');
    expect(addressLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressLimitKey(null)).toBeNull();
  });
});

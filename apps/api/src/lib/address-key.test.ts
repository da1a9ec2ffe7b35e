import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('counts an IPv4 address as itself and an IPv6 address with its /64 network', () => {
    expect(addressKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(addressKey({ ip: '2001:db8:1:2:aaaa::1' })).toBe(addressKey({ ip: '2001:db8:1:2:bbbb::9' }));
    expect(addressKey({ ip: '2001:db8:1:2::1' })).not.toBe(addressKey({ ip: '2001:db8:1:3::1' }));
  });

  it('gives a request whose connection already closed (no address) a key instead of failing', () => {
    expect(addressKey({ ip: undefined as unknown as string })).toBe('closed-connection');
  });
});

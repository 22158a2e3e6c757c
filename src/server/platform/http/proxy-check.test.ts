import { describe, expect, it } from 'vitest';
import { isForwarded, trustedPeerCheck } from './proxy-check';

describe('proxies not in TRUST_PROXY (ADR 035)', () => {
  it('a peer is trusted when TRUST_PROXY lists its address, its network or its named range', () => {
    const trusted = trustedPeerCheck(['203.0.113.7', '10.0.0.0/8', 'fd00::/8', 'loopback']);
    for (const peer of ['203.0.113.7', '10.200.1.1', '::ffff:10.1.2.3', 'fd00::5', '127.0.0.1', '::1']) {
      expect(trusted(peer), peer).toBe(true);
    }
    for (const peer of ['203.0.113.8', '11.0.0.1', 'fe80::1', '2001:db8::1', undefined]) {
      expect(trusted(peer), String(peer)).toBe(false);
    }
    expect(trustedPeerCheck([])('127.0.0.1')).toBe(false);
    const ranges = trustedPeerCheck(['uniquelocal', 'linklocal']);
    expect(['192.168.1.1', '172.20.0.1', 'fc00::1', '169.254.1.1', 'fe80::1'].every((p) => ranges(p))).toBe(
      true,
    );
  });

  it('a request is forwarded when it names a client behind its peer; Via alone names none', () => {
    expect(isForwarded({ 'x-forwarded-for': '198.51.100.1' })).toBe(true);
    expect(isForwarded({ forwarded: 'for=198.51.100.1' })).toBe(true);
    expect(isForwarded({ 'x-real-ip': '198.51.100.1' })).toBe(true);
    expect(isForwarded({ via: '1.1 squid' })).toBe(false);
    expect(isForwarded({})).toBe(false);
  });
});

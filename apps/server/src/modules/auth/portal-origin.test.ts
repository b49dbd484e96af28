import { describe, expect, it } from 'vitest';
import { isPortalHost, requestPortalOrigin } from './portal-origin';

const HOSTS = { publicHostname: 'portal.example.com', baseDomains: ['portal.example.com', 'localhost'] };
const FROM_ELSEWHERE = { clientAddress: '203.0.113.9', localAddress: '10.0.0.5' };
const ON_THIS_MACHINE = { clientAddress: '127.0.0.1', localAddress: '127.0.0.1' };

describe('isPortalHost', () => {
  it.each([
    'portal.example.com',
    'PORTAL.example.com',
    'demo.portal.example.com',
    'localhost',
    'demo.localhost',
  ])('takes the configured host %s from anyone', (host) => {
    expect(isPortalHost(host, HOSTS, FROM_ELSEWHERE)).toBe(true);
  });

  it.each(['127.0.0.1', '127.0.1.1', '[::1]'])('takes %s from a client on this machine only', (host) => {
    expect(isPortalHost(host, HOSTS, ON_THIS_MACHINE)).toBe(true);
    expect(isPortalHost(host, HOSTS, { clientAddress: '::1', localAddress: '::1' })).toBe(true);
    expect(isPortalHost(host, HOSTS, FROM_ELSEWHERE)).toBe(false);
    expect(isPortalHost(host, HOSTS, { clientAddress: undefined, localAddress: undefined })).toBe(false);
  });

  it('takes localhost-style names from a client on this machine even when not configured', () => {
    const hosts = { publicHostname: 'portal.example.com', baseDomains: ['portal.example.com'] };
    expect(isPortalHost('localhost', hosts, { clientAddress: '::ffff:127.0.0.1', localAddress: '::1' })).toBe(
      true,
    );
    expect(isPortalHost('localhost', hosts, FROM_ELSEWHERE)).toBe(false);
  });

  it('takes the address the connection arrived at: a phone on the local network', () => {
    const lan = { clientAddress: '192.168.1.30', localAddress: '::ffff:192.168.1.20' };
    expect(isPortalHost('192.168.1.20', HOSTS, lan)).toBe(true);
    expect(isPortalHost('192.168.1.21', HOSTS, lan)).toBe(false);
    expect(isPortalHost('[fe80::1]', HOSTS, { clientAddress: 'fe80::2', localAddress: 'fe80::1' })).toBe(
      true,
    );
  });

  it.each([
    'evil.example',
    'portal.example.com.evil.example',
    'evilportal.example.com',
    'localhost.evil.example',
    '10.0.0.6',
  ])('refuses %s', (host) => {
    expect(isPortalHost(host, HOSTS, FROM_ELSEWHERE)).toBe(false);
  });
});

describe('requestPortalOrigin', () => {
  it('is the origin the request was made to, when that is this portal', () => {
    expect(
      requestPortalOrigin({ protocol: 'http', host: '127.0.0.1:3000' }, HOSTS, ON_THIS_MACHINE)?.origin,
    ).toBe('http://127.0.0.1:3000');
    expect(
      requestPortalOrigin({ protocol: 'https', host: 'demo.portal.example.com' }, HOSTS, FROM_ELSEWHERE)
        ?.origin,
    ).toBe('https://demo.portal.example.com');
  });

  it.each([
    { protocol: 'http', host: 'evil.example' },
    { protocol: 'http', host: 'localhost:3000@evil.example' },
    { protocol: 'http', host: 'localhost:3000/evil' },
    { protocol: 'http', host: 'localhost:3000\\evil.example' },
    { protocol: 'http', host: 'localhost:3000?x' },
    { protocol: 'http', host: '' },
    { protocol: 'ftp', host: 'localhost:3000' },
    { protocol: 'http', host: 'bad host' },
  ])('is null for $protocol://$host', (request) => {
    expect(requestPortalOrigin(request, HOSTS, ON_THIS_MACHINE)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@netlease/shared/webhooks';
import { checkWebhookTarget, isAllowedAddress, type Resolve, type TargetPolicy } from './webhook-target';

/**
 * Where a webhook may go in production (docs/PRODUCT.md "Webhooks"): the public Internet only. Every
 * address here is only classified, never connected to: the resolver is the test's own.
 */
const production: TargetPolicy = { allowHttp: false, allowLoopback: false };
const refused = { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
const resolveTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const neverResolve: Resolve = async () => {
  throw new Error('an address literal is never resolved');
};

/** One address of each entry of the IANA IPv4 special-purpose registry, plus multicast. */
const IPV4_SPECIAL = [
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '10.255.255.255',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.255.255.254',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.1',
  '192.0.0.8',
  '192.0.0.9',
  '192.0.0.10',
  '192.0.0.170',
  '192.0.0.171',
  '192.0.2.1',
  '192.31.196.1',
  '192.52.193.1',
  '192.88.99.1',
  '192.88.99.2',
  '192.168.1.1',
  '192.175.48.1',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
];

/** One address of each entry of the IANA IPv6 special-purpose registry, and outside 2000::/3. */
const IPV6_SPECIAL = [
  '::1',
  '::',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '64:ff9b:1::1',
  '100::1',
  '100:0:0:1::1',
  '2001::1',
  '2001:1::1',
  '2001:1::2',
  '2001:1::3',
  '2001:2::1',
  '2001:3::1',
  '2001:4:112::1',
  '2001:10::1',
  '2001:20::1',
  '2001:30::1',
  '2001:1ff::1',
  '2001:db8::1',
  '2002:808:808::1',
  '2620:4f:8000::1',
  '3fff::1',
  '3fff:fff::1',
  '5f00::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'febf::1',
  'fec0::1',
  'ff02::1',
  'ff0e::1',
  '4000::1',
  '1::1',
];

/** IPv4 special addresses (loopback, private, metadata) written inside IPv6, in every embedding. */
const EMBEDDED = [
  // IPv4-mapped ::ffff:0:0/96, in its forms.
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::FFFF:7F00:0001',
  '0:0:0:0:0:ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:a9fe:a9fe',
  '::ffff:0.0.0.0',
  // IPv4-translated ::ffff:0:0:0/96 (RFC 6145).
  '::ffff:0:7f00:1',
  '::ffff:0:a00:1',
  // IPv4-compatible ::/96 (deprecated).
  '::7f00:1',
  '::127.0.0.1',
  '::a9fe:a9fe',
  '::192.168.0.1',
  // NAT64, well-known /96 and local-use /48.
  '64:ff9b::7f00:1',
  '64:ff9b::127.0.0.1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1:7f00:0:100::',
  '64:ff9b:1::a00:1',
  // 6to4 2002::/16.
  '2002:7f00:1::1',
  '2002:a00:1::',
  '2002:a9fe:a9fe::1',
  '2002:c0a8:101:1::1',
  // Teredo 2001::/32: the client is the last 32 bits inverted (127.0.0.1 → 80ff:fffe).
  '2001:0:4136:e378:8000:63bf:80ff:fffe',
  '2001:0:4136:e378:8000:63bf:f5ff:fffe',
  '2001:0:7f00:1::',
];

const PUBLIC = [
  '93.184.215.14',
  '8.8.8.8',
  '1.1.1.1',
  '100.63.255.255',
  '100.128.0.1',
  '172.15.255.255',
  '172.32.0.1',
  '192.0.3.1',
  '192.88.98.1',
  '198.17.255.255',
  '198.20.0.1',
  '223.255.255.254',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001:80b::200e',
  '2620:4f:8001::1',
  '3ffe:ffff::1',
];

describe('production target check: the IANA special-purpose registries', () => {
  it.each([...IPV4_SPECIAL, ...IPV6_SPECIAL, ...EMBEDDED])('refuses %s', async (address) => {
    expect(isAllowedAddress(address, production)).toBe(false);
    // As an address literal in the URL (WHATWG URL rewrites it to its canonical form first).
    const host = address.includes(':') ? `[${address}]` : address;
    expect(await checkWebhookTarget(`https://${host}/hook`, production, neverResolve)).toEqual(refused);
    // As what a name resolves to, alone or beside a public address.
    expect(await checkWebhookTarget('https://hooks.example/h', production, resolveTo(address))).toEqual(
      refused,
    );
    expect(
      await checkWebhookTarget('https://hooks.example/h', production, resolveTo('93.184.215.14', address)),
    ).toEqual(refused);
  });

  it.each(PUBLIC)('accepts the public address %s', async (address) => {
    expect(isAllowedAddress(address, production)).toBe(true);
    const check = await checkWebhookTarget('https://hooks.example/h', production, resolveTo(address));
    expect(check).toMatchObject({ ok: true, address });
  });

  it('refuses IPv4 in octal, hexadecimal or short forms as the URL parser reads them', async () => {
    for (const host of ['0x7f.1', '0177.0.0.1', '2130706433', '127.1', '0x7f000001', '017700000001']) {
      expect(await checkWebhookTarget(`https://${host}/h`, production, neverResolve), host).toEqual(refused);
    }
    // A resolver's answer in such a form is not an address at all.
    for (const answer of ['0x7f.0.0.1', '127.1', 'fe80::1%eth0', 'not-an-address']) {
      expect(isAllowedAddress(answer, production), answer).toBe(false);
    }
  });

  it('refuses localhost names whatever they resolve to', async () => {
    for (const host of ['localhost', 'LOCALHOST.', 'api.localhost']) {
      expect(
        await checkWebhookTarget(`https://${host}/h`, production, resolveTo('93.184.215.14')),
        host,
      ).toEqual(refused);
    }
  });
});

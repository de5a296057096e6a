import { describe, expect, it } from 'vitest';
import {
  ABUSE_CATEGORIES,
  ABUSE_CATEGORY_LABELS,
  ABUSE_MESSAGES,
  ANSWER_DEADLINE_HOURS,
  abuseReportInputSchema,
  checkSeenAt,
  parseAbuseTarget,
  targetHostBitsMessage,
} from './abuse';
import { MESSAGES, parseIssue, type Message } from './messages';
import { MESSAGE_TABLES, messageFromIssue } from './message-catalog';

const valid = {
  target: '192.0.2.10',
  category: 'spam',
  seenAt: '2026-03-01T14:30:00Z',
  description: 'Spam from this address to our users.\nHeaders attached.',
  reporterEmail: 'Abuse@Example.NET',
};

/** The product message of the first issue, as the server would answer it. */
function refusalOf(input: Record<string, unknown>): Message | undefined {
  const result = abuseReportInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? undefined : parseIssue(result.error.issues[0]?.message ?? '');
}

describe('abuse categories (PRODUCT.md "Abuse")', () => {
  it('labels every category and gives each an answer deadline', () => {
    expect(ABUSE_CATEGORIES.map((category) => ABUSE_CATEGORY_LABELS[category])).toEqual([
      'Spam',
      'Phishing',
      'Malware',
      'Botnet / C2',
      'DDoS',
      'Scanning / brute force',
      'Copyright',
      'Other',
    ]);
    expect(ANSWER_DEADLINE_HOURS).toEqual({
      phishing: 24,
      malware: 24,
      botnet: 24,
      spam: 48,
      ddos: 48,
      scanning: 72,
      copyright: 120,
      other: 120,
    });
  });

  it('shares no toast title with another area, so a title alone finds the right text', () => {
    const ours = new Set<Message>(Object.values(ABUSE_MESSAGES));
    const titles = new Set(Object.values(ABUSE_MESSAGES).map((entry) => entry.title));
    const shared = MESSAGE_TABLES.flatMap((table) => Object.values(table))
      .filter((entry) => !ours.has(entry) && titles.has(entry.title))
      .map((entry) => entry.title);
    expect(shared).toEqual([]);
  });

  it('puts its messages in the catalogue, so a title alone finds its text', () => {
    expect(messageFromIssue(ABUSE_MESSAGES.seenAtWithoutZone.title)).toEqual(
      ABUSE_MESSAGES.seenAtWithoutZone,
    );
  });
});

describe('the address or prefix reported', () => {
  it.each([
    ['192.0.2.10', '192.0.2.10', null],
    [' 192.0.2.10 ', '192.0.2.10', null],
    ['192.0.2.10/32', '192.0.2.10', null],
    ['192.0.2.0/24', '192.0.2.0/24', 24],
    ['198.51.0.0/16', '198.51.0.0/16', 16],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1', null],
    ['2001:db8::1/128', '2001:db8::1', null],
    ['2001:0db8:0000::/48', '2001:db8::/48', 48],
    ['2001:db8::/32', '2001:db8::/32', 32],
    ['::ffff:192.0.2.7', '192.0.2.7', null],
  ])('reads %s as %s', (input, target, prefix) => {
    expect(parseAbuseTarget(input)).toMatchObject({ ok: true, value: { target, prefix } });
  });

  it('refuses an IPv4 prefix larger than a /16 and an IPv6 prefix larger than a /32', () => {
    expect(parseAbuseTarget('198.50.0.0/15')).toEqual({
      ok: false,
      message: ABUSE_MESSAGES.ipv4PrefixTooLarge,
    });
    expect(parseAbuseTarget('0.0.0.0/0')).toEqual({ ok: false, message: ABUSE_MESSAGES.ipv4PrefixTooLarge });
    expect(parseAbuseTarget('2001:db8::/31')).toEqual({
      ok: false,
      message: ABUSE_MESSAGES.ipv6PrefixTooLarge,
    });
    expect(parseAbuseTarget('::/0')).toEqual({ ok: false, message: ABUSE_MESSAGES.ipv6PrefixTooLarge });
  });

  it('refuses a prefix with host bits set, naming its network', () => {
    expect(parseAbuseTarget('192.0.2.5/24')).toEqual({
      ok: false,
      message: targetHostBitsMessage('192.0.2.0/24'),
    });
    expect(targetHostBitsMessage('192.0.2.0/24').description).toBe(
      'The prefix has host bits set. Use the network address: 192.0.2.0/24.',
    );
  });

  it.each([
    'example.net',
    '192.0.2',
    '192.0.2.256',
    '0x7f.0.0.1',
    '010.0.2.1',
    '192.0.2.0/33',
    '192.0.2.0/024',
    '192.0.2.0/',
    '192.0.2.0/24/24',
    '2001:db8::1/129',
    'fe80::1%eth0',
    '::ffff:192.0.2.0/120',
    `2001:db8::${'0:'.repeat(30)}1`,
  ])('refuses %s as not an address or prefix', (input) => {
    expect(parseAbuseTarget(input)).toEqual({ ok: false, message: ABUSE_MESSAGES.invalidTarget });
  });

  it('asks for an address when none is given', () => {
    expect(parseAbuseTarget('  ')).toEqual({ ok: false, message: ABUSE_MESSAGES.targetRequired });
  });
});

describe('the abuse form', () => {
  it('normalises what it accepts', () => {
    const parsed = abuseReportInputSchema.parse({
      ...valid,
      target: '2001:DB8::0/32',
      description: '  Phishing page.\r\nScreenshot attached.  ',
    });
    expect(parsed).toEqual({
      target: '2001:db8::/32',
      category: 'spam',
      seenAt: '2026-03-01T14:30:00Z',
      description: 'Phishing page.\r\nScreenshot attached.',
      reporterEmail: 'abuse@example.net',
    });
  });

  it('keeps the time with its own offset', () => {
    expect(abuseReportInputSchema.parse({ ...valid, seenAt: '2026-03-01T15:30:00.250+01:00' }).seenAt).toBe(
      '2026-03-01T15:30:00.250+01:00',
    );
  });

  it.each([
    [{ target: '' }, ABUSE_MESSAGES.targetRequired],
    [{ target: undefined }, ABUSE_MESSAGES.targetRequired],
    [{ target: 'not an address' }, ABUSE_MESSAGES.invalidTarget],
    [{ target: '10.0.0.0/8' }, ABUSE_MESSAGES.ipv4PrefixTooLarge],
    [{ target: '2001:db8::/16' }, ABUSE_MESSAGES.ipv6PrefixTooLarge],
    [{ category: 'fraud' }, ABUSE_MESSAGES.categoryRequired],
    [{ category: undefined }, ABUSE_MESSAGES.categoryRequired],
    [{ seenAt: '' }, ABUSE_MESSAGES.seenAtRequired],
    [{ seenAt: undefined }, ABUSE_MESSAGES.seenAtRequired],
    [{ seenAt: 'yesterday' }, ABUSE_MESSAGES.seenAtInvalid],
    [{ seenAt: '2026-02-30T10:00:00Z' }, ABUSE_MESSAGES.seenAtInvalid],
    [{ seenAt: '2026-03-01T25:00:00Z' }, ABUSE_MESSAGES.seenAtInvalid],
    [{ seenAt: 'Sun, 01 Mar 2026 14:30:00 +0000' }, ABUSE_MESSAGES.seenAtInvalid],
    [{ seenAt: '2026-03-01T14:30:00' }, ABUSE_MESSAGES.seenAtWithoutZone],
    [{ seenAt: '2026-03-01T14:30' }, ABUSE_MESSAGES.seenAtWithoutZone],
    [{ description: '   ' }, ABUSE_MESSAGES.descriptionRequired],
    [{ description: 'x'.repeat(5001) }, ABUSE_MESSAGES.descriptionTooLong],
    [
      { description: 'Spam\u0000' },
      { title: 'Invalid description', description: 'The description cannot contain control characters.' },
    ],
    [
      { description: 'abc\u202Edef' },
      {
        title: 'Invalid description',
        description: 'The description cannot contain characters that change the text direction.',
      },
    ],
    [{ reporterEmail: 'not-an-email' }, MESSAGES.invalidEmail],
  ])('refuses %j', (change, expected) => {
    expect(refusalOf({ ...valid, ...change })).toEqual(expected);
  });

  it('takes a description of exactly 5,000 characters', () => {
    expect(abuseReportInputSchema.safeParse({ ...valid, description: 'x'.repeat(5000) }).success).toBe(true);
    expect(ABUSE_MESSAGES.descriptionTooLong.description).toBe(
      'Use at most 5,000 characters for the description.',
    );
  });
});

describe('checkSeenAt (the time bounds, on the server clock)', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('accepts a time within the last year, in any zone', () => {
    expect(checkSeenAt('2026-03-10T12:00:00Z', now)).toBeNull();
    expect(checkSeenAt('2026-03-10T13:00:00+01:00', now)).toBeNull();
    expect(checkSeenAt('2025-03-10T12:00:00Z', now)).toBeNull();
  });

  it('allows a reporter clock a few minutes fast, not more', () => {
    expect(checkSeenAt('2026-03-10T12:05:00Z', now)).toBeNull();
    expect(checkSeenAt('2026-03-10T12:05:01Z', now)).toEqual(ABUSE_MESSAGES.seenAtInFuture);
    // 08:30 at -04:00 is 12:30 UTC: the offset counts, not the digits.
    expect(checkSeenAt('2026-03-10T08:30:00-04:00', now)).toEqual(ABUSE_MESSAGES.seenAtInFuture);
  });

  it('refuses a time more than a year ago', () => {
    expect(checkSeenAt('2025-03-10T11:59:59Z', now)).toEqual(ABUSE_MESSAGES.seenAtTooOld);
    expect(checkSeenAt('2005-03-08T14:00:00-05:00', now)).toEqual(ABUSE_MESSAGES.seenAtTooOld);
  });

  it('refuses a time that is not one, or has no zone', () => {
    expect(checkSeenAt('soon', now)).toEqual(ABUSE_MESSAGES.seenAtInvalid);
    expect(checkSeenAt('2026-03-10T12:00:00', now)).toEqual(ABUSE_MESSAGES.seenAtWithoutZone);
  });
});

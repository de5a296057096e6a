import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messageFromIssue } from './message-catalog';
import {
  boundedIntQuery,
  dayEndExclusive,
  dayStart,
  isIsoDate,
  isQueryInstant,
  isoDateQuery,
  QUERY_MESSAGES,
} from './query-params';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) =>
  messageFromIssue(result.error?.issues[0]?.message ?? '');

describe('isoDateQuery', () => {
  it.each(['2026-01-31', '2024-02-29', '1900-01-01', '9999-12-31'])('takes the real day %s', (day) => {
    expect(isIsoDate(day)).toBe(true);
    expect(isoDateQuery().parse(day)).toBe(day);
  });

  it.each([
    '2026-13-45',
    '0000-00-00',
    '0000-01-01',
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    '2026-00-10',
    '99999-01-01',
    '1899-12-31',
    '2026-1-5',
    '2026-01-31T00:00:00Z',
    ' 2026-01-31',
    'yesterday',
    '',
  ])('refuses %j with the date message', (day) => {
    const result = isoDateQuery().safeParse(day);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toEqual(QUERY_MESSAGES.invalidDate);
  });
});

describe('boundedIntQuery', () => {
  const page = boundedIntQuery(1, 100);

  it('reads plain digits and passes numbers already parsed', () => {
    expect(page.parse('1')).toBe(1);
    expect(page.parse('0100')).toBe(100);
    expect(page.parse(42)).toBe(42);
    expect(page.default(25).parse(undefined)).toBe(25);
  });

  it.each(['0', '101', '-1', '1e3', '0x10', ' 5', '1.0', '1.5', 'NaN', 'Infinity', '', '9'.repeat(40)])(
    'refuses %j naming the range',
    (value) => {
      const result = page.safeParse(value);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toEqual({
        title: 'Invalid number',
        description: 'Use a whole number from 1 to 100.',
      });
    },
  );

  it.each([2 ** 53, 2 ** 53 + 2, 1.5, Number.NaN, ['1', '2'], null])('refuses %j', (value) => {
    expect(boundedIntQuery(1, Number.MAX_SAFE_INTEGER).safeParse(value).success).toBe(false);
  });
});

describe('isQueryInstant', () => {
  it('takes instants a database stores and refuses the ones only JavaScript parses', () => {
    expect(isQueryInstant(new Date('2026-01-31T10:00:00Z'))).toBe(true);
    expect(isQueryInstant(new Date('0000-01-01T00:00:00.000Z'))).toBe(false);
    expect(isQueryInstant(new Date('+275760-09-13T00:00:00.000Z'))).toBe(false);
    expect(isQueryInstant(new Date('not a date'))).toBe(false);
  });
});

describe('day bounds', () => {
  it('starts a day at midnight UTC and ends it at the next, with no end after 9999-12-31', () => {
    expect(dayStart('2026-01-31').toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(dayEndExclusive('2026-01-31')?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(dayEndExclusive('2024-02-28')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(dayEndExclusive('9999-12-31')).toBeUndefined();
  });
});

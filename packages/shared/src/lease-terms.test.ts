import { describe, expect, it } from 'vitest';
import { listingUpdateSchema } from './catalog';
import {
  LEASE_TERM_MESSAGES,
  cancelEndIssue,
  choosePeriodIssue,
  commitmentEndOf,
  defaultPeriodOf,
  leaseTermsIssue,
  monthlyPriceCents,
  periodPriceCents,
  periodsOfferedOf,
  scheduleEndIssue,
} from './lease-terms';
import { asIssue } from './messages';

const at = (text: string) => new Date(text);

describe('a listing’s lease terms', () => {
  it('accepts periods no shorter than the minimum term', () => {
    expect(leaseTermsIssue({ minTermMonths: 1, periodsOffered: ['month', 'quarter', 'year'] })).toBeNull();
    expect(leaseTermsIssue({ minTermMonths: 3, periodsOffered: ['quarter', 'year'] })).toBeNull();
    expect(leaseTermsIssue({ minTermMonths: 12, periodsOffered: ['year'] })).toBeNull();
  });

  it('refuses no period, a period shorter than the term, and an unknown term, at their field', () => {
    expect(leaseTermsIssue({ minTermMonths: 1, periodsOffered: [] })).toEqual({
      field: 'periodsOffered',
      message: LEASE_TERM_MESSAGES.noPeriodOffered,
    });
    expect(leaseTermsIssue({ minTermMonths: 6, periodsOffered: ['quarter', 'year'] })).toEqual({
      field: 'periodsOffered',
      message: LEASE_TERM_MESSAGES.periodShorterThanMinTerm,
    });
    expect(leaseTermsIssue({ minTermMonths: 2, periodsOffered: ['year'] })?.message).toEqual(
      LEASE_TERM_MESSAGES.invalidMinTerm,
    );
  });

  it('reads missing periods as the listing’s own, in a fixed order', () => {
    expect(periodsOfferedOf(undefined, 'quarter')).toEqual(['quarter']);
    expect(periodsOfferedOf(['year', 'month', 'year'], 'quarter')).toEqual(['month', 'year']);
  });

  it('is checked by the listing schema beside periodsOffered', () => {
    const base = { title: 'T', location: 'L', description: 'D', price: '30', period: 'month' as const };
    const refused = listingUpdateSchema.safeParse({ ...base, minTermMonths: 3 });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['periodsOffered'], asIssue(LEASE_TERM_MESSAGES.periodShorterThanMinTerm)],
    ]);
    const accepted = listingUpdateSchema.safeParse({
      ...base,
      minTermMonths: 3,
      periodsOffered: ['quarter'],
    });
    expect(accepted.success).toBe(true);
    expect(listingUpdateSchema.safeParse({ ...base, minTermMonths: 4 }).error?.issues[0]?.path).toEqual([
      'minTermMonths',
    ]);
  });
});

describe('prices of each period', () => {
  it('derives other periods from the monthly price, in whole cents', () => {
    expect(monthlyPriceCents(10_000, 'quarter')).toBe(3333);
    expect(monthlyPriceCents(10_001, 'year')).toBe(833);
    expect(periodPriceCents({ priceCents: 10_000, period: 'quarter' }, 'quarter')).toBe(10_000);
    expect(periodPriceCents({ priceCents: 10_000, period: 'quarter' }, 'month')).toBe(3333);
    expect(periodPriceCents({ priceCents: 10_000, period: 'quarter' }, 'year')).toBe(39_996);
    expect(periodPriceCents({ priceCents: 4999, period: 'month' }, 'quarter')).toBe(14_997);
    expect(periodPriceCents({ priceCents: 4999, period: 'month' }, 'year')).toBe(59_988);
  });

  it('lets a buyer choose only an offered period no shorter than the minimum term', () => {
    const terms = { minTermMonths: 3, periodsOffered: ['quarter', 'year'] as const };
    expect(choosePeriodIssue(terms, 'quarter')).toBeNull();
    expect(choosePeriodIssue(terms, 'month')).toEqual(LEASE_TERM_MESSAGES.periodNotOffered);
    expect(choosePeriodIssue({ minTermMonths: 3, periodsOffered: ['month'] }, 'month')).toEqual(
      LEASE_TERM_MESSAGES.periodBelowMinTerm,
    );
    expect(defaultPeriodOf(terms, 'month')).toBe('quarter');
    expect(defaultPeriodOf(terms, 'year')).toBe('year');
  });

  it('ends the commitment the minimum term after the start, by calendar months', () => {
    expect(commitmentEndOf(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(commitmentEndOf(at('2026-01-15T00:00:00Z'), 6).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });
});

describe('ending at the next renewal', () => {
  const order = {
    status: 'active',
    renewalDate: at('2026-04-01T00:00:00Z'),
    commitmentEndsAt: at('2026-04-01T00:00:00Z'),
  };

  it('is allowed until 24 hours before the renewal', () => {
    expect(scheduleEndIssue(order, at('2026-03-30T23:59:59Z'))).toBeNull();
    expect(scheduleEndIssue(order, at('2026-03-31T00:00:00Z'))).toEqual(LEASE_TERM_MESSAGES.endTooLate);
  });

  it('never ends inside the minimum term nor an order that is not active', () => {
    expect(
      scheduleEndIssue(
        { ...order, commitmentEndsAt: at('2026-07-01T00:00:00Z') },
        at('2026-03-01T00:00:00Z'),
      ),
    ).toEqual(LEASE_TERM_MESSAGES.endInsideCommitment);
    expect(scheduleEndIssue({ ...order, status: 'provisioning' }, at('2026-03-01T00:00:00Z'))).toEqual(
      LEASE_TERM_MESSAGES.endNotAllowed,
    );
  });

  it('is cancelled only while scheduled and before the same cut-off', () => {
    const scheduled = { ...order, endsAtRenewal: true };
    expect(cancelEndIssue(scheduled, at('2026-03-30T00:00:00Z'))).toBeNull();
    expect(cancelEndIssue(scheduled, at('2026-03-31T12:00:00Z'))).toEqual(LEASE_TERM_MESSAGES.endTooLate);
    expect(cancelEndIssue({ ...scheduled, endsAtRenewal: false }, at('2026-03-01T00:00:00Z'))).toEqual(
      LEASE_TERM_MESSAGES.endNotScheduled,
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCents, parseDollarsToCents } from './format';
import { addPeriod, checkoutTotal, formatInvoiceNumber } from './orders';
import { TEST_CARDS, findCardProblem, isCardExpired, passesLuhn } from './payments';
import { isCreditTransaction } from './money';
import { checkPayoutDetails } from './payout-details';

describe('card checks', () => {
  it('accepts the sandbox numbers and refuses a broken check digit', () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    const card = { expMonth: 3, expYear: 2026 };
    expect(isCardExpired(card, new Date('2026-03-31T23:59:00Z'))).toBe(false);
    expect(isCardExpired(card, new Date('2026-04-01T00:00:00Z'))).toBe(true);
  });

  it('asks for a 4-digit CVC on Amex and 3 digits elsewhere', () => {
    const base = { holderName: 'A', expMonth: 12, expYear: 2030, country: 'us' as const };
    const now = new Date('2026-01-01T00:00:00Z');
    expect(findCardProblem({ ...base, number: TEST_CARDS.success, cvc: '123' }, now)).toBeNull();
    expect(findCardProblem({ ...base, number: TEST_CARDS.success, cvc: '1234' }, now)?.title).toBe(
      'Invalid CVC',
    );
    expect(findCardProblem({ ...base, number: '378282246310005', cvc: '1234' }, now)).toBeNull();
  });
});

describe('money rules', () => {
  it('adds the flat $5.00 processing fee (PRODUCT.md "Checkout")', () => {
    expect(checkoutTotal(9_500)).toBe(10_000);
  });

  it('pads invoice numbers to 6 digits', () => {
    expect(formatInvoiceNumber(42)).toBe('000042');
    expect(formatInvoiceNumber(1_234_567)).toBe('1234567');
  });

  it('adds calendar months, clamped to the end of shorter months', () => {
    expect(addPeriod(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addPeriod(new Date('2026-11-30T00:00:00Z'), 'quarter').toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(addPeriod(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('round-trips typed dollar amounts through cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(parseDollarsToCents(formatCents(cents).replace(/[$,]/g, ''))).toBe(cents);
      }),
    );
  });

  it('knows credits from debits (PRODUCT.md "Wallet")', () => {
    expect(
      ['deposit', 'escrow_release', 'escrow_refund'].every((type) => isCreditTransaction(type as never)),
    ).toBe(true);
    expect(
      ['withdrawal', 'escrow_lock', 'fee', 'payout'].some((type) => isCreditTransaction(type as never)),
    ).toBe(false);
  });

  it('keeps only the fields of the chosen payout method, each filled in', () => {
    expect(checkPayoutDetails('crypto', { wallet_address: ' bc1q ', paypal_email: 'x@y.z' })).toEqual({
      ok: true,
      details: { wallet_address: 'bc1q' },
    });
    expect(checkPayoutDetails('bank', { account_holder: 'A', account_number: '1' })).toMatchObject({
      ok: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@netlease/shared/payments';
import { messageOfError } from '@/components/ui/form';
import { cardFieldsSchema, checkCard, toCardInput, type CardFields } from './card-form-schema';

// Far from today either way, so no test depends on the date it runs on.
const VALID: CardFields = {
  holderName: 'Ada Lovelace',
  number: '4242 4242 4242 4242',
  expiry: '12/99',
  cvc: '123',
  country: 'us',
};

/** The card under `card.` in a form, as the deposit and payment pages check it. */
const formSchema = (prefix?: string) =>
  z
    .object({ card: cardFieldsSchema })
    .transform((values, context) => checkCard(values.card, context, prefix) ?? z.NEVER);

function refusals(card: CardFields, prefix?: string) {
  const result = formSchema(prefix).safeParse({ card });
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: messageOfError(issue.message),
  }));
}

describe('toCardInput', () => {
  it('splits MM/YY into the month and a year of this century', () => {
    expect(toCardInput({ ...VALID, expiry: '07/31' })).toMatchObject({ expMonth: 7, expYear: 2031 });
  });

  it('keeps a four-digit year and trims the parts and the CVC', () => {
    expect(toCardInput({ ...VALID, expiry: ' 1 / 2031 ', cvc: ' 123 ' })).toMatchObject({
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
    });
  });

  it('reads a missing month or year as 0', () => {
    expect(toCardInput({ ...VALID, expiry: '' })).toMatchObject({ expMonth: 0, expYear: 0 });
    expect(toCardInput({ ...VALID, expiry: '12' })).toMatchObject({ expMonth: 12, expYear: 0 });
    expect(toCardInput({ ...VALID, expiry: '12/ab' })).toMatchObject({ expMonth: 12, expYear: 0 });
    expect(toCardInput({ ...VALID, expiry: 'ab/cd' })).toMatchObject({ expMonth: 0, expYear: 0 });
  });

  it('passes the name, number and country on as typed', () => {
    expect(toCardInput(VALID)).toEqual({
      holderName: 'Ada Lovelace',
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      country: 'us',
    });
  });
});

describe('checkCard', () => {
  it('accepts a sandbox card and hands back its API input', () => {
    const result = formSchema().safeParse({ card: VALID });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(toCardInput(VALID));
  });

  it('accepts a number typed with dashes', () => {
    expect(formSchema().safeParse({ card: { ...VALID, number: '4242-4242-4242-4242' } }).success).toBe(true);
  });

  it('refuses an empty card once per field, each with its product message', () => {
    expect(refusals({ ...VALID, holderName: '', number: '', expiry: '', cvc: '' })).toEqual([
      { field: 'card.holderName', message: PAYMENT_MESSAGES.cardDetailsRequired },
      { field: 'card.number', message: PAYMENT_MESSAGES.invalidCardNumber },
      // Month and year both refuse, but the expiry box shows one error.
      { field: 'card.expiry', message: PAYMENT_MESSAGES.cardExpired },
      { field: 'card.cvc', message: PAYMENT_MESSAGES.invalidCvc },
    ]);
  });

  it('refuses a month outside 1–12 on the expiry field', () => {
    expect(refusals({ ...VALID, expiry: '13/30' })).toEqual([
      { field: 'card.expiry', message: PAYMENT_MESSAGES.cardExpired },
    ]);
  });

  it('refuses a number too short on the number field', () => {
    expect(refusals({ ...VALID, number: '4242 4242' })).toEqual([
      { field: 'card.number', message: PAYMENT_MESSAGES.invalidCardNumber },
    ]);
  });

  it('refuses a number failing the Luhn check on the number field', () => {
    expect(refusals({ ...VALID, number: '4242 4242 4242 4241' })).toEqual([
      { field: 'card.number', message: PAYMENT_MESSAGES.invalidCardNumber },
    ]);
  });

  it('refuses an expired card on the expiry field', () => {
    expect(refusals({ ...VALID, expiry: '01/20' })).toEqual([
      { field: 'card.expiry', message: PAYMENT_MESSAGES.cardExpired },
    ]);
  });

  it('refuses a CVC that is not 3 or 4 digits on the CVC field', () => {
    expect(refusals({ ...VALID, cvc: '12a' })).toEqual([
      { field: 'card.cvc', message: PAYMENT_MESSAGES.invalidCvc },
    ]);
  });

  it('asks an American Express card for a four-digit CVC', () => {
    const amex = { ...VALID, number: '3782 822463 10005' };
    expect(refusals({ ...amex, cvc: '123' })).toEqual([
      { field: 'card.cvc', message: PAYMENT_MESSAGES.invalidCvc },
    ]);
    expect(formSchema().safeParse({ card: { ...amex, cvc: '1234' } }).success).toBe(true);
  });

  it('puts its errors under the prefix it is given', () => {
    expect(refusals({ ...VALID, cvc: '' }, 'payment.card')).toEqual([
      { field: 'payment.card.cvc', message: PAYMENT_MESSAGES.invalidCvc },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  bankSchemeOf,
  checkPayoutDetails,
  describePayoutDestination,
  isValidAbaRoutingNumber,
  parseCanadianRouting,
  payoutDetailFields,
} from './payout-details';

const issuesOf = (details: Record<string, string>) => {
  const checked = checkPayoutDetails('bank', details);
  return checked.ok ? [] : checked.issues.map((issue) => [issue.field, issue.message.title]);
};

describe('bank payout details (docs/decisions/140-forms.md)', () => {
  it('asks for what the banks of each country use', () => {
    expect(bankSchemeOf('DE')).toBe('iban');
    expect(bankSchemeOf('GB')).toBe('iban');
    expect(bankSchemeOf('BR')).toBe('iban');
    expect(bankSchemeOf('US')).toBe('us');
    expect(bankSchemeOf('CA')).toBe('ca');
    expect(bankSchemeOf('IN')).toBe('in');
    expect(bankSchemeOf('JP')).toBe('swift');
    expect(bankSchemeOf('AU')).toBe('swift');
    const keys = (country: string) => payoutDetailFields('bank', country).map((field) => field.key);
    expect(keys('FR')).toEqual(['account_holder', 'iban', 'bic']);
    expect(keys('US')).toEqual(['account_holder', 'account_number', 'routing_number']);
    expect(keys('IN')).toEqual(['account_holder', 'account_number', 'ifsc_code']);
    expect(keys('JP')).toEqual(['account_holder', 'account_number', 'bic']);
    // IFSC is asked only for India.
    for (const country of ['DE', 'US', 'CA', 'JP', 'GB']) expect(keys(country)).not.toContain('ifsc_code');
    expect(keys('')).toEqual([]);
    expect(payoutDetailFields('paypal', '').map((field) => field.key)).toEqual(['paypal_email']);
  });

  it('checks IBANs by their check digits and BICs by their shape and country', () => {
    const base = { country: 'DE', account_holder: 'Ann' };
    expect(
      checkPayoutDetails('bank', { ...base, iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeff' }),
    ).toEqual({ ok: true, details: { ...base, iban: 'DE89370400440532013000', bic: 'COBADEFF' } });
    expect(issuesOf({ ...base, iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBADEFF' })).toEqual([
      ['iban', 'Invalid IBAN'],
    ]);
    expect(issuesOf({ ...base, iban: 'DE8937040044053201300', bic: 'COBADEFF' })).toEqual([
      ['iban', 'Invalid IBAN'],
    ]);
    expect(issuesOf({ ...base, iban: 'DE89370400440532013000', bic: 'COBAXXFF' })).toEqual([
      ['bic', 'Invalid BIC/SWIFT'],
    ]);
    expect(issuesOf({ ...base, iban: 'DE89370400440532013000', bic: 'COBADEFF12' })).toEqual([
      ['bic', 'Invalid BIC/SWIFT'],
    ]);
    // Every refused field at once, in the order of the form.
    expect(issuesOf({ country: 'DE', account_holder: ' ', iban: 'x', bic: '' })).toEqual([
      ['account_holder', 'Payout details required'],
      ['iban', 'Invalid IBAN'],
      ['bic', 'Payout details required'],
    ]);
  });

  it('checks ABA routing numbers by their checksum', () => {
    for (const valid of ['021000021', '011000015', '121000358', '026009593']) {
      expect(isValidAbaRoutingNumber(valid)).toBe(true);
    }
    for (const invalid of ['021000022', '02100002', '0210000210', 'ABCDEFGHI', '']) {
      expect(isValidAbaRoutingNumber(invalid)).toBe(false);
    }
    const us = { country: 'US', account_holder: 'Ann', account_number: '000123456789' };
    expect(issuesOf({ ...us, routing_number: '021 000 021' })).toEqual([]);
    expect(issuesOf({ ...us, routing_number: '021000022' })).toEqual([
      ['routing_number', 'Invalid routing number'],
    ]);
    expect(issuesOf({ ...us, account_number: '12ab', routing_number: '021000021' })).toEqual([
      ['account_number', 'Invalid account number'],
    ]);
  });

  it('reads Canadian transit and institution numbers in both spellings', () => {
    expect(parseCanadianRouting('12345-003')).toBe('12345003');
    expect(parseCanadianRouting('12345 003')).toBe('12345003');
    expect(parseCanadianRouting('000312345')).toBe('12345003');
    expect(parseCanadianRouting('123456789')).toBeNull();
    expect(parseCanadianRouting('1234')).toBeNull();
  });

  it('asks India for an IFSC: four letters, a zero, six letters or digits', () => {
    const india = { country: 'IN', account_holder: 'Ira', account_number: '123456789012' };
    expect(checkPayoutDetails('bank', { ...india, ifsc_code: 'sbin0001234' })).toEqual({
      ok: true,
      details: { ...india, ifsc_code: 'SBIN0001234' },
    });
    for (const ifsc of ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'COBADEFF']) {
      expect(issuesOf({ ...india, ifsc_code: ifsc })).toEqual([['ifsc_code', 'Invalid IFSC Code']]);
    }
  });

  it('needs a listed country first, and keeps no field of another scheme', () => {
    expect(issuesOf({ country: '', account_holder: 'A' })).toEqual([['country', 'Bank country required']]);
    expect(issuesOf({ country: 'Germany', account_holder: 'A' })).toEqual([
      ['country', 'Bank country required'],
    ]);
    const checked = checkPayoutDetails('bank', {
      country: 'jp',
      account_holder: 'Jun',
      account_number: '1234567',
      bic: 'BOTKJPJT',
      ifsc_code: 'SBIN0001234',
      iban: 'DE89370400440532013000',
    });
    expect(checked).toEqual({
      ok: true,
      details: { country: 'JP', account_holder: 'Jun', account_number: '1234567', bic: 'BOTKJPJT' },
    });
  });

  it('names where a payout goes without showing the whole account', () => {
    expect(describePayoutDestination({ iban: 'DE89370400440532013000' })).toBe('DE89 …3000');
    expect(describePayoutDestination({ account_number: '000123456789', ifsc_code: 'X' })).toBe('…6789');
    expect(describePayoutDestination({ paypal_email: 'a@b.co' })).toBe('a@b.co');
  });
});

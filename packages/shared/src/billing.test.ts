import { describe, expect, it } from 'vitest';
import { billingProfileInputSchema, checkVatId } from './billing';

/* The VAT rule of the billing profile (docs/PRODUCT.md "Billing details"). */

describe('checkVatId', () => {
  it.each([
    ['DE136695976', 'DE', 'DE136695976'],
    ['de 136 695 976', 'DE', 'DE136695976'],
    ['136695976', 'DE', 'DE136695976'],
    ['NL004495445B01', 'NL', 'NL004495445B01'],
    ['NL 0044.95.445.B01', 'NL', 'NL004495445B01'],
    ['FR40303265045', 'FR', 'FR40303265045'],
    ['FR 40 303 265 045', 'FR', 'FR40303265045'],
    ['PL5260250995', 'PL', 'PL5260250995'],
    ['526-025-09-95', 'PL', 'PL5260250995'],
    ['CZ25123891', 'CZ', 'CZ25123891'],
    ['094259216', 'GR', 'EL094259216'],
  ])('accepts %s for %s, kept as %s', (text, country, value) => {
    expect(checkVatId(text, country)).toEqual({ ok: true, value });
  });

  it.each([
    ['DE136695977', 'DE', 'Germany'],
    ['NL004495446B01', 'NL', 'Netherlands'],
    ['FR41303265045', 'FR', 'France'],
    ['PL5260250996', 'PL', 'Poland'],
    ['CZ25123892', 'CZ', 'Czechia'],
    ['DE136695976', 'NL', 'Netherlands'],
    ['DE12', 'DE', 'Germany'],
  ])('refuses %s for %s, naming %s', (text, country, name) => {
    expect(checkVatId(text, country)).toEqual({
      ok: false,
      message: { title: 'Invalid VAT number', description: `This is not a valid VAT number for ${name}.` },
    });
  });

  it('keeps a tax ID of a country without check-digit rules as typed, squeezed', () => {
    expect(checkVatId('12-3456789', 'US')).toEqual({ ok: true, value: '123456789' });
    expect(checkVatId('#', 'US')).toMatchObject({ ok: false });
  });
});

describe('billingProfileInputSchema', () => {
  it('needs address lines of a company but not of a private customer', () => {
    const company = billingProfileInputSchema.safeParse({
      customerType: 'company',
      legalName: 'Acme',
      country: 'DE',
    });
    expect(company.success).toBe(false);
    expect(company.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'street',
      'city',
      'postalCode',
    ]);
    const person = billingProfileInputSchema.safeParse({
      customerType: 'private',
      legalName: 'Pia',
      country: 'DE',
    });
    expect(person.success).toBe(true);
  });
});

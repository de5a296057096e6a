import { describe, expect, it } from 'vitest';
import { formatRate, priceLines, taxOfLine, taxRuleFor, type IssuerTaxSettings } from './invoicing';

const dutch: IssuerTaxSettings = {
  country: 'NL',
  rateBasisPoints: 2100,
  consumerRates: { FR: 2000, FI: 2550 },
};

describe('the tax rule of a buyer', () => {
  it('charges a buyer in the issuer country the domestic rate, company or not', () => {
    expect(taxRuleFor(dutch, { customerType: 'company', country: 'NL', vatId: 'NL812345009B01' })).toEqual({
      treatment: 'domestic',
      rateBasisPoints: 2100,
    });
    expect(taxRuleFor(dutch, { customerType: 'private', country: 'NL', vatId: null })).toEqual({
      treatment: 'domestic',
      rateBasisPoints: 2100,
    });
  });

  it('reverse charges an EU company in another member state with a VAT ID', () => {
    expect(taxRuleFor(dutch, { customerType: 'company', country: 'DE', vatId: 'DE136695976' })).toEqual({
      treatment: 'reverse_charge',
      rateBasisPoints: 0,
    });
  });

  it("charges other EU buyers their country's configured rate, else the issuer's", () => {
    expect(taxRuleFor(dutch, { customerType: 'private', country: 'FR', vatId: null })).toEqual({
      treatment: 'consumer',
      rateBasisPoints: 2000,
    });
    expect(taxRuleFor(dutch, { customerType: 'private', country: 'FI', vatId: null }).rateBasisPoints).toBe(
      2550,
    );
    // A company without a VAT ID cannot be reverse charged.
    expect(taxRuleFor(dutch, { customerType: 'company', country: 'CZ', vatId: null })).toEqual({
      treatment: 'consumer',
      rateBasisPoints: 2100,
    });
  });

  it('does not charge VAT outside the EU, nor an issuer outside the EU abroad', () => {
    for (const buyer of [
      { customerType: 'company' as const, country: 'US', vatId: '123456789' },
      { customerType: 'private' as const, country: 'CH', vatId: null },
    ]) {
      expect(taxRuleFor(dutch, buyer)).toEqual({ treatment: 'not_subject', rateBasisPoints: 0 });
    }
    const american: IssuerTaxSettings = { country: 'US', rateBasisPoints: 0, consumerRates: {} };
    expect(taxRuleFor(american, { customerType: 'private', country: 'DE', vatId: null }).treatment).toBe(
      'not_subject',
    );
  });
});

describe('the tax of a line', () => {
  it('rounds each line to the nearest cent, halves away from zero, credits mirroring charges', () => {
    expect(taxOfLine(4_999, 2100)).toBe(1_050); // 1049.79
    expect(taxOfLine(50, 2100)).toBe(11); // 10.5
    expect(taxOfLine(-50, 2100)).toBe(-11);
    expect(taxOfLine(1, 2550)).toBe(0); // 0.255
    expect(taxOfLine(2, 2550)).toBe(1); // 0.51
    expect(taxOfLine(123_456_789, 2100)).toBe(25_925_926); // 25925925.69
    expect(taxOfLine(9_999, 0)).toBe(0);
  });

  it('totals a document as the sum of its rounded lines', () => {
    const priced = priceLines(
      [
        {
          description: 'Lease',
          periodFrom: '2026-01-01',
          periodTo: '2026-02-01',
          quantity: 1,
          unitPriceCents: 4_999,
        },
        { description: 'Processing fee', periodFrom: null, periodTo: null, quantity: 1, unitPriceCents: 50 },
      ],
      { treatment: 'domestic', rateBasisPoints: 2100 },
    );
    // 1049.79 + 10.5 would round to 1060 as one sum; per line it is 1050 + 11.
    expect(priced).toMatchObject({ netCents: 5_049, taxCents: 1_061, grossCents: 6_110 });
    expect(priced.lines.map((line) => line.grossCents)).toEqual([6_049, 61]);
  });

  it('prints rates as people write them', () => {
    expect([formatRate(2100), formatRate(2550), formatRate(0), formatRate(550)]).toEqual([
      '21 %',
      '25.5 %',
      '0 %',
      '5.5 %',
    ]);
  });
});

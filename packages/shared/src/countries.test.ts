import { describe, expect, it } from 'vitest';
import { countries as packageCountries } from 'countries-list';
import {
  listCountries,
  COUNTRY_MESSAGES,
  countryName,
  formatCountry,
  isCountryCode,
  parseCountryCode,
  searchCountries,
} from './countries';
import { validateAsnFields } from './asns';
import { validateIpBlockFields } from './catalog';

const invalid = { ok: false, message: COUNTRY_MESSAGES.invalidCountry };

describe('the country list', () => {
  it('holds the ISO 3166-1 alpha-2 codes once each, sorted by English name', () => {
    expect(listCountries().length).toBeGreaterThanOrEqual(249);
    const codes = listCountries().map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = listCountries().map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(listCountries().find((country) => country.code === 'NL')).toEqual({
      code: 'NL',
      name: 'Netherlands',
    });
  });

  it("leaves out the package's codes that ISO 3166-1 only reserves (parts of Saint Helena)", () => {
    const reserved = Object.entries(packageCountries)
      .filter(([, country]) => 'partOf' in country && country.partOf === 'SH')
      .map(([code]) => code)
      .sort();
    expect(reserved).toEqual(['AC', 'TA']);
    for (const code of reserved) expect(isCountryCode(code)).toBe(false);
    expect(isCountryCode('SH')).toBe(true);
  });

  it('agrees with the full data of the package on every name, its accents restored', () => {
    const unaccented = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    for (const { code, name } of listCountries()) {
      expect(unaccented(name)).toBe(unaccented(packageCountries[code as keyof typeof packageCountries].name));
    }
  });

  it('writes names with their accents where the package leaves them out', () => {
    expect(countryName('AX')).toBe('Åland');
    expect(countryName('BL')).toBe('Saint Barthélemy');
    expect(countryName('CW')).toBe('Curaçao');
    expect(countryName('RE')).toBe('Réunion');
    expect(countryName('ST')).toBe('São Tomé and Príncipe');
    expect(countryName('TR')).toBe('Türkiye');
    // Sorted as English readers look for them: Åland among the A's.
    const names = listCountries().map((country) => country.name);
    expect(names.slice(names.indexOf('Afghanistan'), names.indexOf('Albania') + 1)).toEqual([
      'Afghanistan',
      'Åland',
      'Albania',
    ]);
  });
});

describe('isCountryCode and countryName', () => {
  it('knows listed upper-case codes only', () => {
    expect(isCountryCode('NL')).toBe(true);
    expect(isCountryCode('NE')).toBe(true);
    expect(isCountryCode('nl')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('Netherlands')).toBe(false);
    expect(isCountryCode('')).toBe(false);
  });

  it('names a code in any case and nothing else', () => {
    expect(countryName('NE')).toBe('Niger');
    expect(countryName(' nl ')).toBe('Netherlands');
    expect(countryName('XX')).toBeUndefined();
    expect(formatCountry({ code: 'NL', name: 'Netherlands' })).toBe('Netherlands (NL)');
  });
});

describe('parseCountryCode', () => {
  it('upper-cases a listed code and treats blank as no country', () => {
    expect(parseCountryCode('nl')).toEqual({ ok: true, value: 'NL' });
    expect(parseCountryCode(' NE ')).toEqual({ ok: true, value: 'NE' });
    expect(parseCountryCode('')).toEqual({ ok: true, value: null });
    expect(parseCountryCode('  ')).toEqual({ ok: true, value: null });
    expect(parseCountryCode(null)).toEqual({ ok: true, value: null });
    expect(parseCountryCode(undefined)).toEqual({ ok: true, value: null });
  });

  it.each(['XX', 'Netherlands', 'NLD', 'N', 'AC', '__proto__'])('refuses %j', (text) => {
    expect(parseCountryCode(text)).toEqual(invalid);
  });
});

describe('searchCountries', () => {
  const codes = (text: string) => searchCountries(text).map((country) => country.code);

  it('finds a country by the start of its name, in any case', () => {
    expect(codes('neth')).toEqual(['NL']);
    expect(codes('NETH')).toEqual(['NL']);
  });

  it('puts the exact code first, then names starting with the text, then words, then the rest', () => {
    expect(codes('nl')[0]).toBe('NL');
    expect(codes('ni').slice(0, 4)).toEqual(['NI', 'NE', 'NG', 'NU']);
    expect(codes('korea')).toEqual(['KP', 'KR']);
    expect(codes('guinea')).toEqual(['GN', 'GW', 'GQ', 'PG']);
    expect(codes('erlan')).toEqual(['NL', 'CH']);
  });

  it('ignores accents and surrounding spaces, and answers the whole list for blank text', () => {
    expect(codes('  curaçao ')).toEqual(['CW']);
    expect(codes('curacao')).toEqual(['CW']);
    expect(codes('aland')).toEqual(['AX', 'NZ']);
    expect(searchCountries('')).toEqual(listCountries());
    expect(codes('zzz')).toEqual([]);
  });
});

describe('the forms that take a country', () => {
  const block = { cidr: '198.18.4.0/24', rir: 'ripe' };
  const options = { allowDocumentation: true, hasLoa: true };
  const asn = { asnNumber: 'AS64500', organization: 'Example', rir: 'RIPE' };

  it('accept a listed code in any case, stored upper-cased, or no country', () => {
    expect(validateIpBlockFields({ ...block, countryCode: 'nl' }, options)).toMatchObject({
      ok: true,
      value: { countryCode: 'NL' },
    });
    expect(validateIpBlockFields({ ...block, countryCode: 'NE' }, options)).toMatchObject({
      value: { countryCode: 'NE' },
    });
    expect(validateIpBlockFields({ ...block, countryCode: '' }, options)).toMatchObject({
      value: { countryCode: null },
    });
    expect(validateAsnFields({ ...asn, country: 'nl' }, options)).toMatchObject({
      ok: true,
      value: { country: 'NL' },
    });
    expect(validateAsnFields({ ...asn, country: null }, options)).toMatchObject({
      ok: true,
      value: { country: null },
    });
  });

  it.each(['XX', 'Netherlands'])('refuse %j with the country message', (text) => {
    expect(validateIpBlockFields({ ...block, countryCode: text }, options)).toEqual({
      ...invalid,
      field: 'countryCode',
    });
    expect(validateAsnFields({ ...asn, country: text }, options)).toEqual({ ...invalid, field: 'country' });
  });
});

import englishNames from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };
import { type Message, message } from './messages';

/**
 * Country codes of IP blocks and ASNs are ISO 3166-1 alpha-2 codes, chosen from a list rather than
 * typed, so 'Netherlands' can no longer be stored as 'NE' (Niger). The names come from the
 * `countries-list` package (docs/decisions/105-country-codes.md); both the server and the web forms
 * check with this file.
 *
 * Bundle cost: the index is built by a `@__PURE__` call and never at module load through anything
 * else, so a page that imports a module which imports this one (the marketplace imports catalog.ts)
 * but never calls a list function ships none of the names.
 */

export interface Country {
  code: string;
  name: string;
}

// The package also lists Ascension Island (AC) and Tristan da Cunha (TA): ISO 3166-1 only reserves
// these codes (they belong to Saint Helena, SH), so no registry records a network under them.
const NOT_ISO_3166_1 = new Set(['AC', 'TA']);

// The package writes these names without their accents ('Curacao'); shown as the countries write them.
const ACCENTED_NAMES: Readonly<Record<string, string>> = {
  AX: 'Åland',
  BL: 'Saint Barthélemy',
  CW: 'Curaçao',
  RE: 'Réunion',
  ST: 'São Tomé and Príncipe',
};

export const COUNTRY_MESSAGES = {
  invalidCountry: message('Invalid country code', 'Choose a country from the list.'),
} as const satisfies Record<string, Message>;

/** Every listed country by its code, unsorted, for naming a code. */
function buildCountryIndex(): ReadonlyMap<string, Country> {
  return new Map(
    Object.entries(englishNames as Record<string, string>)
      .filter(([code]) => !NOT_ISO_3166_1.has(code))
      .map(([code, name]) => [code, { code, name: ACCENTED_NAMES[code] ?? name }]),
  );
}

const COUNTRY_BY_CODE = /* @__PURE__ */ buildCountryIndex();

let sortedCountries: readonly Country[] | undefined;

/**
 * Every country as { code, name }, sorted by English name. Sorted when first asked for (a country
 * select), not when the module loads: sorting by an Intl collator loads the locale's data, about
 * 10 ms of a phone's main thread, and the pages that only name countries (the catalogue) never sort.
 */
export function listCountries(): readonly Country[] {
  if (!sortedCountries) {
    // One collator for the whole sort: localeCompare with a locale builds one per comparison.
    const english = new Intl.Collator('en');
    sortedCountries = [...COUNTRY_BY_CODE.values()].sort((a, b) => english.compare(a.name, b.name));
  }
  return sortedCountries;
}

/** True for an upper-case ISO 3166-1 alpha-2 code in the list ('NL'); 'nl' or 'XX' are not. */
export function isCountryCode(code: string): boolean {
  return COUNTRY_BY_CODE.has(code);
}

/** 'Netherlands' for 'NL' (any case); undefined for a code not in the list. */
export function countryName(code: string): string | undefined {
  return COUNTRY_BY_CODE.get(code.trim().toUpperCase())?.name;
}

/** 'Netherlands (NL)': how a choice is shown in the country select. */
export const formatCountry = (country: Country) => `${country.name} (${country.code})`;

/**
 * An optional country field as typed or sent: blank means none (null), any case is accepted and
 * stored upper-cased, and anything that is not a listed code is refused with one message.
 */
export function parseCountryCode(
  text: string | null | undefined,
): { ok: true; value: string | null } | { ok: false; message: Message } {
  const code = text?.trim().toUpperCase() ?? '';
  if (!code) return { ok: true, value: null };
  return isCountryCode(code)
    ? { ok: true, value: code }
    : { ok: false, message: COUNTRY_MESSAGES.invalidCountry };
}

/** Lower case without accents, so 'cura' finds 'Curaçao' and 'aland' finds 'Åland'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The countries a search text matches, best first: the exact code ('nl'), then names that start
 * with it ('neth'), then names with a word that starts with it ('korea'), then any other name that
 * contains it. Within each group the list keeps its alphabetical order. Blank text matches all.
 */
export function searchCountries(text: string, countries: readonly Country[] = listCountries()): Country[] {
  const query = fold(text);
  if (!query) return [...countries];
  const ranked: Array<{ country: Country; rank: number }> = [];
  for (const country of countries) {
    const name = fold(country.name);
    let rank: number;
    if (country.code.toLowerCase() === query) rank = 0;
    else if (name.startsWith(query)) rank = 1;
    else if (name.split(/[^a-z0-9]+/).some((word) => word.startsWith(query))) rank = 2;
    else if (name.includes(query)) rank = 3;
    else continue;
    ranked.push({ country, rank });
  }
  // Array.prototype.sort is stable, so equal ranks keep the list's alphabetical order.
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.country);
}

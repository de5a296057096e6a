import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { asIssue } from './messages';
import { isCountryCode } from './countries';
import { messageShape } from './replies';
import { findTextProblem, singleLineText } from './text';
import { GEO_CITY_MAX, REGION_PATTERN, GEOFEED_MESSAGES } from './geofeeds-constants';

export * from './geofeeds-constants';

/**
 * Geofeeds (RFC 8805; docs/decisions/195-geofeeds.md, docs/PRODUCT.md "Geofeeds"): every seller
 * publishes where their listed and leased prefixes are, as the CSV the RFC defines, at a stable
 * public URL; the leaser of a range sets its geolocation, and the seller's feed follows.
 *
 * One line per prefix: `ip_prefix,alpha2code,region,city,postal_code`. The postal code is deprecated
 * by the RFC (section 2.1.1.5) and always left empty; every line carries all four commas.
 */

/** Characters that would break a CSV line (RFC 4180) or are not text at all. */
// eslint-disable-next-line no-control-regex
const CITY_BREAKS_CSV = /[,"\u0000-\u001f\u007f]/;
/** What a spreadsheet reads as the start of a formula (OWASP "CSV Injection"). */
const CITY_FORMULA_START = /^[=+\-@]/;

/* ---------- wire shapes ---------- */

/** An optional text field: missing, null and blank all mean none. */
const optionalText = (schema: z.ZodType<string, string>) =>
  schema
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? null : value));

/**
 * The leaser's geolocation of one leased range. Country is required (a location without one says
 * nothing); region is an ISO 3166-2 code of that country; the city is free text that stays one CSV
 * cell as it is, so it never needs quoting or defusing in the feed.
 */
export const leaseGeolocationInputSchema = z
  .object({
    countryCode: z
      .string(asIssue(GEOFEED_MESSAGES.countryRequired))
      .trim()
      .toUpperCase()
      .min(1, asIssue(GEOFEED_MESSAGES.countryRequired))
      .refine(isCountryCode, asIssue(GEOFEED_MESSAGES.invalidCountry)),
    region: optionalText(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine(
          (value) => value === '' || REGION_PATTERN.test(value),
          asIssue(GEOFEED_MESSAGES.invalidRegion),
        ),
    ),
    city: optionalText(
      z
        .string()
        .trim()
        .refine((value) => [...value].length <= GEO_CITY_MAX, asIssue(GEOFEED_MESSAGES.cityTooLong))
        .refine((value) => !CITY_BREAKS_CSV.test(value), asIssue(GEOFEED_MESSAGES.cityCharacters))
        .check(singleLineText('city'))
        .refine((value) => !CITY_FORMULA_START.test(value), asIssue(GEOFEED_MESSAGES.cityFormula)),
    ),
  })
  .superRefine((value, context) => {
    if (value.region && !value.region.startsWith(`${value.countryCode}-`)) {
      context.addIssue({
        code: 'custom',
        path: ['region'],
        message: asIssue(GEOFEED_MESSAGES.regionOfOtherCountry),
      });
    }
  });
export type LeaseGeolocationInput = z.input<typeof leaseGeolocationInputSchema>;
export type LeaseGeolocationField = keyof LeaseGeolocationInput;

/** One leased range of an order, with what the feed says about it. */
export const leasedRangeSchema = z.object({
  leaseId: z.string(),
  cidr: z.string(),
  /** The listing's (block's) country, shown when the leaser has set nothing. */
  defaultCountryCode: z.string().nullable(),
  geolocation: z
    .object({ countryCode: z.string(), region: z.string().nullable(), city: z.string().nullable() })
    .nullable(),
});
export type LeasedRange = z.infer<typeof leasedRangeSchema>;

export const orderGeolocationSchema = z.object({
  /** True while the order's lease is in force: only then may the leaser change it. */
  canEdit: z.boolean(),
  ranges: z.array(leasedRangeSchema),
});
export type OrderGeolocation = z.infer<typeof orderGeolocationSchema>;

/* ---------- the feed itself ---------- */

export interface GeofeedEntry {
  prefix: string;
  countryCode: string | null;
  region: string | null;
  city: string | null;
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Sort key: IPv4 before IPv6, then by address, then the wider prefix first. */
function compareEntries(a: [Address, number], b: [Address, number]): number {
  if (a[0].kind() !== b[0].kind()) return a[0].kind() === 'ipv4' ? -1 : 1;
  const left = a[0].toByteArray();
  const right = b[0].toByteArray();
  for (let index = 0; index < left.length; index += 1) {
    if (left[index] !== right[index]) return left[index]! - right[index]!;
  }
  return a[1] - b[1];
}

/** True when a city is one plain CSV cell on one line, for every reader (docs/PRODUCT.md "Geofeeds"). */
export const isPlainCity = (city: string) =>
  !CITY_BREAKS_CSV.test(city) && findTextProblem(city, 'single') === null;

/**
 * The feed text: comment lines, then one line per prefix in address order, CRLF-free (the RFC's
 * examples and consumers use LF). A more specific entry (a lease inside a listed range) follows the
 * range that holds it; consumers take the longest match (RFC 8805 section 3.1). A city that is not
 * plain one-line text (one saved before the text rule) is left out rather than let it split a line
 * for a strict reader, which would spoil the seller's whole feed.
 */
export function formatGeofeed(comments: string[], entries: GeofeedEntry[]): string {
  const sorted = [...entries]
    .map((entry) => ({ entry, parsed: ipaddr.parseCIDR(entry.prefix) }))
    .sort((a, b) => compareEntries(a.parsed, b.parsed));
  const lines = [
    ...comments.map((comment) => `# ${comment.replace(/[\r\n]+/g, ' ')}`),
    ...sorted.map(({ entry }) => {
      const city = entry.city !== null && isPlainCity(entry.city) ? entry.city : '';
      return [entry.prefix, entry.countryCode ?? '', entry.region ?? '', city, ''].join(',');
    }),
  ];
  return `${lines.join('\n')}\n`;
}

export interface GeofeedProblem {
  line: number;
  problem: string;
}

/**
 * Reads a feed the way a careful consumer does and names every line that breaks RFC 8805's format
 * rules (section 2.1): a prefix in CIDR notation without host bits, an ISO 3166-1 alpha-2 country
 * (or nothing), an ISO 3166-2 region of that country (or nothing), a city that is one plain cell, an
 * empty postal code (deprecated), no more than five fields, and no prefix twice. Comments start with
 * '#'; blank lines are ignored.
 */
export function validateGeofeed(text: string): { entries: GeofeedEntry[]; problems: GeofeedProblem[] } {
  const entries: GeofeedEntry[] = [];
  const problems: GeofeedProblem[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const report = (problem: string) => problems.push({ line, problem });
    if (raw.trim() === '' || raw.startsWith('#')) return;
    if (raw.includes('"')) return report('quoted fields are not expected in a geofeed');
    const fields = raw.split(',');
    if (fields.length > 5) return report(`${fields.length} fields, at most 5`);
    const [prefixText = '', country = '', region = '', city = '', postal = ''] = fields.map((field) =>
      field.trim(),
    );
    // A single address stands for its /32 or /128 (RFC 8805 section 2.1.1.1).
    const cidr =
      !prefixText.includes('/') && ipaddr.isValid(prefixText)
        ? `${prefixText}/${ipaddr.parse(prefixText).kind() === 'ipv4' ? 32 : 128}`
        : prefixText;
    if (!ipaddr.isValidCIDR(cidr)) return report(`"${prefixText}" is not a prefix in CIDR notation`);
    const [address, length] = ipaddr.parseCIDR(cidr);
    const network =
      address.kind() === 'ipv4'
        ? ipaddr.IPv4.networkAddressFromCIDR(cidr)
        : ipaddr.IPv6.networkAddressFromCIDR(cidr);
    if (network.toNormalizedString() !== address.toNormalizedString())
      report(`${prefixText} has host bits set`);
    const key = `${network.toNormalizedString()}/${length}`;
    if (seen.has(key)) report(`${prefixText} is listed twice (line ${seen.get(key)})`);
    else seen.set(key, line);
    const countryCode = country.toUpperCase();
    if (countryCode && !isCountryCode(countryCode)) report(`"${country}" is not an ISO 3166-1 alpha-2 code`);
    const regionCode = region.toUpperCase();
    if (regionCode && !REGION_PATTERN.test(regionCode)) report(`"${region}" is not an ISO 3166-2 code`);
    else if (regionCode && regionCode.slice(0, 2) !== countryCode)
      report(`region ${region} is not in country "${country}"`);
    if (!isPlainCity(city)) report('the city is not one plain CSV cell');
    if (postal) report('the postal code is deprecated and must be empty');
    entries.push({
      prefix: cidr,
      countryCode: countryCode || null,
      region: regionCode || null,
      city: city || null,
    });
  });
  return { entries, problems };
}

/** `/api/geofeeds/:sellerId.csv` (any text: a malformed id answers 404 like an unknown seller). */
export const geofeedParamsSchema = z.object({ sellerId: z.string().max(64) });

/** `/api/orders/:id/geolocation/:leaseId`: the order and one of its leased ranges. */
export const leaseGeolocationParamsSchema = z.object({ id: z.uuid(), leaseId: z.uuid() });

/** GET /api/orders/:id/geolocation. */
export const orderGeolocationReplySchema = z.object({ geolocation: orderGeolocationSchema });
export type OrderGeolocationReply = z.infer<typeof orderGeolocationReplySchema>;

/** PUT and DELETE /api/orders/:id/geolocation/:leaseId: the order's geolocation and the toast. */
export const geolocationSavedSchema = z.object({ geolocation: orderGeolocationSchema, ...messageShape });
export type GeolocationSaved = z.infer<typeof geolocationSavedSchema>;

import { type Message, message } from './messages';

/**
 * Geofeeds' constants and messages without zod, so a page that only shows them loads neither zod
 * nor the contracts (docs/decisions/270). geofeeds.ts re-exports them.
 */

/** Orders whose leased ranges are in force: paid and not yet ended, cancelled or disputed. */
export const LEASE_IN_FORCE_STATUSES = ['payment_confirmed', 'provisioning', 'active', 'suspended'] as const;

/** The public address of a seller's feed, relative to the site (the seller pastes it into `geofeed:`). */
export const geofeedPath = (sellerId: string) => `/api/geofeeds/${sellerId}.csv`;

export const GEO_CITY_MAX = 100;
/** ISO 3166-2: the country's alpha-2 code, a hyphen, then one to three letters or digits ('US-CA'). */
export const REGION_PATTERN = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
export const GEOFEED_MESSAGES = {
  countryRequired: message('Invalid country code', 'Choose the country where this range is used.'),
  invalidCountry: message('Invalid country code', 'Choose a country from the list.'),
  invalidRegion: message('Invalid region', 'Enter the region as an ISO 3166-2 code, like US-CA.'),
  regionOfOtherCountry: message(
    'Invalid region',
    'The region code must start with the code of the chosen country, like NL-NH for the Netherlands.',
  ),
  cityTooLong: message('Invalid city', `Use at most ${GEO_CITY_MAX} characters for the city.`),
  cityCharacters: message('Invalid city', 'The city cannot contain commas, quotes or line breaks.'),
  cityFormula: message('Invalid city', 'The city cannot start with =, +, - or @.'),
  saved: message('Geolocation saved', "The seller's geofeed now shows this location for the range."),
  cleared: message(
    'Geolocation removed',
    "The seller's geofeed shows the listing's country for the range again.",
  ),
  leaseNotInForce: message(
    'Geolocation not saved',
    'This lease has ended: only a range leased now can be given a geolocation.',
  ),
  fetchFailed: message('Error loading geolocation', 'Please try again later.'),
  saveFailed: message('Error saving geolocation', 'Please try again later.'),
  copied: message('Copied', 'The geofeed URL is on your clipboard.'),
} as const satisfies Record<string, Message>;

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers (the profile's contact phone): typed with their country code, checked against the
 * numbering plan of that country by libphonenumber-js ('min' metadata: lengths and national
 * patterns, enough to tell a number from a typo at a fraction of the full data), stored in E.164
 * and shown in the international format. Both the server and the profile form run these
 * (docs/decisions/140-forms.md). A module of its own so that only the pages that use a phone load
 * the library.
 */

// Digits, spaces and the usual separators; letters ('ext. 5', vanity numbers) have no E.164 form.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** '+12025550123' for '+1 (202) 555-0123' or '001 202 555 0123'; null when it is not a valid number. */
export function toE164Phone(text: string): string | null {
  const typed = text.trim().replace(/^00/, '+');
  if (!typed.startsWith('+') || !PHONE_CHARACTERS.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed);
  return parsed?.isValid() ? parsed.number : null;
}

/** '+1 202 555 0123' for '+12025550123'; a number stored before the rule is shown as it was kept. */
export function formatPhone(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

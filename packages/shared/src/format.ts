/**
 * A number with thousands separators, as `Intl.NumberFormat('en-US')` writes it: '1,234'.
 * Whole numbers (every count and every dollar amount the app shows) are grouped here without Intl:
 * a page's first use of Intl loads the locale's data, about 15–20 ms of a phone's main thread
 * before anything renders (docs/PRODUCT.md "Display conventions"; docs/decisions/317). Any other
 * number goes to one formatter, built on first use.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return intlNumberFormat().format(value);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let end = grouped.length; end < digits.length; end += 3) grouped += `,${digits.slice(end, end + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/** For the numbers the grouping above leaves alone: fractions, -0, beyond 2^53, NaN, infinities. */
let enUsNumber: Intl.NumberFormat | undefined;
const intlNumberFormat = () => (enUsNumber ??= new Intl.NumberFormat('en-US'));

/** Money is integer cents everywhere (docs/PRODUCT.md "Overview"); dollars appear only at the edge. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a dollar amount typed by a person ("12", "12.5", "12.50") into cents, or null. */
export function parseDollarsToCents(input: string | number): number | null {
  const text = String(input).trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Ticket and order ids are shown by their first 8 characters (PRODUCT.md "Display conventions"). */
export const shortId = (id: string, length = 8) => id.slice(0, length);

/** A moment in messages that leave the browser (notifications, mail): '2026-12-05 16:13 UTC'. */
export const formatUtcDateTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * One formatter for every number shown ('1,234'): `toLocaleString('en-US')` builds a new formatter
 * on each call, about 0.1 ms each, which a page of prices paid on its first render.
 */
const EN_US_NUMBER = new Intl.NumberFormat('en-US');

/** A number with thousands separators, as `toLocaleString('en-US')` writes it: '1,234'. */
export const formatCount = (value: number) => EN_US_NUMBER.format(value);

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

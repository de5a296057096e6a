/**
 * The one date formatting of the app: one date library for everything, here the platform's Intl.
 * Each format is built once: `toLocaleString` with options builds a new formatter on every call.
 */
/** A formatter built when first used: building one costs about a millisecond, paid when the module loads otherwise. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  let built: Intl.DateTimeFormat | undefined;
  return () => (built ??= new Intl.DateTimeFormat(locale, options));
}
const DATE = formatter('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME = formatter('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const TIME_24H = formatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** By time zone (undefined: the viewer's own). */
const DATE_TIME_WITH_ZONE = new Map<string | undefined, Intl.DateTimeFormat>();

/** 'Invalid Date' for text that is no date, as `toLocaleString` says (a formatter would throw). */
function written(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : format.format(date);
}

export function formatDate(iso: string): string {
  return written(DATE(), iso);
}

export function formatDateTime(iso: string): string {
  return written(DATE_TIME(), iso);
}

/**
 * A moment that others see too (an auction's end), with the zone it is written in: 'Nov 2, 2026,
 * 09:40 PM GMT+1'. The viewer's own zone, named, so nobody takes it for the seller's or the server's.
 */
export function formatDateTimeWithZone(iso: string, timeZone?: string): string {
  let format = DATE_TIME_WITH_ZONE.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    DATE_TIME_WITH_ZONE.set(timeZone, format);
  }
  return written(format, iso);
}

/** '16:42': the time of day on a 24-hour clock, for a time within the hour (a checkout hold). */
export function formatTime(iso: string): string {
  return written(TIME_24H(), iso);
}

/**
 * English month names, written out: the dashboard names one month, and building an Intl formatter for
 * it would load the locale's date data on the page's first screen, about 5–20 ms of a phone's main
 * thread (docs/decisions/317).
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'December': the month of a moment, in UTC (a month of sales, counted in UTC). */
export function formatUtcMonth(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : MONTH_NAMES[date.getUTCMonth()]!;
}

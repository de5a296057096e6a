/**
 * A date-time input read and filled in the visitor's local time, with the offset written out: how
 * the public abuse form takes the moment something was seen (docs/PRODUCT.md "Abuse").
 */

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** '+01:00', '-05:30', '+00:00': the offset of a moment in the browser's zone. */
export function offsetText(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The value of a date-time input ('2026-11-29T05:12', the visitor's local time) as ISO 8601 with the
 * visitor's offset ('2026-11-29T05:12:00+01:00'), as the report takes it (docs/PRODUCT.md "Abuse");
 * null for anything else, so the shared rule names the problem.
 */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  // A date the calendar lacks (Feb 30) rolls over; the wall-clock hour a DST jump skips moves.
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(day) || date.getHours() !== Number(hour)) {
    return null;
  }
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offsetText(date)}`;
}

/** A moment as a date-time input's value in the visitor's local time ('2026-11-29T05:12'). */
export function toLocalInput(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * 'Europe/Berlin, UTC+01:00' (or 'UTC+00:00' alone for UTC): the zone the date-time input is read in,
 * named for the visitor.
 */
export function localZoneText(date: Date, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone) {
  const offset = `UTC${offsetText(date)}`;
  return timeZone === 'UTC' || timeZone === 'Etc/UTC' ? offset : `${timeZone}, ${offset}`;
}

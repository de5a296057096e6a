/** The one date formatting of the app: one date library for everything, here the platform's Intl. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * A moment that others see too (an auction's end), with the zone it is written in: 'Nov 2, 2026,
 * 09:40 PM GMT+1'. The viewer's own zone, named, so nobody takes it for the seller's or the server's.
 */
export function formatDateTimeWithZone(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
}

/** '16:42': the time of day on a 24-hour clock, for a time within the hour (a checkout hold). */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

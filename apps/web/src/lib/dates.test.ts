import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeWithZone, formatTime, formatUtcMonth } from './dates';

// Both format in the browser's own time zone. A date-time written without a zone is read in that same
// zone, so these results are the same on every machine; an instant ('…Z') would not be.
describe('formatDate', () => {
  it('writes the day as "Mon D, YYYY" in English', () => {
    expect(formatDate('2026-03-15T09:05:00')).toBe('Mar 15, 2026');
    expect(formatDate('2026-12-01T23:59:00')).toBe('Dec 1, 2026');
  });
});

describe('formatDateTime', () => {
  it('adds the time on a 12-hour clock with two-digit hours', () => {
    expect(formatDateTime('2026-03-15T09:05:00')).toBe('Mar 15, 2026, 09:05 AM');
    expect(formatDateTime('2026-11-02T21:40:00')).toBe('Nov 2, 2026, 09:40 PM');
  });

  it('writes noon and midnight as 12', () => {
    expect(formatDateTime('2026-06-10T12:00:00')).toBe('Jun 10, 2026, 12:00 PM');
    expect(formatDateTime('2026-06-10T00:30:00')).toBe('Jun 10, 2026, 12:30 AM');
  });
});

describe('formatTime', () => {
  it('writes the time of day on a 24-hour clock', () => {
    expect(formatTime('2026-03-15T16:42:59')).toBe('16:42');
    expect(formatTime('2026-03-15T09:05:00')).toBe('09:05');
    expect(formatTime('2026-03-15T00:30:00')).toBe('00:30');
  });
});

describe('formatDateTimeWithZone', () => {
  it('names the zone the time is written in', () => {
    expect(formatDateTimeWithZone('2026-11-02T20:40:00Z', 'UTC')).toBe('Nov 2, 2026, 08:40 PM UTC');
    expect(formatDateTimeWithZone('2026-11-02T20:40:00Z', 'America/New_York')).toBe(
      'Nov 2, 2026, 03:40 PM EST',
    );
  });

  it("uses the viewer's own zone by default, and says which", () => {
    expect(formatDateTimeWithZone('2026-03-15T09:05:00')).toMatch(/^Mar 15, 2026, 09:05 AM \S+$/);
  });
});

describe('text that is no date', () => {
  it('reads Invalid Date, as toLocaleString does, instead of throwing', () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDateTime('')).toBe('Invalid Date');
    expect(formatDateTimeWithZone('soon', 'UTC')).toBe('Invalid Date');
    expect(formatTime('later')).toBe('Invalid Date');
  });
});

describe('formatUtcMonth', () => {
  it('names the month of the moment in UTC, as Intl does in English', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const moment = new Date(Date.UTC(2026, month, 1)).toISOString();
      expect(formatUtcMonth(moment)).toBe(intl.format(new Date(moment)));
    }
    expect(formatUtcMonth('2026-12-31T23:30:00-02:00')).toBe('January');
    expect(formatUtcMonth('not a date')).toBe('Invalid Date');
  });
});

import { describe, expect, it } from 'vitest';
import { localInputToIso, localZoneText, offsetText, toLocalInput } from './local-time-input';

describe('the time seen, typed in local time', () => {
  it('is sent as ISO 8601 with the offset of that moment in the visitor zone', () => {
    const iso = localInputToIso('2026-03-01T14:30');
    expect(iso).toMatch(/^2026-03-01T14:30:00[+-]\d{2}:\d{2}$/);
    // The same moment as the browser reads the local text.
    expect(new Date(iso!).getTime()).toBe(new Date(2026, 2, 1, 14, 30).getTime());
  });

  it('keeps seconds when the input gives them', () => {
    expect(localInputToIso('2026-03-01T14:30:15')).toMatch(/^2026-03-01T14:30:15[+-]/);
  });

  it('refuses what is not a date and time, or a day the calendar lacks', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('yesterday')).toBeNull();
    expect(localInputToIso('2026-02-30T10:00')).toBeNull();
    expect(localInputToIso('2026-03-01T25:00')).toBeNull();
  });

  it('writes the offset with sign, hours and minutes', () => {
    const moment = new Date(2026, 0, 15, 12, 0);
    const minutes = -moment.getTimezoneOffset();
    const expected = `${minutes < 0 ? '-' : '+'}${String(Math.trunc(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
    expect(offsetText(moment)).toBe(expected);
  });

  it('names the zone the input is read in', () => {
    const moment = new Date(2026, 0, 15, 12, 0);
    expect(localZoneText(moment, 'Europe/Berlin')).toBe(`Europe/Berlin, UTC${offsetText(moment)}`);
    expect(localZoneText(moment, 'UTC')).toBe(`UTC${offsetText(moment)}`);
  });

  it('fills the input from a moment, in local time', () => {
    expect(toLocalInput(new Date(2026, 10, 29, 5, 7))).toBe('2026-11-29T05:07');
    expect(localInputToIso(toLocalInput(new Date(2026, 10, 29, 5, 7)))).toMatch(/^2026-11-29T05:07:00/);
  });
});

import { describe, expect, it } from 'vitest';
import { describeCaseClock, localInputToIso, localZoneText, offsetText, toLocalInput } from './abuse-time';

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

describe('describeCaseClock', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

  it('counts the hours left while the lessee owes an answer', () => {
    expect(describeCaseClock({ status: 'open', deadlineAt: at(23.5), overdue: false }, now)).toEqual({
      text: '23 h left',
      isOverdue: false,
    });
    expect(describeCaseClock({ status: 'acknowledged', deadlineAt: at(0.5), overdue: false }, now).text).toBe(
      'less than 1 h left',
    );
    expect(describeCaseClock({ status: 'open', deadlineAt: at(74), overdue: false }, now).text).toBe(
      '3 d 2 h left',
    );
    expect(describeCaseClock({ status: 'open', deadlineAt: at(120), overdue: false }, now).text).toBe(
      '5 d left',
    );
  });

  it('says overdue in words past the deadline', () => {
    expect(describeCaseClock({ status: 'open', deadlineAt: at(-5), overdue: true }, now)).toEqual({
      text: 'Overdue by 5 h',
      isOverdue: true,
    });
    // The server's word counts even if the browser's clock is a little behind.
    expect(describeCaseClock({ status: 'open', deadlineAt: at(0.2), overdue: true }, now).isOverdue).toBe(
      true,
    );
  });

  it('stops the clock once the lessee answered or the case closed', () => {
    expect(describeCaseClock({ status: 'resolved', deadlineAt: at(-5), overdue: false }, now)).toEqual({
      text: 'Answered',
      isOverdue: false,
    });
    expect(describeCaseClock({ status: 'disputed', deadlineAt: at(5), overdue: false }, now).text).toBe(
      'Answered',
    );
    expect(describeCaseClock({ status: 'closed', deadlineAt: at(-50), overdue: false }, now).text).toBe(
      'Closed',
    );
  });
});

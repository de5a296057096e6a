import { describe, expect, it } from 'vitest';
import { describeCaseClock } from './abuse-time';

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

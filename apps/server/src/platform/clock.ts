/**
 * Everything timed (sessions, holds, auctions, jobs) reads time from a Clock so tests can move it
 * without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function createTestClock(start = new Date('2026-01-15T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(date: Date) {
      current = date.getTime();
    },
    advance(ms: number) {
      current += ms;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The system clock moved by an adjustable offset: browser tests move time without waiting. */
export function createOffsetClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
export type OffsetClock = ReturnType<typeof createOffsetClock>;

import { z } from 'zod';
import { asIssue, type Message } from './messages';

/**
 * Query-string values the API takes: dates and whole numbers, strict and bounded. A value that
 * only looks right ('2026-13-45', '2026-02-30', '0000-00-00', '1e3', '0x10', a page beyond any
 * page) is refused with a 400 that says what to type, before it can reach the database and fail
 * there with a 500 (docs/PRODUCT.md "Errors"; the same checks on both sides).
 */

/** The calendar years a date filter may name: PostgreSQL has no year 0, JavaScript no year 10000. */
export const QUERY_DATE_MIN_YEAR = 1900;
export const QUERY_DATE_MAX_YEAR = 9999;

export const QUERY_MESSAGES = {
  invalidDate: {
    title: 'Invalid date',
    description: `Use a real date like 2026-01-31 (years ${QUERY_DATE_MIN_YEAR} to ${QUERY_DATE_MAX_YEAR}).`,
  },
} satisfies Record<string, Message>;

/** The message of a whole number outside [min, max]: it names the range, so the fix is obvious. */
export const invalidNumberMessage = (min: number, max: number): Message => ({
  title: 'Invalid number',
  description: `Use a whole number from ${min} to ${max}.`,
});

/** Whether `text` is YYYY-MM-DD naming a day that exists (2024-02-29 yes, 2026-02-30 no). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < QUERY_DATE_MIN_YEAR || year > QUERY_DATE_MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day in a query string (`?from=2026-01-31`): a real calendar day, YYYY-MM-DD. */
export const isoDateQuery = () =>
  z.string().refine(isIsoDate, { error: asIssue(QUERY_MESSAGES.invalidDate) });

/**
 * Whether an instant read from a request (an opaque paging cursor) is one the database stores:
 * JavaScript also parses year 0 and +275760, which PostgreSQL refuses with an error.
 */
export const isQueryInstant = (instant: Date): boolean =>
  !Number.isNaN(instant.getTime()) &&
  instant.getUTCFullYear() >= QUERY_DATE_MIN_YEAR &&
  instant.getUTCFullYear() <= QUERY_DATE_MAX_YEAR;

/** The first instant of a day named by `isoDateQuery` (midnight UTC). */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

/**
 * The instant a `to` day ends (the next midnight UTC), or undefined after 9999-12-31: no row is later,
 * and a year-10000 instant is one the database driver cannot write.
 */
export function dayEndExclusive(day: string): Date | undefined {
  const end = new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
  return end.getUTCFullYear() > QUERY_DATE_MAX_YEAR ? undefined : end;
}

/**
 * A whole number in a query string, from `min` to `max`. Only plain digits are read as a number:
 * '1e3', '0x10', ' 5', '1.0' and '-1' are refused rather than guessed at. A number already parsed
 * (a service re-validating what the route parsed) passes through the same bounds.
 */
export const boundedIntQuery = (min: number, max: number) => {
  const issue = asIssue(invalidNumberMessage(min, max));
  return z.union([z.number(), z.string()], { error: issue }).transform((value, ctx) => {
    const number = typeof value === 'number' ? value : /^\d{1,16}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: issue, input: value });
      return z.NEVER;
    }
    return number;
  });
};

/** How far a paged list may be paged: far beyond any real list, small enough to stay a plain OFFSET. */
export const MAX_QUERY_PAGE = 10_000;

/** `/:id` of an object whose id is a uuid: anything else is refused with a 400. */
export const idParamsSchema = z.object({ id: z.uuid() });

/**
 * `/:id` taken as any text up to 64 characters: an id that is not a uuid answers 404 like an
 * object that does not exist, so a typed-in link reads "not found" rather than "invalid".
 */
export const textIdParamsSchema = z.object({ id: z.string().max(64) });

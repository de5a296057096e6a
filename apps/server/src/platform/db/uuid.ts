/**
 * Whether a value is written as PostgreSQL writes a uuid (any version). Ids come from paths and
 * bodies as text: one that is not a uuid names no row, so callers answer 404 without asking the
 * database, which would refuse the cast with an error instead.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

import { rangeHeldMessage, type RangeHolder } from '@netlease/shared/catalog-constants';
import { AppError } from '../errors';

interface DatabaseErrorFields {
  code: string;
  constraint?: string;
  detail?: string;
}

/** The PostgreSQL error inside whatever the driver or Drizzle wrapped around it. */
export function findDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as Error).cause) {
    const fields = current as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return {
        code: fields.code,
        constraint: typeof fields.constraint === 'string' ? fields.constraint : undefined,
        detail: typeof fields.detail === 'string' ? fields.detail : undefined,
      };
    }
  }
  return undefined;
}

/** SQLSTATE of a database error, wherever the driver or Drizzle put it in the cause chain. */
export const sqlState = (error: unknown) => findDatabaseError(error)?.code;

const HOLDER_KINDS = new Set<RangeHolder['kind']>(['listing', 'auction', 'bundle']);

/**
 * The overlap refused by offer_holds (migrations/0800_offer_holds.sql) as the message a seller reads,
 * naming the offer that holds the range; undefined for any other error. take_offer_hold() puts the
 * holder in DETAIL as 'kind|id|name'. `field` is the request field that chose the range.
 */
export function toRangeHeldError(error: unknown, field?: string): AppError | undefined {
  const found = findDatabaseError(error);
  if (found?.code !== '23P01' || found.constraint !== 'offer_holds_no_overlap') return undefined;
  const [kind = '', id = '', ...name] = (found.detail ?? '').split('|');
  const holder = HOLDER_KINDS.has(kind as RangeHolder['kind'])
    ? { kind: kind as RangeHolder['kind'], id, name: name.join('|') }
    : null;
  return new AppError('conflict', rangeHeldMessage(holder), { field });
}

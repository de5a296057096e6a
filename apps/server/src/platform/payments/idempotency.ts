import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { MONEY_MESSAGES } from '@netlease/shared/money';
import type { AppContext } from '../app-context';
import type { Database, Transaction } from '../db/database';
import { idempotencyKeys } from '../db/schema/platform/index';
import { preparedQuery } from '../db/prepared';
import { AppError } from '../errors';
import type { Clock } from '../clock';
import type { ErrorBody, ErrorCode } from '@netlease/shared/errors';

/**
 * How a service runs its money-moving writes: in one transaction, at most once per Idempotency-Key
 * when the client sent one (docs/decisions/265-services-without-http.md). The route makes it
 * (platform/http/idempotent-reply.ts) and stores its own reply with the key; a repeat never reaches
 * the service's writes. Services know nothing of the reply.
 */
export interface Once<R> {
  /** The Idempotency-Key the client sent, if any (a card payment keys its intent with it). */
  key: string | undefined;
  /** Runs `work` in one transaction; `fingerprint` identifies the request, and a repeat must send the same. */
  run(fingerprint: unknown, work: (tx: Transaction) => Promise<R>): Promise<R>;
}

/** Writes without an Idempotency-Key: one transaction, run every time (demos, jobs, tests). */
export const withoutKey = <R>(db: Database): Once<R> => ({
  key: undefined,
  run: (_fingerprint, work) => db.transaction(work),
});

/**
 * A refusal that is the stored answer of a keyed request (a declined card, a unit lost before the
 * charge): thrown so the error handler answers it like any refusal, with its stored status and
 * `idempotent-replayed` saying whether this is a repeat of an earlier request with the same key.
 */
export class IdempotentRefusal extends AppError {
  readonly replayed: boolean;
  private readonly storedStatus: number;

  constructor(status: number, body: ErrorBody, replayed: boolean) {
    super(body.code as ErrorCode, { title: body.title, description: body.message }, { field: body.field });
    this.storedStatus = status;
    this.replayed = replayed;
  }

  override get status(): number {
    return this.storedStatus;
  }
}

/** A stored answer of an idempotent operation, as platform code keeps it with its key or intent. */
export interface IdempotentResult<T> {
  status: number;
  body: T;
  /** True when this answer is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

export interface IdempotencyRequest {
  userId: string;
  /** The Idempotency-Key header, or undefined when the client sent none. */
  key: string | undefined;
  /** Which operation the key belongs to; a key reused for another operation is refused. */
  scope: string;
  /** What identifies the request (never raw card data): a repeat must send the same. */
  fingerprint: unknown;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** Reads the header once, refusing values that are not short printable text. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !KEY_PATTERN.test(value)) {
    throw new AppError('bad_request', MONEY_MESSAGES.invalidIdempotencyKey);
  }
  return value;
}

export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableStringify(item)}`).join(',')}}`;
}

// The key's claim and its stored answer run in every money-moving request: prepared
// (docs/decisions/281). An insert's placeholders are encoded by their columns; the answer's are
// inside SQL, so its body goes as the JSON text PostgreSQL reads into the column.
const claimKey = preparedQuery((tx) =>
  tx
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      scope: sql.placeholder('scope'),
      requestHash: sql.placeholder('requestHash'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);
const storeAnswer = preparedQuery((tx) =>
  tx
    .update(idempotencyKeys)
    .set({ statusCode: sql`${sql.placeholder('status')}`, response: sql`${sql.placeholder('response')}` })
    .where(
      and(
        eq(idempotencyKeys.userId, sql.placeholder('userId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    ),
);

/**
 * Runs a money-moving `work` in one transaction, at most once per (user, key). The key row is
 * inserted first: a concurrent repeat blocks on the primary key until the first commits, then
 * finds the stored answer and returns it without moving money. If `work` throws, its transaction
 * (and the key) roll back, so a repeat runs again. docs/PRODUCT.md "Checkout",
 * docs/decisions/010-money-ledger.md.
 */
export async function runIdempotent<T>(
  ctx: { db: Database; clock: Clock },
  request: IdempotencyRequest,
  work: (tx: Transaction) => Promise<{ status: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const { key } = request;
  if (!key) {
    const result = await ctx.db.transaction(work);
    return { ...result, replayed: false };
  }
  const requestHash = createHash('sha256')
    .update(`${request.scope}\n${stableStringify(request.fingerprint)}`)
    .digest('hex');
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimKey(tx, {
      userId: request.userId,
      key,
      scope: request.scope,
      requestHash,
      createdAt: ctx.clock.now(),
    });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)));
      if (!first || first.requestHash !== requestHash || first.statusCode === null) {
        throw new AppError('unprocessable', MONEY_MESSAGES.idempotencyMismatch);
      }
      return { status: first.statusCode, body: first.response as T, replayed: true };
    }
    const result = await work(tx);
    await storeAnswer(tx, {
      userId: request.userId,
      key,
      status: result.status,
      response: JSON.stringify(result.body),
    });
    return { ...result, replayed: false };
  });
}

/** Keys are kept a week: long enough for any client retry, short enough to stay small. */
export async function deleteOldIdempotencyKeys(ctx: AppContext, maxAgeMs: number) {
  await ctx.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(ctx.clock.now().getTime() - maxAgeMs)));
}

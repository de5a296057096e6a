import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

export const EVENTS_CHANNEL = 'netlease_events';

/**
 * Published on `user:<id>` when sessions of that user end. It is for the hubs, never sent to a
 * browser: each hub re-checks the session of every stream of that user (decision 003).
 */
export const SESSION_ENDED_EVENT = 'session.ended';

export interface LiveEvent {
  topic: string;
  type: string;
  data: unknown;
}

/**
 * Records a live event in the caller's transaction. Postgres delivers the NOTIFY only when that
 * transaction commits, so subscribers on every instance see exactly what was committed.
 */
export async function publishEvent(
  tx: Executor,
  topic: string,
  type: string,
  data: unknown,
): Promise<number> {
  const [id] = await publishEvents(tx, [{ topic, type, data }]);
  return id!;
}

/**
 * Several live events of one change in one statement (one round trip while the change's row locks
 * are held): inserted in the given order, so their ids follow it, and each id NOTIFYed.
 */
export async function publishEvents(tx: Executor, events: LiveEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`WITH written AS (
          INSERT INTO live_events (topic, type, data)
          SELECT e.value->>'topic', e.value->>'type', e.value->'data'
          FROM jsonb_array_elements(${JSON.stringify(events)}::jsonb) WITH ORDINALITY AS e(value, n)
          ORDER BY e.n
          RETURNING id
        )
        SELECT id, pg_notify(${EVENTS_CHANNEL}, id::text) FROM written ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

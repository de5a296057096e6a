import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

/** The live events' channel; live_events_publish (migration 2170) names it too. */
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
 * are held): inserted in the given order, so their ids follow it, and each NOTIFYed whole when it
 * fits in a notification, else by its id (live_events_publish, migration 2170,
 * docs/decisions/279-live-events-carried.md).
 */
export async function publishEvents(tx: Executor, events: LiveEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`SELECT id FROM live_events_publish(${JSON.stringify(events)}::jsonb) AS id`,
  );
  return rows.map((row) => Number(row.id));
}

import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

export const EVENTS_CHANNEL = 'netlease_events';

/**
 * Published on `user:<id>` when sessions of that user end. It is for the hubs, never sent to a
 * browser: each hub re-checks the session of every stream of that user (decision 003).
 */
export const SESSION_ENDED_EVENT = 'session.ended';

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
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO live_events (topic, type, data) VALUES (${topic}, ${type}, ${JSON.stringify(data)}::jsonb)
        RETURNING id`,
  );
  const id = Number(row!.id);
  await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${String(id)})`);
  return id;
}

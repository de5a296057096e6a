import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTIONS_TOPIC } from '@netlease/shared/auctions';
import { publishEvent } from '../realtime/publish-event';
import { sql } from 'drizzle-orm';
import { queryRows } from './database';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A database restart while a transaction is open must fail that request, not end the process: the
 * pool's clients carry an error listener even while lent out (platform/db/database.ts; found by the
 * crash test, docs/decisions/085).
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('losing the database connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('rejects the transaction whose connection was cut, and the next request works', async () => {
    const cut = t.db.transaction(async (tx) => {
      const [self] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
      await t.db.execute(sql`SELECT pg_terminate_backend(${self!.pid})`);
      await tx.execute(sql`SELECT 1`);
    });
    await expect(cut).rejects.toThrow();
    const [row] = await queryRows<{ ok: number }>(t.db, sql`SELECT 1 AS ok`);
    expect(row!.ok).toBe(1);
    expect((await t.client().get('/api/health')).status).toBe(200);
  });
});

/**
 * A dropped LISTEN connection (a database restart, a network cut) is opened again by itself, and the
 * streams open on the instance end so browsers reconnect with Last-Event-ID and catch up from the
 * table (platform/realtime/event-hub.ts).
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('losing the live events connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('listens again, ends the open streams and delivers what is committed after', async () => {
    const address = t.app.server.address() as AddressInfo;
    const stream = await fetch(`http://127.0.0.1:${address.port}/api/events?topics=${AUCTIONS_TOPIC}`);
    expect(stream.status).toBe(200);
    const streamEnded = stream.text();
    const resumed = new Promise<void>((resolve) => t.ctx.hub.onResumed(resolve));

    const cut = await queryRows<{ pid: number }>(
      t.db,
      sql`SELECT pg_terminate_backend(pid)::int AS pid FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    expect(cut).toHaveLength(1);
    await resumed;
    await streamEnded;
    expect((await t.client().get('/api/ready')).status).toBe(200);

    const received = new Promise<string>((resolve) =>
      t.ctx.hub.subscribe([AUCTIONS_TOPIC], (event) => resolve(event.type)),
    );
    await t.db.transaction((tx) => publishEvent(tx, AUCTIONS_TOPIC, 'after_reconnect', {}));
    expect(await received).toBe('after_reconnect');
  });
});

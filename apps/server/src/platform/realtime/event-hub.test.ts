import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@netlease/shared/notifications';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../test/test-app';
import { test } from '../../test/server-test';
import { EVENTS_CHANNEL, publishEvent, publishEvents } from './publish-event';
import { DATA_CONTENT_SECURITY_POLICY } from '../http/security-headers';

/** The next `count` events the hub hands to a subscriber of `topic`. */
function nextEvents(app: TestApp, topic: string, count: number) {
  return new Promise<LiveEvent[]>((resolve) => {
    const received: LiveEvent[] = [];
    const stop = app.ctx.hub.subscribe([topic], (event) => {
      received.push(event);
      if (received.length === count) {
        stop();
        resolve(received);
      }
    });
  });
}

describe('event hub', () => {
  test('delivers an event carried whole in its notification without reading it back', async ({ app, db }) => {
    const topic = 'user:00000000-0000-4000-8000-00000000e1a1';
    const arriving = nextEvents(app, topic, 1);
    const event = { id: '987654321', topic, type: 'test.carried', data: { note: 'no row behind me' } };
    await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    expect(await arriving).toEqual([event]);
  });

  test('keeps the order of one transaction whether an event is read back or carried', async ({ app, db }) => {
    const topic = 'user:00000000-0000-4000-8000-00000000e1a2';
    const arriving = nextEvents(app, topic, 3);
    await db.transaction(async (tx) => {
      await publishEvent(tx, topic, 'test.first', { n: 1 });
      const carried = { id: '987654322', topic, type: 'test.second', data: { n: 2 } };
      await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(carried)})`);
      await publishEvent(tx, topic, 'test.third', { n: 3 });
    });
    expect((await arriving).map((event) => event.type)).toEqual(['test.first', 'test.second', 'test.third']);
  });

  test('a published event travels whole: it arrives though its row is gone before the commit', async ({
    app,
    db,
  }) => {
    const topic = 'user:00000000-0000-4000-8000-00000000e1a4';
    const arriving = nextEvents(app, topic, 1);
    const id = await db.transaction(async (tx) => {
      const written = await publishEvent(tx, topic, 'test.whole', { note: 'carried' });
      // Read back, it would be missing: only the notification can bring it.
      await tx.execute(sql`DELETE FROM live_events WHERE id = ${written}`);
      return written;
    });
    expect(await arriving).toEqual([
      { id: String(id), topic, type: 'test.whole', data: { note: 'carried' } },
    ]);
  });

  test('an event too large for a notification is sent by id and read back, in order', async ({ app, db }) => {
    const topic = 'user:00000000-0000-4000-8000-00000000e1a5';
    const arriving = nextEvents(app, topic, 3);
    const large = { text: 'x'.repeat(9_000) };
    await db.transaction(async (tx) => {
      await publishEvents(tx, [
        { topic, type: 'test.small', data: { n: 1 } },
        { topic, type: 'test.large', data: large },
        { topic, type: 'test.small', data: { n: 3 } },
      ]);
    });
    const events = await arriving;
    expect(events.map((event) => event.type)).toEqual(['test.small', 'test.large', 'test.small']);
    expect(events[1]!.data).toEqual(large);
    expect(Number(events[0]!.id)).toBeLessThan(Number(events[2]!.id));
  });

  test('ignores a notification that is neither an id nor an event', async ({ app, db }) => {
    const topic = 'user:00000000-0000-4000-8000-00000000e1a3';
    const arriving = nextEvents(app, topic, 1);
    await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${'{"topic": "broken"'})`);
    await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ topic, type: 'x' })})`);
    await db.transaction((tx) => publishEvent(tx, topic, 'test.valid', {}));
    expect((await arriving).map((event) => event.type)).toEqual(['test.valid']);
  });
});

describe('live events route', () => {
  test('sends the security headers and the request id on the event stream too', async ({
    app,
    leaser: { client },
  }) => {
    await app.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.app.server.address() as AddressInfo).port;
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie },
      signal: controller.signal,
    });
    controller.abort();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Data, never a page: the data headers, set before the stream leaves Fastify (docs/decisions/309).
    expect(response.headers.get('content-security-policy')).toBe(DATA_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w.:-]{8,128}$/);
  });
});

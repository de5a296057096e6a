import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@netlease/shared/notifications';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../test/test-app';
import { test } from '../../test/server-test';
import { EVENTS_CHANNEL, publishEvent } from './publish-event';

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
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w.:-]{8,128}$/);
  });
});

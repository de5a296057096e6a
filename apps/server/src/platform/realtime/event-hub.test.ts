import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@netlease/shared/notifications';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAs } from '../../test/factories';
import { EVENTS_CHANNEL, publishEvent } from './publish-event';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The next `count` events the hub hands to a subscriber of `topic`. */
function nextEvents(topic: string, count: number) {
  return new Promise<LiveEvent[]>((resolve) => {
    const received: LiveEvent[] = [];
    const stop = t.ctx.hub.subscribe([topic], (event) => {
      received.push(event);
      if (received.length === count) {
        stop();
        resolve(received);
      }
    });
  });
}

describe('event hub', () => {
  it('delivers an event carried whole in its notification without reading it back', async () => {
    const topic = 'user:00000000-0000-4000-8000-00000000e1a1';
    const arriving = nextEvents(topic, 1);
    const event = { id: '987654321', topic, type: 'test.carried', data: { note: 'no row behind me' } };
    await t.db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    expect(await arriving).toEqual([event]);
  });

  it('keeps the order of one transaction whether an event is read back or carried', async () => {
    const topic = 'user:00000000-0000-4000-8000-00000000e1a2';
    const arriving = nextEvents(topic, 3);
    await t.db.transaction(async (tx) => {
      await publishEvent(tx, topic, 'test.first', { n: 1 });
      const carried = { id: '987654322', topic, type: 'test.second', data: { n: 2 } };
      await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(carried)})`);
      await publishEvent(tx, topic, 'test.third', { n: 3 });
    });
    expect((await arriving).map((event) => event.type)).toEqual(['test.first', 'test.second', 'test.third']);
  });

  it('ignores a notification that is neither an id nor an event', async () => {
    const topic = 'user:00000000-0000-4000-8000-00000000e1a3';
    const arriving = nextEvents(topic, 1);
    await t.db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${'{"topic": "broken"'})`);
    await t.db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ topic, type: 'x' })})`);
    await t.db.transaction((tx) => publishEvent(tx, topic, 'test.valid', {}));
    expect((await arriving).map((event) => event.type)).toEqual(['test.valid']);
  });
});

describe('live events route', () => {
  it('sends the security headers and the request id on the event stream too', async () => {
    const { client } = await signInAs(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as AddressInfo).port;
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

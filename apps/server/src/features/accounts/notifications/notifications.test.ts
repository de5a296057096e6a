import { describe, expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { asc, inArray } from 'drizzle-orm';
import { liveEvents } from '../../../platform/db/schema/index';
import { notifyUser, notifyUsers } from './notifications.service';

let baseUrl: string;
test.beforeAll(async ({ app }) => {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});

const notify = (app: TestApp, userId: string, title: string) =>
  app.db.transaction((tx) =>
    notifyUser(tx, userId, { type: 'test', title, message: `${title} message`, link: '/orders' }),
  );

describe('notifications', () => {
  test('lists only my notifications, newest first, at most 50', async ({ app, leaser: { user, client } }) => {
    const other = await signInAs(app);
    for (let index = 0; index < 52; index += 1) {
      await notify(app, user.id, `n${index}`);
      app.clock.advance(1000);
    }
    await notify(app, other.user.id, 'not yours');
    const response = await client.get('/api/notifications');
    expect(response.body.notifications).toHaveLength(50);
    expect(response.body.notifications[0]).toMatchObject({ title: 'n51', status: 'unread', link: '/orders' });
    expect(response.body.notifications.some((item: { title: string }) => item.title === 'not yours')).toBe(
      false,
    );
  });

  test('marks one read, refuses another user’s, and marks all read', async ({
    app,
    leaser: { user, client },
  }) => {
    const other = await signInAs(app);
    const first = await notify(app, user.id, 'first');
    await notify(app, user.id, 'second');
    const read = await client.post(`/api/notifications/${first.id}/read`);
    expect(read.body).toMatchObject({ id: first.id, status: 'read' });
    expect(read.body.readAt).not.toBeNull();
    expect((await other.client.post(`/api/notifications/${first.id}/read`)).status).toBe(404);
    expect((await client.post('/api/notifications/read-all')).body).toEqual({ updated: 1 });
    const list = await client.get('/api/notifications');
    expect(list.body.notifications.every((item: { status: string }) => item.status === 'read')).toBe(true);
  });

  test('refuses visitors', async ({ app }) => {
    expect((await app.client().get('/api/notifications')).status).toBe(401);
  });

  test('writes a change’s notifications and its own events in one call, each event carrying its row', async ({
    app,
    db,
    leaser: me,
  }) => {
    const other = await signInAs(app);
    const written = await db.transaction((tx) =>
      notifyUsers(
        tx,
        [
          { userId: me.user.id, type: 'test', title: 'mine', message: 'for me', link: '/orders' },
          { userId: other.user.id, type: 'test', title: 'theirs', message: 'for them' },
        ],
        [{ topic: 'auction:a1', type: 'auction.bid', data: { amount: 1 } }],
      ),
    );
    // What the call answers is what the list shows, created_at included.
    const [listed] = (await me.client.get('/api/notifications')).body.notifications;
    expect(written[0]).toEqual(listed);
    expect(written[1]).toMatchObject({ title: 'theirs', link: null, status: 'unread', readAt: null });
    const events = await db
      .select()
      .from(liveEvents)
      .where(inArray(liveEvents.topic, [`user:${me.user.id}`, `user:${other.user.id}`, 'auction:a1']))
      .orderBy(asc(liveEvents.id));
    expect(events.map((event) => [event.topic, event.type, event.data])).toEqual([
      [`user:${me.user.id}`, 'notification.created', written[0]],
      [`user:${other.user.id}`, 'notification.created', written[1]],
      ['auction:a1', 'auction.bid', { amount: 1 }],
    ]);
  });

  test('publishes a change’s events when it notifies nobody', async ({ app, db }) => {
    expect(
      await app.db.transaction((tx) =>
        notifyUsers(tx, [], [{ topic: 'auction:a2', type: 'auction.ended', data: { ok: true } }]),
      ),
    ).toEqual([]);
    const events = await db
      .select()
      .from(liveEvents)
      .where(inArray(liveEvents.topic, ['auction:a2']));
    expect(events.map((event) => event.data)).toEqual([{ ok: true }]);
  });
});

/** Reads server-sent events from a real connection until `count` data frames arrived. */
async function readEvents(url: string, cookie: string, count: number, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie, ...headers }, signal: controller.signal });
  const events: Array<{ id: string; type: string; data: { title: string } }> = [];
  return {
    status: response.status,
    async collect() {
      const reader = response.body!.getReader();
      let buffer = '';
      while (events.length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += new TextDecoder().decode(value);
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
      controller.abort();
      return events;
    },
    /** The events read so far. */
    received: () => events,
  };
}

const cookieOf = (client: Awaited<ReturnType<typeof signInAs>>['client']) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('live events', () => {
  test('pushes a committed notification to its user only, and replays missed ones on reconnect', async ({
    app,
    leaser: me,
  }) => {
    const other = await signInAs(app);
    const mine = await readEvents(`${baseUrl}/api/events`, cookieOf(me.client), 1);
    const theirs = await readEvents(`${baseUrl}/api/events`, cookieOf(other.client), 1);
    expect(mine.status).toBe(200);
    const received = mine.collect();
    const otherReceived = theirs.collect();
    await notify(app, me.user.id, 'live one');
    await notify(app, other.user.id, 'marker for the other user');
    const events = await received;
    expect(events[0]).toMatchObject({ type: 'notification.created', data: { title: 'live one' } });
    // The other stream's first event is its own marker: it never saw mine.
    expect((await otherReceived)[0]?.data.title).toBe('marker for the other user');

    await notify(app, me.user.id, 'while away 1');
    await notify(app, me.user.id, 'while away 2');
    const again = await readEvents(`${baseUrl}/api/events`, cookieOf(me.client), 2, {
      'last-event-id': events[0]!.id,
    });
    const replayed = await again.collect();
    expect(replayed.map((event) => event.data.title)).toEqual(['while away 1', 'while away 2']);
  });

  test('sends a replayed event once, even when its live delivery comes after the replay', async ({
    app,
    leaser: me,
  }) => {
    const first = await readEvents(`${baseUrl}/api/events`, cookieOf(me.client), 2);
    const received = first.collect();
    await notify(app, me.user.id, 'seen');
    await expect.poll(() => first.received().length, { timeout: 20_000 }).toBe(1);
    const [seen] = first.received();
    await notify(app, me.user.id, 'missed');
    // The hub hands an event to every stream of its topic at once: once the first stream has
    // 'missed', its own live delivery is over and cannot reach the reconnecting stream below.
    expect((await received).map((event) => event.data.title)).toEqual(['seen', 'missed']);
    // The notification of 'missed' can reach this server after a reconnecting stream has read it
    // from the backlog: hand the stream that late live delivery by hand, once the replay is out.
    const { hub } = app.ctx;
    const subscribe = hub.subscribe.bind(hub);
    const listeners: Array<Parameters<typeof hub.subscribe>[1]> = [];
    hub.subscribe = (topics, listener) => {
      listeners.push(listener);
      return subscribe(topics, listener);
    };
    try {
      const again = await readEvents(`${baseUrl}/api/events`, cookieOf(me.client), 2, {
        'last-event-id': seen!.id,
      });
      const replay = again.collect();
      await expect.poll(() => again.received().length, { timeout: 20_000 }).toBe(1);
      const [missed] = again.received();
      expect(missed?.data.title).toBe('missed');
      for (const listener of listeners) listener(missed as never);
      await notify(app, me.user.id, 'live');
      expect((await replay).map((event) => event.data.title)).toEqual(['missed', 'live']);
    } finally {
      hub.subscribe = subscribe;
    }
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can commit out of id order.
  test.skipIf(process.env.TEST_DATABASE !== 'postgres')(
    'delivers an event whose id is smaller but which commits later',
    async ({ app, db, leaser: me }) => {
      const stream = await readEvents(`${baseUrl}/api/events`, cookieOf(me.client), 2);
      const received = stream.collect();
      let commitFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
      let firstInserted!: () => void;
      const firstHasId = new Promise<void>((resolve) => (firstInserted = resolve));
      const slow = db.transaction(async (tx) => {
        await notifyUser(tx, me.user.id, { type: 'test', title: 'smaller id', message: 'm' });
        firstInserted();
        await firstMayCommit;
      });
      await firstHasId;
      await notify(app, me.user.id, 'larger id');
      commitFirst();
      await slow;
      const events = await received;
      expect(events.map((event) => event.data.title)).toEqual(['larger id', 'smaller id']);
      expect(Number(events[0]!.id)).toBeGreaterThan(Number(events[1]!.id));
    },
  );

  test('does not roll a notification out when its transaction rolls back', async ({ db, leaser: me }) => {
    await expect(
      db.transaction(async (tx) => {
        await notifyUser(tx, me.user.id, { type: 'test', title: 'ghost', message: 'never committed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await me.client.get('/api/notifications')).body.notifications).toEqual([]);
  });

  test('refuses another user’s topic and a visitor without topics', async ({ app, leaser: me }) => {
    const other = await signInAs(app);
    const forbidden = await fetch(`${baseUrl}/api/events?topics=user:${other.user.id}`, {
      headers: { cookie: cookieOf(me.client) },
    });
    expect(forbidden.status).toBe(403);
    expect((await fetch(`${baseUrl}/api/events`)).status).toBe(401);
  });
});

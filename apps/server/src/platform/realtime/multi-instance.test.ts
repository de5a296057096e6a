import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createTwoInstances, type TestApp } from '../../test/test-app';
import { signInAs } from '../../test/factories';
import { notifyUser } from '../../features/accounts/notifications/notifications.service';

/**
 * Two server instances on one PostgreSQL database (docs/decisions/085): an event committed through
 * instance A reaches a browser connected to instance B. PGlite is one process, so this runs on
 * PostgreSQL only.
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let baseUrlB: string;
  let instances: Awaited<ReturnType<typeof createTwoInstances>> | undefined;
  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ a, b } = instances);
    await b.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrlB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('delivers a notification committed on A to a stream open on B', async () => {
    const { user, client } = await signInAs(a);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const controller = new AbortController();
    const response = await fetch(`${baseUrlB}/api/events`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await a.db.transaction((tx) =>
      notifyUser(tx, user.id, { type: 'test', title: 'from instance A', message: 'hello B' }),
    );
    let text = '';
    while (!text.includes('from instance A')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(text).toContain('"title":"from instance A"');
  });

  it('closes a stream open on B when its session ends on A; nothing after it reaches B', async () => {
    const { user, client } = await signInAs(a);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${baseUrlB}/api/events`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let text = '';
    const readUntil = async (isDone: () => boolean) => {
      while (!isDone()) {
        const { value, done } = await reader.read();
        if (done) return true;
        text += new TextDecoder().decode(value);
      }
      return false;
    };
    await a.db.transaction((tx) =>
      notifyUser(tx, user.id, { type: 'test', title: 'before sign-out', message: 'seen on B' }),
    );
    await readUntil(() => text.includes('before sign-out'));

    expect((await client.post('/api/auth/logout-everywhere')).status).toBe(200);
    await a.db.transaction((tx) =>
      notifyUser(tx, user.id, { type: 'test', title: 'after sign-out', message: 'never on B' }),
    );
    // B ends the stream by itself; a stream left open would keep this read waiting (test timeout).
    expect(await readUntil(() => false)).toBe(true);
    expect(text).not.toContain('after sign-out');
  });

  it('shares sessions: signed in through A, recognised by B', async () => {
    const { client } = await signInAs(a);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const profile = await fetch(`${baseUrlB}/api/profile`, { headers: { cookie } });
    expect(profile.status).toBe(200);
  });
});

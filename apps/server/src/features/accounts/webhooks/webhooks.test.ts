import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_MESSAGES } from '@netlease/shared/webhooks';
import {
  ipBlocks,
  ipSubnets,
  orders,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../platform/db/schema/index';
import { DAY, HOUR, MINUTE } from '../../../platform/clock';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { TEST_PASSWORD, createUser, signInAs } from '../../../test/factories';
import { createServerPackage, fundWallet } from '../../../test/checkout-factories';
import { notifyUser } from '../notifications/notifications.service';
import {
  checkWebhookTarget,
  isAllowedAddress,
  webhookJobPolicy,
  webhookTargetPolicy,
  type Resolve,
} from './webhook-target';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature';
import { deliverDueWebhooks, deliverTestEvent, runWebhookJob, WEBHOOK_BACKOFF_MS } from './webhooks.delivery';
import { createWebhookEndpoint, listWebhookDeliveries, queueTestEvent } from './webhooks.service';

/* ---------- a local receiver ---------- */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * An HTTP server on 127.0.0.1 answering the scripted statuses in turn (the last one repeats), with a
 * Location header when given (a redirect).
 */
async function startReceiver(statuses: number[] = [200], location?: string) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      if (location) response.setHeader('Location', location);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receivers.push(server);
  return { url, received };
}
const receivers: http.Server[] = [];
test.afterEach(async ({ db }) => {
  await Promise.all(receivers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  // Nothing left due for the next test's receiver.
  await db.delete(webhookEndpoints);
});

async function addEndpoint(
  client: Awaited<ReturnType<typeof signInAs>>['client'],
  url: string,
  events: string[],
) {
  const response = await client.post('/api/webhooks', { url, events });
  expect(response.status).toBe(201);
  return response.body as { endpoint: { id: string }; secret: string };
}

const deliveriesOf = (app: TestApp, endpointId: string) =>
  app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

/** The receiver's check exactly as docs/webhooks.md shows it (Node.js). */
function verifyAsDocumented(secret: string, rawBody: string, header: string, nowSeconds: number) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const given = String(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

async function buyServer(app: TestApp, funds = 20_000) {
  const seller = await signInAs(app, { role: 'monetizer', name: 'Mona Seller' });
  const buyer = await signInAs(app, { role: 'leaser', name: 'Leo Buyer' });
  await fundWallet(buyer.client, funds);
  const pkg = await createServerPackage(app, seller.user.id, { priceCents: 9_500 });
  return {
    seller,
    buyer,
    checkout: () =>
      buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' }),
  };
}

/* ---------- where a webhook may go ---------- */

describe('target check (server-side request forgery)', () => {
  const production = webhookTargetPolicy({ NODE_ENV: 'production', DEMO_MODE: false }, { isLocal: true });
  const resolveTo =
    (...addresses: string[]): Resolve =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  test('in production refuses private, loopback, link-local and other non-public addresses', async () => {
    expect(production).toEqual({ allowHttp: false, allowLoopback: false });
    // Even an explicit DEMO_MODE does not open local receivers in production.
    expect(webhookTargetPolicy({ NODE_ENV: 'production', DEMO_MODE: true }, { isLocal: true })).toEqual(
      production,
    );
    expect(webhookJobPolicy({ NODE_ENV: 'production', DEMO_MODE: true })).toEqual(production);
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.5',
      '172.16.4.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '224.0.0.1',
    ]) {
      expect(isAllowedAddress(address, production), address).toBe(false);
      const host = address.includes(':') ? `[${address}]` : address;
      const check = await checkWebhookTarget(`https://${host}/hook`, production, resolveTo('93.184.215.14'));
      expect(check, address).toEqual({ ok: false, message: WEBHOOK_MESSAGES.privateAddress });
    }
    expect(isAllowedAddress('93.184.215.14', production)).toBe(true);
    expect(isAllowedAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c', production)).toBe(true);
  });

  test('resolves names and refuses one that points (even partly) at a private address', async () => {
    const refused = { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
    expect(await checkWebhookTarget('https://internal.example/h', production, resolveTo('10.1.2.3'))).toEqual(
      refused,
    );
    expect(
      await checkWebhookTarget(
        'https://mixed.example/h',
        production,
        resolveTo('93.184.215.14', '169.254.169.254'),
      ),
    ).toEqual(refused);
    expect(await checkWebhookTarget('https://localhost/h', production, resolveTo('93.184.215.14'))).toEqual(
      refused,
    );
    expect(
      await checkWebhookTarget('http://hooks.example/h', production, resolveTo('93.184.215.14')),
    ).toEqual({
      ok: false,
      message: WEBHOOK_MESSAGES.httpsRequired,
    });
    const missing: Resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkWebhookTarget('https://nowhere.example/h', production, missing)).toEqual({
      ok: false,
      message: WEBHOOK_MESSAGES.hostNotFound,
    });
    const ok = await checkWebhookTarget('https://hooks.example/h', production, resolveTo('93.184.215.14'));
    expect(ok).toMatchObject({ ok: true, address: '93.184.215.14', family: 4 });
  });

  test('in demo or test mode accepts local receivers but still no private network', async () => {
    const local = webhookTargetPolicy({ NODE_ENV: 'test', DEMO_MODE: false }, { isLocal: true });
    expect(local).toEqual({ allowHttp: true, allowLoopback: true });
    expect((await checkWebhookTarget('http://127.0.0.1:9/h', local)).ok).toBe(true);
    expect(isAllowedAddress('10.0.0.1', local)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', local)).toBe(false);
    // Development without demo mode is treated like production.
    expect(webhookTargetPolicy({ NODE_ENV: 'development', DEMO_MODE: false }, { isLocal: true })).toEqual(
      production,
    );
  });

  test('a delivery whose host turns private later is not sent (checked again at each attempt)', async ({
    app,
    db,
  }) => {
    const { buyer, checkout } = await buyServer(app);
    // Registered while the name pointed at a public address (written straight: no real DNS in tests).
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        userId: buyer.user.id,
        url: 'https://hooks.example/h',
        events: ['order.paid'],
        secret: 'whsec_x',
      })
      .returning();
    expect((await checkout()).status).toBe(201);
    await deliverDueWebhooks(app.ctx, { resolve: resolveTo('10.0.0.7') });
    const [delivery] = await deliveriesOf(app, endpoint!.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: WEBHOOK_MESSAGES.privateAddress.description,
    });
  });
});

/* ---------- loopback receivers: for the machine running the demo only ---------- */

describe('loopback receivers in demo mode', () => {
  /** A user signed in from another address than the machine running the server. */
  async function signInFrom(app: TestApp, ip: string, email?: string) {
    const user = email ? { email } : await createUser(app, { name: 'Remote Visitor' });
    const client = app.client({ ip });
    const response = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return { user, client };
  }

  test('the policy opens loopback only to a request from the machine itself', () => {
    const demo = { NODE_ENV: 'development' as const, DEMO_MODE: true };
    expect(webhookTargetPolicy(demo, { isLocal: true })).toEqual({ allowHttp: true, allowLoopback: true });
    expect(webhookTargetPolicy(demo, { isLocal: false })).toEqual({ allowHttp: true, allowLoopback: false });
    expect(webhookJobPolicy(demo)).toEqual({ allowHttp: true, allowLoopback: 'named' });
  });

  test('refuses a visitor from another address a loopback target, with the production message', async ({
    app,
    db,
  }) => {
    const receiver = await startReceiver([200]);
    const port = new URL(receiver.url).port;
    const remote = await signInFrom(app, '198.51.100.40');
    for (const url of [
      receiver.url,
      `http://127.0.0.2:${port}/h`,
      `http://localhost:${port}/h`,
      `http://[::1]:${port}/h`,
      `http://[::ffff:127.0.0.1]:${port}/h`,
      `http://0x7f.1:${port}/h`,
    ]) {
      const response = await remote.client.post('/api/webhooks', { url, events: ['order.paid'] });
      expect(response.status, url).toBe(400);
      expect(response.body, url).toMatchObject({
        title: WEBHOOK_MESSAGES.privateAddress.title,
        message: WEBHOOK_MESSAGES.privateAddress.description,
        field: 'url',
      });
    }
    // A request through a proxy on this machine is a visitor's too.
    const proxied = app.client({ ip: '127.0.0.1' });
    const owner = await createUser(app, { name: 'Proxied Visitor' });
    await proxied.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    const forwarded = await proxied.post(
      '/api/webhooks',
      { url: receiver.url, events: ['order.paid'] },
      { headers: { 'x-forwarded-for': '203.0.113.5' } },
    );
    expect(forwarded.status).toBe(400);
    expect(await db.select().from(webhookEndpoints)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  test('sends a test event to loopback only when the press comes from the machine itself', async ({
    app,
  }) => {
    const receiver = await startReceiver([200]);
    const local = await signInAs(app);
    const { endpoint } = await addEndpoint(local.client, receiver.url, ['order.paid']);
    // The same account pressing 'Send test event' from elsewhere: not sent, production's message.
    const remote = await signInFrom(app, '198.51.100.41', local.user.email);
    const probed = await remote.client.post(`/api/webhooks/${endpoint.id}/test`);
    expect(probed.status).toBe(200);
    expect(probed.body).toMatchObject({
      delivered: false,
      message: `${WEBHOOK_MESSAGES.testFailed.description}${WEBHOOK_MESSAGES.privateAddress.description}.`,
      delivery: { lastStatusCode: null, lastError: WEBHOOK_MESSAGES.privateAddress.description },
    });
    expect(receiver.received).toEqual([]);
    const sent = await local.client.post(`/api/webhooks/${endpoint.id}/test`);
    expect(sent.body).toMatchObject({ delivered: true, delivery: { lastStatusCode: 200 } });
    expect(receiver.received).toHaveLength(1);
  });

  test('the job sends to loopback only where the URL names it: a name rebound to 127.0.0.1 is refused', async ({
    app,
    db,
  }) => {
    const { buyer, checkout } = await buyServer(app);
    // Registered from elsewhere while the name pointed at a public address (written straight: no DNS).
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ userId: buyer.user.id, url: 'http://rebind.example/h', events: ['order.paid'], secret: 'x' })
      .returning();
    expect((await checkout()).status).toBe(201);
    for (const address of ['127.0.0.1', '::1', '::ffff:7f00:1', '2002:7f00:1::1']) {
      await deliverDueWebhooks(app.ctx, {
        resolve: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
      });
      app.clock.advance(DAY);
    }
    const [delivery] = await deliveriesOf(app, endpoint!.id);
    expect(delivery).toMatchObject({
      attempts: 4,
      lastStatusCode: null,
      lastError: WEBHOOK_MESSAGES.privateAddress.description,
    });
  });
});

describe('redirects', () => {
  test('are never followed: a 3xx answer is a failed attempt and the other address gets nothing', async ({
    app,
  }) => {
    const elsewhere = await startReceiver([200]);
    const redirecting = await startReceiver([302], elsewhere.url);
    const { client } = await signInAs(app);
    const { endpoint } = await addEndpoint(client, redirecting.url, ['order.paid']);
    const answer = await client.post(`/api/webhooks/${endpoint.id}/test`);
    expect(answer.body).toMatchObject({
      delivered: false,
      delivery: { lastStatusCode: 302, lastError: 'HTTP 302' },
    });
    expect(redirecting.received).toHaveLength(1);
    expect(elsewhere.received).toEqual([]);
  });
});

/* ---------- endpoints through the HTTP layer ---------- */

describe('endpoints', () => {
  test('registers an endpoint, shows the secret once, lists and deletes it', async ({
    leaser: { client },
  }) => {
    const created = await client.post('/api/webhooks', {
      url: 'http://127.0.0.1:4000/hooks',
      events: ['bid.outbid', 'order.paid', 'order.paid'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Webhook endpoint added',
      message: 'Copy the signing secret now: it is shown only once.',
      endpoint: { url: 'http://127.0.0.1:4000/hooks', events: ['order.paid', 'bid.outbid'] },
    });
    expect(created.body.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = await client.get('/api/webhooks');
    expect(listed.body.endpoints).toEqual([created.body.endpoint]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    const deleted = await client.delete(`/api/webhooks/${created.body.endpoint.id}`);
    expect(deleted.body).toEqual({
      title: 'Webhook endpoint deleted',
      message: 'No more events will be sent to it.',
    });
    expect((await client.get('/api/webhooks')).body.endpoints).toEqual([]);
    expect((await client.delete(`/api/webhooks/${created.body.endpoint.id}`)).status).toBe(404);
  });

  test('answers each validation message beside the url or events field', async ({
    db,
    leaser: { client },
  }) => {
    const cases: Array<[Record<string, unknown>, { title: string; description: string }]> = [
      [{ events: ['order.paid'] }, WEBHOOK_MESSAGES.invalidUrl],
      [{ url: '', events: ['order.paid'] }, WEBHOOK_MESSAGES.invalidUrl],
      [{ url: 'not a url', events: ['order.paid'] }, WEBHOOK_MESSAGES.invalidUrl],
      [{ url: 'ftp://127.0.0.1/x', events: ['order.paid'] }, WEBHOOK_MESSAGES.invalidUrl],
      [{ url: `http://127.0.0.1/${'a'.repeat(2000)}`, events: ['order.paid'] }, WEBHOOK_MESSAGES.invalidUrl],
      [{ url: 'http://127.0.0.1/x' }, WEBHOOK_MESSAGES.noEvents],
      [{ url: 'http://127.0.0.1/x', events: [] }, WEBHOOK_MESSAGES.noEvents],
      [{ url: 'http://127.0.0.1/x', events: ['order.shipped'] }, WEBHOOK_MESSAGES.noEvents],
      [{ url: 'http://user:pw@127.0.0.1/x', events: ['order.paid'] }, WEBHOOK_MESSAGES.credentialsInUrl],
      [{ url: 'http://10.0.0.1/x', events: ['order.paid'] }, WEBHOOK_MESSAGES.privateAddress],
      [{ url: 'http://169.254.169.254/latest', events: ['order.paid'] }, WEBHOOK_MESSAGES.privateAddress],
    ];
    for (const [body, expected] of cases) {
      const response = await client.post('/api/webhooks', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toMatchObject({
        title: expected.title,
        message: expected.description,
      });
    }
    expect(await db.select().from(webhookEndpoints)).toEqual([]);
  });

  test(`keeps at most ${WEBHOOK_ENDPOINTS_MAX} endpoints per user, also when added at once`, async ({
    leaser: { client },
  }) => {
    const answers = await Promise.all(
      Array.from({ length: WEBHOOK_ENDPOINTS_MAX + 3 }, (_, index) =>
        client.post('/api/webhooks', { url: `http://127.0.0.1:4000/${index}`, events: ['order.paid'] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(3).fill([409, WEBHOOK_MESSAGES.tooMany.description]),
    );
  });

  test('limits registrations per address (each one resolves a host)', async ({ leaser: { client } }) => {
    for (let index = 0; index < 30; index += 1) {
      expect((await client.post('/api/webhooks', { events: ['order.paid'] })).status).toBe(400);
    }
    const refused = await client.post('/api/webhooks', { url: 'http://127.0.0.1/h', events: ['order.paid'] });
    expect(refused.status).toBe(429);
    expect(refused.body.title).toBe('Too many attempts');
  });

  test('refuses visitors and answers 404 for another user’s endpoint', async ({ app, leaser: owner }) => {
    const other = await signInAs(app);
    const visitor = app.client();
    const { endpoint } = await addEndpoint(owner.client, 'http://127.0.0.1:4000/h', ['order.paid']);
    expect((await visitor.get('/api/webhooks')).status).toBe(401);
    expect((await visitor.get('/api/webhooks/deliveries')).status).toBe(401);
    expect(
      (await visitor.post('/api/webhooks', { url: 'http://127.0.0.1/h', events: ['order.paid'] })).status,
    ).toBe(401);
    expect((await visitor.delete(`/api/webhooks/${endpoint.id}`)).status).toBe(401);
    for (const path of [`/api/webhooks/${endpoint.id}/test`, '/api/webhooks/not-an-id/test']) {
      const answer = await other.client.post(path);
      expect(answer.status).toBe(404);
      expect(answer.body.title).toBe('Webhook endpoint not found');
    }
    expect((await other.client.delete(`/api/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await other.client.get('/api/webhooks')).body.endpoints).toEqual([]);
    expect((await owner.client.get('/api/webhooks')).body.endpoints).toHaveLength(1);
  });
});

/* ---------- delivery ---------- */

describe('delivery', () => {
  test('signs each POST so the documented check verifies it, and names the event and delivery', async ({
    app,
  }) => {
    const receiver = await startReceiver([200]);
    const { buyer, checkout } = await buyServer(app);
    const { endpoint, secret } = await addEndpoint(buyer.client, receiver.url, ['order.paid']);
    expect((await checkout()).status).toBe(201);
    expect(await deliverDueWebhooks(app.ctx)).toBe(1);

    const [request] = receiver.received;
    const [delivery] = await deliveriesOf(app, endpoint.id);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['netlease-event']).toBe('order.paid');
    expect(request!.headers['netlease-delivery']).toBe(delivery!.id);
    const header = String(request!.headers['netlease-signature']);
    const nowSeconds = Math.floor(app.clock.now().getTime() / 1000);
    expect(header).toMatch(new RegExp(`^t=${nowSeconds},v1=[0-9a-f]{64}$`));
    expect(verifyAsDocumented(secret, request!.body, header, nowSeconds)).toBe(true);
    expect(verifyWebhookSignature(secret, request!.body, header, app.clock.now())).toBe(true);
    // A changed body, another secret or an old signature fail.
    expect(verifyAsDocumented(secret, `${request!.body} `, header, nowSeconds)).toBe(false);
    expect(verifyAsDocumented('whsec_other', request!.body, header, nowSeconds)).toBe(false);
    expect(verifyAsDocumented(secret, request!.body, header, nowSeconds + 301)).toBe(false);
    expect(
      verifyWebhookSignature(secret, request!.body, header, new Date(app.clock.now().getTime() + HOUR)),
    ).toBe(false);
    expect(signWebhookBody(secret, request!.body, app.clock.now())).toBe(header);

    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      id: delivery!.eventId,
      type: 'order.paid',
      data: { title: 'Order confirmed' },
    });
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
  });

  test('retries with backoff on the injected clock: 500, then 200 a minute later', async ({ app }) => {
    const receiver = await startReceiver([500, 200]);
    const { buyer, checkout } = await buyServer(app);
    const { endpoint } = await addEndpoint(buyer.client, receiver.url, ['order.paid']);
    expect((await checkout()).status).toBe(201);

    await deliverDueWebhooks(app.ctx);
    expect(receiver.received).toHaveLength(1);
    const [failed] = await deliveriesOf(app, endpoint.id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
    });
    expect(failed!.nextAttemptAt).toEqual(new Date(app.clock.now().getTime() + MINUTE));

    // Not due yet: nothing is sent.
    app.clock.advance(MINUTE - 1_000);
    await deliverDueWebhooks(app.ctx);
    expect(receiver.received).toHaveLength(1);

    app.clock.advance(1_000);
    await deliverDueWebhooks(app.ctx);
    expect(receiver.received).toHaveLength(2);
    const [done] = await deliveriesOf(app, endpoint.id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null });
    // Every attempt carries the same delivery id and body (receivers deduplicate on it).
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(receiver.received[1]!.headers['netlease-delivery']).toBe(
      receiver.received[0]!.headers['netlease-delivery'],
    );

    const log = await buyer.client.get('/api/webhooks/deliveries');
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({ event: 'order.paid', status: 'delivered', attempts: 2, lastStatusCode: 200 }),
    ]);
  });

  test('gives up after 1 min, 5 min, 30 min, 2 h and 12 h of failures', async ({ app }) => {
    const receiver = await startReceiver([503]);
    const { buyer, checkout } = await buyServer(app);
    const { endpoint } = await addEndpoint(buyer.client, receiver.url, ['order.paid']);
    expect((await checkout()).status).toBe(201);
    await deliverDueWebhooks(app.ctx);
    expect((await buyer.client.get('/api/webhooks/deliveries')).body.deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 503,
      nextAttemptAt: new Date(app.clock.now().getTime() + MINUTE).toISOString(),
    });
    for (const wait of WEBHOOK_BACKOFF_MS) {
      const [before] = await deliveriesOf(app, endpoint.id);
      expect(before!.nextAttemptAt).toEqual(new Date(app.clock.now().getTime() + wait));
      app.clock.advance(wait);
      await deliverDueWebhooks(app.ctx);
    }
    expect(receiver.received).toHaveLength(6);
    const [failed] = await deliveriesOf(app, endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 503, nextAttemptAt: null });
    app.clock.advance(DAY);
    await deliverDueWebhooks(app.ctx);
    expect(receiver.received).toHaveLength(6);
    expect((await listWebhookDeliveries(app.ctx, buyer.user.id))[0]).toMatchObject({
      status: 'failed',
      attempts: 6,
      nextAttemptAt: null,
    });
  });

  test('two workers claiming at once send each delivery once', async ({ app, db }) => {
    const receiver = await startReceiver([200]);
    const { seller, buyer, checkout } = await buyServer(app, 50_000);
    await addEndpoint(buyer.client, receiver.url, ['order.paid']);
    await addEndpoint(seller.client, receiver.url, ['order.paid']);
    for (let index = 0; index < 4; index += 1) expect((await checkout()).status).toBe(201);
    const sent = await Promise.all([
      deliverDueWebhooks(app.ctx),
      deliverDueWebhooks(app.ctx),
      runWebhookJob(app.ctx),
    ]);
    expect(sent.reduce((sum, value) => sum + value, 0)).toBe(8);
    const ids = receiver.received.map((request) => request.headers['netlease-delivery']);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    const rows = await db.select().from(webhookDeliveries);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });

  test('sends a test event at once and reports the answer', async ({ app }) => {
    const good = await startReceiver([204]);
    const bad = await startReceiver([500]);
    const { client } = await signInAs(app);
    const ok = await addEndpoint(client, good.url, ['order.paid']);
    const failing = await addEndpoint(client, bad.url, ['order.paid']);

    const sent = await client.post(`/api/webhooks/${ok.endpoint.id}/test`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      title: 'Test event delivered',
      message: 'Your endpoint answered the test event. (HTTP 204)',
      delivered: true,
      delivery: { event: 'ping', status: 'delivered', attempts: 1, lastStatusCode: 204 },
    });
    // Like every other event, the ping's data carries the notification text: a title and a message.
    expect(JSON.parse(good.received[0]!.body)).toEqual({
      id: expect.any(String),
      type: 'ping',
      createdAt: expect.any(String),
      data: { title: 'Test event', message: 'A test event from Netlease.' },
    });

    const refused = await client.post(`/api/webhooks/${failing.endpoint.id}/test`);
    expect(refused.body).toMatchObject({
      title: 'Test event failed',
      message: 'Your endpoint did not accept the test event: HTTP 500.',
      delivered: false,
      // One attempt only: the user is watching and may press again.
      delivery: { status: 'failed', attempts: 1, nextAttemptAt: null },
    });
    app.clock.advance(DAY);
    await deliverDueWebhooks(app.ctx);
    expect(bad.received).toHaveLength(1);
  });

  test('leaves a pressed test event to the press: the job running meanwhile does not send it', async ({
    app,
    db,
  }) => {
    const receiver = await startReceiver([204]);
    const { user } = await signInAs(app);
    const { endpoint } = await createWebhookEndpoint(
      app.ctx,
      user.id,
      { url: receiver.url, events: ['order.paid'] },
      { isLocal: true },
    );
    const deliveryId = await queueTestEvent(app.ctx, user.id, endpoint.id);

    // Another instance's job between the insert and the press's own send: nothing is due for it.
    expect(await runWebhookJob(app.ctx)).toBe(0);
    expect(receiver.received).toHaveLength(0);

    await deliverTestEvent(app.ctx, deliveryId, webhookJobPolicy(app.ctx.env));
    expect(receiver.received).toHaveLength(1);
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204 });
  });
});

/* ---------- where events come from ---------- */

describe('events', () => {
  test('order.paid reaches buyer and seller with the order, only for subscribed endpoints', async ({
    app,
    db,
  }) => {
    const { seller, buyer, checkout } = await buyServer(app);
    const buyerHook = await addEndpoint(buyer.client, 'http://127.0.0.1:4000/b', ['order.paid']);
    const sellerHook = await addEndpoint(seller.client, 'http://127.0.0.1:4000/s', ['order.paid']);
    const otherHook = await addEndpoint(buyer.client, 'http://127.0.0.1:4000/o', ['bid.outbid']);
    const paid = await checkout();
    expect(paid.status).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, paid.body.orderId));

    const [buyerDelivery] = await deliveriesOf(app, buyerHook.endpoint.id);
    expect(buyerDelivery).toMatchObject({ event: 'order.paid', status: 'pending', userId: buyer.user.id });
    expect(buyerDelivery!.payload).toMatchObject({
      title: 'Order confirmed',
      orders: [
        { id: order!.id, role: 'buyer', amountCents: 9_500, feeCents: order!.fee, title: order!.title },
      ],
    });
    const [sellerDelivery] = await deliveriesOf(app, sellerHook.endpoint.id);
    expect(sellerDelivery!.payload).toMatchObject({
      title: 'New order',
      orders: [{ id: order!.id, role: 'seller' }],
    });
    expect(sellerDelivery!.eventId).not.toBe(buyerDelivery!.eventId);
    expect(await deliveriesOf(app, otherHook.endpoint.id)).toEqual([]);
  });

  test('bid.outbid reaches the bidder who was outbid', async ({ app, db, seller, admin }) => {
    const cidr = '198.19.250.0/24';
    const [block] = await db
      .insert(ipBlocks)
      .values({
        userId: seller.user.id,
        cidr,
        rir: 'ripe',
        countryCode: 'DE',
        loaFileKey: 'test/loa.pdf',
        status: 'approved',
      })
      .returning();
    await db
      .insert(ipSubnets)
      .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
    const iso = (offset: number) => new Date(app.clock.now().getTime() + offset).toISOString();
    const created = await seller.client.post('/api/auctions', {
      ipBlockId: block!.id,
      reservePrice: '100',
      buyNowPrice: '500',
      startTime: iso(0),
      endTime: iso(DAY),
    });
    expect(created.status).toBe(201);
    const auctionId = created.body.auctionId as string;
    expect((await admin.client.post(`/api/admin/auctions/${auctionId}/approve`)).status).toBe(200);
    const first = await signInAs(app);
    const second = await signInAs(app);
    await fundWallet(first.client, 100_000);
    await fundWallet(second.client, 100_000);
    const hook = await addEndpoint(first.client, 'http://127.0.0.1:4000/outbid', ['bid.outbid']);
    expect((await first.client.post(`/api/auctions/${auctionId}/bids`, { amountCents: 10_000 })).status).toBe(
      201,
    );
    expect(await deliveriesOf(app, hook.endpoint.id)).toEqual([]);
    expect(
      (await second.client.post(`/api/auctions/${auctionId}/bids`, { amountCents: 15_000 })).status,
    ).toBe(201);
    const [delivery] = await deliveriesOf(app, hook.endpoint.id);
    expect(delivery).toMatchObject({ event: 'bid.outbid', userId: first.user.id });
    expect(delivery!.payload).toMatchObject({
      title: 'You have been outbid',
      auction: { id: auctionId, currentBidCents: 15_000 },
    });
  });

  test('lease.ending is queued once per endpoint for a lease that ends within 7 days', async ({
    app,
    db,
  }) => {
    const { seller, buyer, checkout } = await buyServer(app);
    const buyerHook = await addEndpoint(buyer.client, 'http://127.0.0.1:4000/b', ['lease.ending']);
    const sellerHook = await addEndpoint(seller.client, 'http://127.0.0.1:4000/s', ['lease.ending']);
    const paid = await checkout();
    await db
      .update(orders)
      .set({
        status: 'active',
        autoRenews: false,
        renewalDate: new Date(app.clock.now().getTime() + 8 * DAY),
      })
      .where(eq(orders.id, paid.body.orderId));
    // Receivers refuse the connection (nothing listens on port 4000 here): the rows stay pending.
    await runWebhookJob(app.ctx, { limit: 0 });
    expect(await deliveriesOf(app, buyerHook.endpoint.id)).toEqual([]);
    app.clock.advance(DAY + HOUR);
    await runWebhookJob(app.ctx, { limit: 0 });
    await runWebhookJob(app.ctx, { limit: 0 });
    const buyerRows = await deliveriesOf(app, buyerHook.endpoint.id);
    const sellerRows = await deliveriesOf(app, sellerHook.endpoint.id);
    expect(buyerRows).toHaveLength(1);
    expect(sellerRows).toHaveLength(1);
    expect(buyerRows[0]!.payload).toMatchObject({
      orders: [{ id: paid.body.orderId, role: 'buyer', autoRenews: false }],
    });
    expect(sellerRows[0]!.payload).toMatchObject({ orders: [{ role: 'seller' }] });
  });

  test('an event rolled back with its change is never sent (outbox)', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    const hook = await addEndpoint(client, 'http://127.0.0.1:4000/h', ['bid.outbid']);
    await expect(
      db.transaction(async (tx) => {
        await notifyUser(tx, user.id, {
          type: 'auction_outbid',
          title: 'You have been outbid',
          message: 'x',
        });
        expect(
          await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.endpoint.id)),
        ).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await deliveriesOf(app, hook.endpoint.id)).toEqual([]);
    // Nothing was written outside the rolled-back transaction.
    expect(await db.select().from(webhookDeliveries)).toEqual([]);
  });
});

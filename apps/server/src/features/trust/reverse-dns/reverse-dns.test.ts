import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditLogs,
  notifications,
  orderIpLeases,
  reverseDnsRequests,
} from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import {
  createIpListing,
  createServerPackage,
  fundWallet,
  nextTestCidr,
} from '../../../test/checkout-factories';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NAME_SERVERS = ['ns1.example.net', 'ns2.example.net'];
const REASON = { reason: 'These name servers do not answer for the zone yet.' };

/** A seller, a buyer and the buyer's paid IP order bought through checkout, with its leased prefix. */
async function paidIpOrder(size: 22 | 24 = 24) {
  const seller = await signInAs(t, { role: 'monetizer' });
  const buyer = await signInAs(t);
  await fundWallet(buyer.client, 50_000);
  const { listing } = await createIpListing(t, seller.user.id, {
    cidr: nextTestCidr(size),
    subnet: size === 22 ? '/22' : '/24',
    priceCents: 10_000,
  });
  const bought = await buyer.client.post('/api/checkout', {
    itemType: 'ip',
    itemId: listing.id,
    method: 'wallet',
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  const orderId = bought.body.orderId as string;
  const [lease] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, orderId));
  return { seller, buyer, orderId, prefix: lease!.cidr };
}

/** The zone of a /24 inside 198.18.0.0/15: '198.18.5.0/24' → '5.18.198.in-addr.arpa'. */
const zoneOf = (prefix: string) =>
  `${prefix.split('/')[0]!.split('.').slice(0, 3).reverse().join('.')}.in-addr.arpa`;

const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function openRequest(order: Awaited<ReturnType<typeof paidIpOrder>>, nameServers = NAME_SERVERS) {
  const response = await order.buyer.client.post(`/api/orders/${order.orderId}/reverse-dns`, { nameServers });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.request as { id: string; status: string };
}

describe('asking for and delegating reverse DNS', () => {
  it('the buyer asks, the seller sees it and marks it done; both are told, the decision audited', async () => {
    const order = await paidIpOrder();
    const before = await order.buyer.client.get(`/api/orders/${order.orderId}/reverse-dns`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      orderId: order.orderId,
      prefix: order.prefix,
      zones: [zoneOf(order.prefix)],
      isEligible: true,
      requests: [],
    });

    const created = await order.buyer.client.post(`/api/orders/${order.orderId}/reverse-dns`, {
      nameServers: [' NS1.Example.NET. ', 'ns2.example.net'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      title: 'Request sent',
      message: 'The seller has been asked to delegate the reverse zone to your name servers.',
      request: {
        id: expect.any(String),
        orderId: order.orderId,
        prefix: order.prefix,
        zones: [zoneOf(order.prefix)],
        nameServers: NAME_SERVERS,
        status: 'open',
        declineReason: null,
        createdAt: t.clock.now().toISOString(),
        decidedAt: null,
      },
    });
    const requestId = created.body.request.id as string;
    expect((await notificationsOf(order.seller.user.id)).find((n) => n.type === 'reverse_dns')).toMatchObject(
      {
        title: 'Reverse DNS requested',
        message: `The buyer of order ${order.orderId.slice(0, 8)} asks you to delegate the reverse DNS of ${order.prefix} to ns1.example.net, ns2.example.net.`,
        link: `/orders/${order.orderId}`,
      },
    );

    const sellerView = await order.seller.client.get(`/api/orders/${order.orderId}/reverse-dns`);
    expect(sellerView.status).toBe(200);
    expect(sellerView.body.requests).toEqual([created.body.request]);

    t.clock.advance(60_000);
    const done = await order.seller.client.post(`/api/reverse-dns/${requestId}/done`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      title: 'Marked done',
      message: 'The buyer has been told that the reverse zone is delegated.',
      request: { id: requestId, status: 'done', decidedAt: t.clock.now().toISOString(), declineReason: null },
    });
    expect((await notificationsOf(order.buyer.user.id)).find((n) => n.type === 'reverse_dns')).toMatchObject({
      title: 'Reverse DNS delegated',
      message: `The reverse DNS of ${order.prefix} (order ${order.orderId.slice(0, 8)}) is delegated to ns1.example.net, ns2.example.net.`,
      link: `/orders/${order.orderId}`,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'reverse_dns.delegated'), eq(auditLogs.targetId, requestId)));
    expect(audit).toMatchObject({
      actorId: order.seller.user.id,
      targetType: 'reverse_dns',
      before: { status: 'open' },
      after: { status: 'done', orderId: order.orderId, nameServers: NAME_SERVERS, declineReason: null },
    });
    const [row] = await t.db.select().from(reverseDnsRequests).where(eq(reverseDnsRequests.id, requestId));
    expect(row).toMatchObject({ decidedBy: order.seller.user.id, buyerId: order.buyer.user.id });

    // A later change of name servers is a new request; the page lists the newest first.
    t.clock.advance(60_000);
    const again = await openRequest(order, ['a.ns.example.org', 'b.ns.example.org', 'c.ns.example.org']);
    const list = await order.buyer.client.get(`/api/orders/${order.orderId}/reverse-dns`);
    expect(list.body.requests.map((request: { id: string }) => request.id)).toEqual([again.id, requestId]);

    const admin = await signInAs(t, { role: 'admin' });
    const ledger = await admin.client.get('/api/admin/audit?targetType=reverse_dns');
    expect(
      ledger.body.entries.find((entry: { targetId: string }) => entry.targetId === requestId),
    ).toMatchObject({ action: 'reverse_dns.delegated', targetName: `Reverse DNS of ${order.prefix}` });
  });

  it('the seller declines with a reason the buyer reads; a reason is required', async () => {
    const order = await paidIpOrder();
    const request = await openRequest(order);
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await order.seller.client.post(`/api/reverse-dns/${request.id}/decline`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        title: 'Reason required',
        message: 'Please say why you decline the request.',
        field: 'reason',
      });
    }
    const tooLong = await order.seller.client.post(`/api/reverse-dns/${request.id}/decline`, {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.body).toMatchObject({ title: 'Reason too long', field: 'reason' });

    const declined = await order.seller.client.post(`/api/reverse-dns/${request.id}/decline`, {
      reason: `  ${REASON.reason}  `,
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      title: 'Request declined',
      message: 'The buyer has been told why.',
      request: { status: 'declined', declineReason: REASON.reason },
    });
    expect((await notificationsOf(order.buyer.user.id)).find((n) => n.type === 'reverse_dns')).toMatchObject({
      title: 'Reverse DNS declined',
      message: `Your reverse DNS request for ${order.prefix} (order ${order.orderId.slice(0, 8)}) was declined: ${REASON.reason}`,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'reverse_dns.declined'), eq(auditLogs.targetId, request.id)));
    expect(audit).toMatchObject({ actorId: order.seller.user.id, after: { declineReason: REASON.reason } });
    // Declined: the buyer may ask again at once.
    await openRequest(order, ['ns3.example.net', 'ns4.example.net']);
  });

  it('the buyer withdraws an open request; the seller is told and can no longer decide it', async () => {
    const order = await paidIpOrder();
    const request = await openRequest(order);
    expect((await order.seller.client.post(`/api/reverse-dns/${request.id}/withdraw`)).status).toBe(404);
    const withdrawn = await order.buyer.client.post(`/api/reverse-dns/${request.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      title: 'Request withdrawn',
      request: { status: 'withdrawn', decidedAt: t.clock.now().toISOString() },
    });
    expect((await notificationsOf(order.seller.user.id)).map((n) => n.title)).toContain(
      'Reverse DNS request withdrawn',
    );
    for (const action of ['withdraw', 'done'] as const) {
      const client = action === 'withdraw' ? order.buyer.client : order.seller.client;
      const late = await client.post(`/api/reverse-dns/${request.id}/${action}`);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        title: 'Already decided',
        message: 'This request has already been marked done, declined or withdrawn.',
      });
    }
    await openRequest(order);
  });

  it('delegates a /22 as its four /24 zones', async () => {
    const order = await paidIpOrder(22);
    expect(order.prefix).toMatch(/\/22$/);
    const request = await openRequest(order);
    const [a, b] = order.prefix.split('.').map(Number);
    const third = Number(order.prefix.split('.')[2]);
    expect(request).toMatchObject({
      zones: [0, 1, 2, 3].map((step) => `${third + step}.${b}.${a}.in-addr.arpa`),
    });
  });
});

describe('name servers', () => {
  it.each([
    [['ns1.example.net'], 'Too few name servers', 'Name at least 2 different name servers.', 'nameServers'],
    [[], 'Too few name servers', 'Name at least 2 different name servers.', 'nameServers'],
    [undefined, 'Too few name servers', 'Name at least 2 different name servers.', 'nameServers'],
    [
      ['ns1', 'ns2', 'ns3', 'ns4', 'ns5'].map((name) => `${name}.example.net`),
      'Too many name servers',
      'Name at most 4 name servers.',
      'nameServers',
    ],
    [
      ['ns1.example.net', 'NS1.example.net.'],
      'Duplicate name server',
      'Name each name server only once.',
      'nameServers.1',
    ],
    [['ns1.example.net', 'ns1..example'], 'Invalid name server', undefined, 'nameServers.1'],
    [['203.0.113.53', 'ns2.example.net'], 'Invalid name server', undefined, 'nameServers.0'],
    [['ns1.example.net', '2001:db8::53'], 'Invalid name server', undefined, 'nameServers.1'],
    [['ns1.example.net', 'exa mple.com'], 'Invalid name server', undefined, 'nameServers.1'],
    [['ns_1.example.net', 'ns2.example.net'], 'Invalid name server', undefined, 'nameServers.0'],
    [['ns1.example.net', `${'a'.repeat(64)}.example.net`], 'Invalid name server', undefined, 'nameServers.1'],
    [['ns1.example.net', 'x'.repeat(5000)], 'Invalid name server', undefined, 'nameServers.1'],
    [['ns1.example.net', 53], 'Invalid name server', undefined, 'nameServers.1'],
  ])('refuses %j with its message beside its field', async (nameServers, title, message, field) => {
    const order = await paidIpOrder();
    const response = await order.buyer.client.post(`/api/orders/${order.orderId}/reverse-dns`, {
      nameServers,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'bad_request',
      title,
      message: message ?? 'Enter a host name such as ns1.example.net.',
      field,
    });
    const stored = await t.db
      .select()
      .from(reverseDnsRequests)
      .where(eq(reverseDnsRequests.orderId, order.orderId));
    expect(stored).toEqual([]);
  });

  it('accepts four', async () => {
    const order = await paidIpOrder();
    const four = ['ns1.example.net', 'ns2.example.net', 'ns3.example.org', 'ns4.example.org'];
    expect(await openRequest(order, four)).toMatchObject({ nameServers: four });
  });
});

describe('one open request, decided once', () => {
  it('refuses a second open request for the order, also when two arrive at once', async () => {
    const order = await paidIpOrder();
    await openRequest(order);
    const second = await order.buyer.client.post(`/api/orders/${order.orderId}/reverse-dns`, {
      nameServers: ['ns3.example.net', 'ns4.example.net'],
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      title: 'Request already open',
      message: 'This order already has an open reverse DNS request. Withdraw it to ask again.',
    });

    const racing = await paidIpOrder();
    const answers = await Promise.all(
      [NAME_SERVERS, ['ns3.example.net', 'ns4.example.net']].map((nameServers) =>
        racing.buyer.client.post(`/api/orders/${racing.orderId}/reverse-dns`, { nameServers }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const stored = await t.db
      .select()
      .from(reverseDnsRequests)
      .where(eq(reverseDnsRequests.orderId, racing.orderId));
    expect(stored).toHaveLength(1);
  });

  it('lets one of two decisions at once win', async () => {
    const order = await paidIpOrder();
    const request = await openRequest(order);
    const twice = await Promise.all([
      order.seller.client.post(`/api/reverse-dns/${request.id}/done`),
      order.seller.client.post(`/api/reverse-dns/${request.id}/done`),
    ]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const other = await paidIpOrder();
    const contested = await openRequest(other);
    const answers = await Promise.all([
      other.seller.client.post(`/api/reverse-dns/${contested.id}/done`),
      other.seller.client.post(`/api/reverse-dns/${contested.id}/decline`, REASON),
      other.buyer.client.post(`/api/reverse-dns/${contested.id}/withdraw`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, contested.id));
    expect(audits.length).toBeLessThanOrEqual(1);
  });
});

describe('who may do what', () => {
  it('answers 401 to a visitor and 404 to anyone outside the order', async () => {
    const order = await paidIpOrder();
    const request = await openRequest(order);
    const visitor = t.client();
    const stranger = await signInAs(t, { role: 'monetizer' });
    const calls = [
      ['get', `/api/orders/${order.orderId}/reverse-dns`, undefined],
      ['post', `/api/orders/${order.orderId}/reverse-dns`, { nameServers: NAME_SERVERS }],
      ['post', `/api/reverse-dns/${request.id}/done`, undefined],
      ['post', `/api/reverse-dns/${request.id}/decline`, REASON],
      ['post', `/api/reverse-dns/${request.id}/withdraw`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const anonymous = method === 'get' ? await visitor.get(path) : await visitor.post(path, body);
      expect(anonymous.status, path).toBe(401);
      const foreign =
        method === 'get' ? await stranger.client.get(path) : await stranger.client.post(path, body);
      expect(foreign.status, path).toBe(404);
    }
    const missing = await order.buyer.client.get(`/api/orders/${crypto.randomUUID()}/reverse-dns`);
    expect(missing.body).toMatchObject({ title: 'Order not found' });
    const [row] = await t.db.select().from(reverseDnsRequests).where(eq(reverseDnsRequests.id, request.id));
    expect(row!.status).toBe('open');
  });

  it('the buyer cannot decide a request, the seller cannot ask', async () => {
    const order = await paidIpOrder();
    const request = await openRequest(order);
    const done = await order.buyer.client.post(`/api/reverse-dns/${request.id}/done`);
    expect(done.status).toBe(404);
    expect(done.body).toMatchObject({ title: 'Request not found' });
    expect((await order.buyer.client.post(`/api/reverse-dns/${request.id}/decline`, REASON)).status).toBe(
      404,
    );
    await order.buyer.client.post(`/api/reverse-dns/${request.id}/withdraw`);
    const asked = await order.seller.client.post(`/api/orders/${order.orderId}/reverse-dns`, {
      nameServers: NAME_SERVERS,
    });
    expect(asked.status).toBe(404);
    expect(asked.body).toMatchObject({ title: 'Order not found' });
  });

  it('refuses orders that lease no range or no longer lease it: Order not eligible', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t);
    await fundWallet(buyer.client, 50_000);
    const pkg = await createServerPackage(t, seller.user.id);
    const bought = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    expect(bought.status).toBe(201);
    const server = await buyer.client.post(`/api/orders/${bought.body.orderId}/reverse-dns`, {
      nameServers: NAME_SERVERS,
    });
    expect(server.status).toBe(400);
    expect(server.body).toEqual({
      code: 'bad_request',
      title: 'Order not eligible',
      message: 'Reverse DNS can be delegated only for an IP order that is paid, provisioning or active.',
    });
    expect((await buyer.client.get(`/api/orders/${bought.body.orderId}/reverse-dns`)).body).toEqual({
      orderId: bought.body.orderId,
      prefix: null,
      zones: [],
      isEligible: false,
      requests: [],
    });

    const order = await paidIpOrder();
    expect(
      (await order.buyer.client.post(`/api/orders/${order.orderId}/cancel`, { reason: 'No longer needed' }))
        .status,
    ).toBe(200);
    const cancelled = await order.buyer.client.post(`/api/orders/${order.orderId}/reverse-dns`, {
      nameServers: NAME_SERVERS,
    });
    expect(cancelled.status).toBe(400);
    expect(cancelled.body).toMatchObject({ title: 'Order not eligible' });
    expect((await order.buyer.client.get(`/api/orders/${order.orderId}/reverse-dns`)).body).toMatchObject({
      prefix: order.prefix,
      isEligible: false,
    });
  });

  it('keeps provisioning and active orders eligible; an order that ended can be declined, not marked done', async () => {
    const order = await paidIpOrder();
    await order.seller.client.post(`/api/orders/${order.orderId}/status`, { status: 'provisioning' });
    const request = await openRequest(order);
    expect((await order.seller.client.post(`/api/reverse-dns/${request.id}/done`)).status).toBe(200);

    const ended = await paidIpOrder();
    const pending = await openRequest(ended);
    expect(
      (await ended.seller.client.post(`/api/orders/${ended.orderId}/cancel`, { reason: 'No longer needed' }))
        .status,
    ).toBe(200);
    const done = await ended.seller.client.post(`/api/reverse-dns/${pending.id}/done`);
    expect(done.status).toBe(400);
    expect(done.body).toMatchObject({ title: 'Order not eligible' });
    expect((await ended.seller.client.post(`/api/reverse-dns/${pending.id}/decline`, REASON)).status).toBe(
      200,
    );
  });
});

describe('API tokens', () => {
  it('a read token reads, a trade token asks and withdraws for the buyer; deciding needs the browser', async () => {
    const order = await paidIpOrder();
    const read = await createTokenFor(order.buyer.client, { scope: 'read' });
    const trade = await createTokenFor(order.buyer.client, { scope: 'trade' });
    const path = `/api/orders/${order.orderId}/reverse-dns`;
    expect((await callWithToken(t, read.secret, 'GET', path)).status).toBe(200);
    const readOnly = await callWithToken(t, read.secret, 'POST', path, { nameServers: NAME_SERVERS });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body).toMatchObject({ title: 'Read-only API token' });

    const asked = await callWithToken(t, trade.secret, 'POST', path, { nameServers: NAME_SERVERS });
    expect(asked.status).toBe(201);
    const requestId = asked.body.request.id as string;
    expect(
      (await callWithToken(t, trade.secret, 'POST', `/api/reverse-dns/${requestId}/withdraw`)).status,
    ).toBe(200);

    const again = await openRequest(order);
    const sellerTrade = await createTokenFor(order.seller.client, { scope: 'trade' });
    expect((await callWithToken(t, sellerTrade.secret, 'GET', path)).status).toBe(200);
    for (const [action, body] of [
      ['done', undefined],
      ['decline', REASON],
    ] as const) {
      const refused = await callWithToken(
        t,
        sellerTrade.secret,
        'POST',
        `/api/reverse-dns/${again.id}/${action}`,
        body,
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ title: 'Not available with an API token' });
    }
  });
});

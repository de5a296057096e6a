import { describe, expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LiveEvent } from '@netlease/shared/notifications';
import { asnRecords, auditLogs, liveEvents, notifications, tickets } from '../../../platform/db/schema/index';
import { queryRows } from '../../../platform/db/database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAgain, signInAs } from '../../../test/factories';
import { createApprovedAsn, createIpOrder, createOwnedSubnet } from '../../../test/trust-fixtures';
import { DAY, HOUR, MINUTE } from '../../../platform/clock';

const newTicket = (overrides: Record<string, unknown> = {}) => ({
  title: 'My /24 is not routed',
  description: 'Since this morning the block does not answer.',
  ...overrides,
});

async function openTicket(client: Awaited<ReturnType<typeof signInAs>>['client'], overrides = {}) {
  const response = await client.post('/api/tickets', newTicket(overrides));
  expect(response.status).toBe(201);
  return response.body.ticket as { id: string; status: string; priority: string };
}

/** An order row as the money area stores it (written directly: checkout is not under test here). */
async function insertOrder(
  app: TestApp,
  leaserId: string,
  status: string,
  { endedAt, monetizerId }: { endedAt?: Date; monetizerId?: string } = {},
) {
  const sellerId = monetizerId ?? (await createUser(app, { role: 'monetizer' })).id;
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`INSERT INTO orders (leaser_id, monetizer_id, status, amount, item_type, item_id, title, period,
                            start_date, renewal_date, ended_at)
        VALUES (${leaserId}, ${sellerId}, ${status}, 1000, 'server_package', gen_random_uuid(), 'Test server',
                'month', now(), now() + interval '30 days', ${endedAt ?? null})
        RETURNING id`,
  );
  return row!.id;
}

describe('opening a ticket', () => {
  test('creates it with medium priority, keeps the description as the first message, lists newest first', async ({
    app,
  }) => {
    const { user, client } = await signInAs(app, { name: 'Leo Leaser' });
    const created = await client.post('/api/tickets', newTicket());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Ticket created successfully!',
      ticket: { title: 'My /24 is not routed', priority: 'medium', status: 'open', orderId: null },
    });
    app.clock.advance(MINUTE);
    const second = await openTicket(client, { title: 'Invoice question', priority: 'urgent' });
    expect(second.priority).toBe('urgent');

    const mine = await client.get('/api/tickets');
    expect(mine.body.tickets.map((ticket: { title: string }) => ticket.title)).toEqual([
      'Invoice question',
      'My /24 is not routed',
    ]);

    const detail = await client.get(`/api/tickets/${created.body.ticket.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.ticket.openedBy).toMatchObject({ id: user.id, name: 'Leo Leaser' });
    expect(detail.body.messages).toEqual([
      expect.objectContaining({
        message: 'Since this morning the block does not answer.',
        sender: expect.objectContaining({ id: user.id, name: 'Leo Leaser', role: 'leaser' }),
      }),
    ]);
  });

  test.for([
    [{ title: '   ' }, 'Title required', 'Please enter a title for your ticket.'],
    [{ description: '' }, 'Description required', 'Please describe your issue.'],
    [{ description: ' \n ' }, 'Description required', 'Please describe your issue.'],
  ] as const)('refuses %j with the message', async ([overrides, title, message], { app }) => {
    const { client } = await signInAs(app);
    const response = await client.post('/api/tickets', newTicket(overrides));
    expect(response.status).toBe(400);
    // The refused field is named, so the form shows the message beside it.
    const field = Object.keys(overrides)[0];
    expect(response.body).toEqual({ code: 'bad_request', title, message, field });
  });

  test('refuses an unknown priority and takes the opener from the session', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    const other = await createUser(app);
    expect((await client.post('/api/tickets', newTicket({ priority: 'critical' }))).status).toBe(400);
    const ticket = await openTicket(client, { openedBy: other.id, status: 'closed' });
    const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ openedBy: user.id, status: 'open' });
  });

  test('limits how many tickets one account opens in an hour', async ({ app, leaser: { client } }) => {
    for (let index = 0; index < 20; index += 1) await openTicket(client, { title: `Flood ${index}` });
    const limited = await client.post('/api/tickets', newTicket());
    expect(limited.status).toBe(429);
    expect(limited.body.title).toBe('Too many attempts');
    app.clock.advance(61 * MINUTE);
    await openTicket(client);
  });

  test('needs a signed-in user', async ({ app }) => {
    expect((await app.client().post('/api/tickets', newTicket())).status).toBe(401);
    expect((await app.client().get('/api/tickets')).status).toBe(401);
  });

  test('accepts only one of the user own orders that is running or ended in the last 90 days', async ({
    app,
    leaser: { user, client },
  }) => {
    const unknownOrder = '00000000-0000-4000-8000-000000000000';
    const refused = await client.post('/api/tickets', newTicket({ orderId: unknownOrder }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      title: 'Invalid order',
      message: 'Please choose one of your orders that is running or ended in the last 90 days.',
      field: 'orderId',
    });
    const running = await Promise.all(
      ['payment_confirmed', 'provisioning', 'active', 'suspended'].map((status) =>
        insertOrder(app, user.id, status),
      ),
    );
    const endedNow = await Promise.all(
      ['completed', 'cancelled', 'dispute'].map((status) =>
        insertOrder(app, user.id, status, { endedAt: app.clock.now() }),
      ),
    );
    const unpaid = await insertOrder(app, user.id, 'pending_payment');
    const stranger = await createUser(app);
    const someoneElses = await insertOrder(app, stranger.id, 'active');

    const choices = await client.get('/api/tickets/order-choices');
    expect(choices.body.orders.map((order: { id: string }) => order.id).sort()).toEqual(
      [...running, ...endedNow].sort(),
    );
    for (const orderId of [unpaid, someoneElses]) {
      const response = await client.post('/api/tickets', newTicket({ orderId }));
      expect(response.body.title).toBe('Invalid order');
    }
    const linked = await openTicket(client, { orderId: running[1] });
    expect((await client.get(`/api/tickets/${linked.id}`)).body.ticket.orderId).toBe(running[1]);
  });

  test('takes a sale of the user as well, marked as sold, on the same conditions', async ({ app }) => {
    const { user: seller, client } = await signInAs(app, { role: 'monetizer' });
    const buyer = await createUser(app);
    const sold = await insertOrder(app, buyer.id, 'active', { monetizerId: seller.id });
    const soldUnpaid = await insertOrder(app, buyer.id, 'pending_payment', { monetizerId: seller.id });
    const bought = await insertOrder(app, seller.id, 'active');
    const choices = (await client.get('/api/tickets/order-choices')).body.orders as Array<{
      id: string;
      side: string;
    }>;
    expect(choices.map(({ id, side }) => ({ id, side })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: sold, side: 'sold' },
        { id: bought, side: 'bought' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await client.post('/api/tickets', newTicket({ orderId: soldUnpaid }))).body.title).toBe(
      'Invalid order',
    );
    const aboutSale = await openTicket(client, { orderId: sold });
    expect((await client.get(`/api/tickets/${aboutSale.id}`)).body.order).toMatchObject({ id: sold });
    // The buyer sees the ticket about their order no more than any other stranger does.
    const buyerClient = await signInAgain(app, buyer);
    expect((await buyerClient.get(`/api/tickets/${aboutSale.id}`)).status).toBe(404);
  });

  test('takes an order ended 89 days ago and refuses one ended 91 days ago, by the server clock', async ({
    app,
    leaser: { user, client },
  }) => {
    const now = app.clock.now();
    const ended89 = await insertOrder(app, user.id, 'completed', {
      endedAt: new Date(now.getTime() - 89 * DAY),
    });
    const ended91 = await insertOrder(app, user.id, 'cancelled', {
      endedAt: new Date(now.getTime() - 91 * DAY),
    });
    const choices = await client.get('/api/tickets/order-choices');
    const ids = choices.body.orders.map((order: { id: string }) => order.id);
    expect(ids).toContain(ended89);
    expect(ids).not.toContain(ended91);
    expect((await client.post('/api/tickets', newTicket({ orderId: ended91 }))).body.title).toBe(
      'Invalid order',
    );
    await openTicket(client, { orderId: ended89 });

    // Two days on, the first is past the 90 days as well.
    app.clock.advance(2 * DAY);
    const later = await signInAgain(app, user);
    expect((await later.get('/api/tickets/order-choices')).body.orders).toEqual([]);
    const late = await later.post('/api/tickets', newTicket({ orderId: ended89 }));
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ title: 'Invalid order', field: 'orderId' });
  });

  test('shows an IP order’s prefix in the picker, and its prefix and ASN on the ticket', async ({
    app,
    db,
    leaser: buyer,
  }) => {
    const seller = await createUser(app, { role: 'monetizer' });
    const { subnet, cidr } = await createOwnedSubnet(app, seller.id);
    const asnId = await createApprovedAsn(app, buyer.user.id);
    const order = await createIpOrder(app, {
      leaserId: buyer.user.id,
      monetizerId: seller.id,
      subnet,
      asnId,
    });
    const server = await insertOrder(app, buyer.user.id, 'active');
    const choices = (await buyer.client.get('/api/tickets/order-choices')).body.orders as Array<{
      id: string;
      prefix: string | null;
    }>;
    expect(choices.find((choice) => choice.id === order.id)).toMatchObject({ prefix: cidr });
    expect(choices.find((choice) => choice.id === server)).toMatchObject({ prefix: null });

    const ticket = await openTicket(buyer.client, { orderId: order.id });
    const [asn] = await db.select().from(asnRecords).where(eq(asnRecords.id, asnId));
    const expected = {
      id: order.id,
      itemType: 'ip_subnet',
      status: 'active',
      title: order.title,
      prefix: cidr,
      asnNumber: asn!.asnNumber,
    };
    expect((await buyer.client.get(`/api/tickets/${ticket.id}`)).body.order).toEqual(expected);
    const staff = await signInAs(app, { role: 'staff' });
    expect((await staff.client.get(`/api/tickets/${ticket.id}`)).body.order).toEqual(expected);

    const plain = await openTicket(buyer.client);
    expect((await buyer.client.get(`/api/tickets/${plain.id}`)).body.order).toBeNull();
    const aboutServer = await openTicket(buyer.client, { orderId: server });
    expect((await staff.client.get(`/api/tickets/${aboutServer.id}`)).body.order).toMatchObject({
      id: server,
      itemType: 'server_package',
      prefix: null,
      asnNumber: null,
    });
  });
});

describe('who can see a ticket', () => {
  test('shows it to its opener, staff and admins; anyone else gets "Ticket not found"', async ({
    app,
    leaser: { client: owner },
  }) => {
    const ticket = await openTicket(owner);
    const { client: stranger } = await signInAs(app);
    const { client: seller } = await signInAs(app, { role: 'monetizer' });
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const { client: admin } = await signInAs(app, { role: 'admin' });

    for (const client of [stranger, seller]) {
      const response = await client.get(`/api/tickets/${ticket.id}`);
      expect(response.status).toBe(404);
      expect(response.body.title).toBe('Ticket not found');
      const post = await client.post(`/api/tickets/${ticket.id}/messages`, { message: 'hello' });
      expect(post.status).toBe(404);
      expect((await client.get('/api/tickets')).body.tickets).toEqual([]);
    }
    expect((await staff.get(`/api/tickets/${ticket.id}`)).status).toBe(200);
    expect((await admin.get(`/api/tickets/${ticket.id}`)).status).toBe(200);
    expect((await app.client().get(`/api/tickets/${ticket.id}`)).status).toBe(401);
    expect((await owner.get('/api/tickets/not-a-ticket')).status).toBe(404);
  });

  test('lets only those people follow the ticket live', async ({
    app,
    leaser: { user: owner, client: ownerClient },
  }) => {
    const ticket = await openTicket(ownerClient);
    const { user: stranger, client: strangerClient } = await signInAs(app);
    const { user: staff } = await signInAs(app, { role: 'staff' });
    const refused = await strangerClient.get(`/api/events?topics=ticket:${ticket.id}`);
    expect(refused.status).toBe(403);
    expect((await app.client().get(`/api/events?topics=ticket:${ticket.id}`)).status).toBe(403);
    const asSessionUser = (user: typeof owner) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      kycStatus: user.kycStatus,
      avatarUrl: user.avatarUrl,
      mfaEnabled: user.mfaEnabled,
    });
    const topic = `ticket:${ticket.id}`;
    expect(await app.ctx.hub.canFollow(asSessionUser(owner), topic)).toBe(true);
    expect(await app.ctx.hub.canFollow(asSessionUser(staff), topic)).toBe(true);
    expect(await app.ctx.hub.canFollow(asSessionUser(stranger), topic)).toBe(false);
  });
});

describe('the conversation', () => {
  test('refuses a blank message', async ({ leaser: { client } }) => {
    const ticket = await openTicket(client);
    const response = await client.post(`/api/tickets/${ticket.id}/messages`, { message: '  \n ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'bad_request',
      title: 'Message required',
      message: 'Please type a message before sending.',
      field: 'message',
    });
  });

  test('publishes a staff reply live, notifies the opener and audits it', async ({ app, db }) => {
    const { user: leaser, client } = await signInAs(app);
    const ticket = await openTicket(client);
    const { user: staff, client: staffClient } = await signInAs(app, { role: 'staff', name: 'Sam Staff' });

    const received: LiveEvent[] = [];
    let messageDelivered!: () => void;
    const delivered = new Promise<void>((resolve) => (messageDelivered = resolve));
    const unsubscribe = app.ctx.hub.subscribe([`ticket:${ticket.id}`], (event) => {
      received.push(event);
      if (event.type === 'ticket.message') messageDelivered();
    });
    app.clock.advance(MINUTE);
    const reply = await staffClient.post(`/api/tickets/${ticket.id}/messages`, {
      message: 'We are looking into it.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.sender).toMatchObject({ id: staff.id, name: 'Sam Staff', role: 'staff' });

    const [event] = await db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, `ticket:${ticket.id}`), eq(liveEvents.type, 'ticket.message')));
    expect(event?.data).toMatchObject({ id: reply.body.id, message: 'We are looking into it.' });
    await delivered;
    unsubscribe();

    const notes = await db.select().from(notifications).where(eq(notifications.userId, leaser.id));
    expect(notes).toEqual([
      expect.objectContaining({ title: 'New reply on your ticket', link: `/ticket/${ticket.id}` }),
    ]);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, ticket.id))
      .orderBy(auditLogs.id);
    expect(audits.map((row) => row.action)).toEqual([
      'ticket.created',
      'ticket.status_changed',
      'ticket.replied',
    ]);

    const thread = await client.get(`/api/tickets/${ticket.id}`);
    expect(thread.body.messages.map((message: { message: string }) => message.message)).toEqual([
      'Since this morning the block does not answer.',
      'We are looking into it.',
    ]);
  });

  test("tells the assignee about the opener's answers, and no one about their own", async ({ app, db }) => {
    const { user: leaser, client } = await signInAs(app);
    const ticket = await openTicket(client);
    const { user: staff, client: staffClient } = await signInAs(app, { role: 'staff' });
    await staffClient.put(`/api/tickets/${ticket.id}/assignee`, { assigneeId: staff.id });
    await client.post(`/api/tickets/${ticket.id}/messages`, { message: 'Any news?' });
    const staffNotes = await db.select().from(notifications).where(eq(notifications.userId, staff.id));
    expect(staffNotes.map((note) => note.title)).toEqual(['New message on an assigned ticket']);
    const ownNotes = await db.select().from(notifications).where(eq(notifications.userId, leaser.id));
    expect(ownNotes).toEqual([]);
  });
});

describe('staff handling', () => {
  test('moves a ticket open → in_progress → resolved → closed, telling the opener each time', async ({
    app,
    db,
  }) => {
    const { user: leaser, client } = await signInAs(app);
    const ticket = await openTicket(client);
    const { client: staff } = await signInAs(app, { role: 'staff' });
    for (const status of ['in_progress', 'resolved', 'closed']) {
      const moved = await staff.put(`/api/tickets/${ticket.id}/status`, { status });
      expect(moved.status).toBe(200);
      expect(moved.body.ticket.status).toBe(status);
    }
    const reopen = await staff.put(`/api/tickets/${ticket.id}/status`, { status: 'open' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.title).toBe('Invalid status change');
    const late = await client.post(`/api/tickets/${ticket.id}/messages`, { message: 'One more thing' });
    expect(late.status).toBe(409);
    expect(late.body.title).toBe('Ticket closed');

    const notes = await db.select().from(notifications).where(eq(notifications.userId, leaser.id));
    expect(notes.map((note) => note.message).sort()).toEqual(
      [
        'Your ticket "My /24 is not routed" is now In Progress.',
        'Your ticket "My /24 is not routed" is now Resolved.',
        'Your ticket "My /24 is not routed" is now Closed.',
      ].sort(),
    );
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.targetId, ticket.id));
    expect(audits.map((row) => row.after)).toEqual(
      expect.arrayContaining([{ status: 'in_progress' }, { status: 'resolved' }, { status: 'closed' }]),
    );
    const updates = await db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, `ticket:${ticket.id}`), eq(liveEvents.type, 'ticket.updated')));
    expect(updates).toHaveLength(3);
  });

  test('refuses a move to the same status and lets a resolved ticket go back to in progress', async ({
    app,
    leaser: { client },
  }) => {
    const ticket = await openTicket(client);
    const { client: admin } = await signInAs(app, { role: 'admin' });
    expect((await admin.put(`/api/tickets/${ticket.id}/status`, { status: 'open' })).status).toBe(409);
    expect((await admin.put(`/api/tickets/${ticket.id}/status`, { status: 'resolved' })).status).toBe(200);
    expect((await admin.put(`/api/tickets/${ticket.id}/status`, { status: 'in_progress' })).status).toBe(200);
  });

  test('assigns only to staff or admins, and can unassign', async ({ app, db }) => {
    const { client } = await signInAs(app);
    const ticket = await openTicket(client);
    const { user: staffUser, client: staff } = await signInAs(app, { role: 'staff' });
    const colleague = await createUser(app, { role: 'staff', name: 'Colleague' });
    const leaser = await createUser(app);

    const wrong = await staff.put(`/api/tickets/${ticket.id}/assignee`, { assigneeId: leaser.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      title: 'Invalid assignee',
      message: 'Tickets can only be assigned to staff or admins.',
    });
    const assigned = await staff.put(`/api/tickets/${ticket.id}/assignee`, { assigneeId: colleague.id });
    expect(assigned.body.ticket.assignedTo).toMatchObject({ id: colleague.id, name: 'Colleague' });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, colleague.id));
    expect(notes.map((note) => note.title)).toEqual(['Ticket assigned to you']);
    const cleared = await staff.put(`/api/tickets/${ticket.id}/assignee`, { assigneeId: null });
    expect(cleared.body.ticket.assignedTo).toBeNull();

    const assignees = await staff.get('/api/tickets/assignees');
    const ids = assignees.body.assignees.map((person: { id: string }) => person.id);
    expect(ids).toEqual(expect.arrayContaining([staffUser.id, colleague.id]));
    expect(ids).not.toContain(leaser.id);
  });

  test('refuses staff actions to leasers, monetizers and visitors', async ({
    app,
    leaser: { client: owner },
  }) => {
    const ticket = await openTicket(owner);
    const { client: monetizer } = await signInAs(app, { role: 'monetizer' });
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const visitor = app.client();
    const calls = (client: typeof owner) => [
      () => client.put(`/api/tickets/${ticket.id}/status`, { status: 'in_progress' }),
      () => client.put(`/api/tickets/${ticket.id}/assignee`, { assigneeId: null }),
      () => client.get('/api/tickets/assignees'),
      () => client.get('/api/staff/tickets'),
      () => client.get('/api/admin/tickets'),
    ];
    for (const [client, status] of [
      [owner, 403],
      [monetizer, 403],
      [visitor, 401],
    ] as const) {
      for (const call of calls(client)) expect((await call()).status).toBe(status);
    }
    // Staff handle tickets but the all-tickets list is the admin panel's.
    expect((await staff.get('/api/admin/tickets')).status).toBe(403);
  });
});

describe('admin tickets tab', () => {
  test('pages through every ticket, newest first, with a status filter', async ({ app }) => {
    const { client: admin } = await signInAs(app, { role: 'admin' });
    const before = (await admin.get('/api/admin/tickets')).body.total as number;
    const { client } = await signInAs(app);
    for (let index = 0; index < 3; index += 1) {
      app.clock.advance(MINUTE);
      await openTicket(client, { title: `Paged ${index}` });
    }
    const first = await admin.get('/api/admin/tickets?page=1&pageSize=2');
    expect(first.body).toMatchObject({ total: before + 3, page: 1, pageSize: 2 });
    expect(first.body.tickets.map((ticket: { title: string }) => ticket.title)).toEqual([
      'Paged 2',
      'Paged 1',
    ]);
    expect(first.body.tickets[0].openedBy.email).toMatch(/@example\.com$/);
    const closedOnly = await admin.get('/api/admin/tickets?status=closed');
    expect(closedOnly.body.tickets.every((ticket: { status: string }) => ticket.status === 'closed')).toBe(
      true,
    );
  });
});

describe('the staff ticket queue', () => {
  test('moves an open ticket to in progress when staff reply, and leaves other states alone', async ({
    app,
    db,
    leaser: { client },
  }) => {
    const ticket = await openTicket(client);
    const { client: staff } = await signInAs(app, { role: 'staff' });
    // The opener's own follow-up does not start the work.
    await client.post(`/api/tickets/${ticket.id}/messages`, { message: 'Still broken.' });
    expect((await client.get(`/api/tickets/${ticket.id}`)).body.ticket.status).toBe('open');
    await staff.post(`/api/tickets/${ticket.id}/messages`, { message: 'On it.' });
    expect((await client.get(`/api/tickets/${ticket.id}`)).body.ticket.status).toBe('in_progress');
    const [update] = await db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, `ticket:${ticket.id}`), eq(liveEvents.type, 'ticket.updated')));
    expect(update?.data).toMatchObject({ id: ticket.id, status: 'in_progress' });
    // A resolved ticket that staff write on stays resolved: someone chose that state.
    await staff.put(`/api/tickets/${ticket.id}/status`, { status: 'resolved' });
    await staff.post(`/api/tickets/${ticket.id}/messages`, { message: 'Closing note.' });
    expect((await client.get(`/api/tickets/${ticket.id}`)).body.ticket.status).toBe('resolved');
  });

  test('filters by status, priority and assignee (me, unassigned), urgent and oldest first, paged', async () => {
    const own = await createTestApp();
    try {
      const { client } = await signInAs(own, { name: 'Queue Opener' });
      const { user: me, client: staff } = await signInAs(own, { role: 'staff', name: 'Queue Me' });
      const colleague = await createUser(own, { role: 'staff' });
      const open = async (title: string, priority: string) => {
        own.clock.advance(MINUTE);
        const response = await client.post('/api/tickets', newTicket({ title, priority }));
        return response.body.ticket as { id: string };
      };
      const lowOld = await open('Low old', 'low');
      const urgent = await open('Urgent', 'urgent');
      const mediumMine = await open('Medium mine', 'medium');
      const highTheirs = await open('High theirs', 'high');
      const resolved = await open('Resolved one', 'urgent');
      const lowNew = await open('Low new', 'low');
      await staff.put(`/api/tickets/${mediumMine.id}/assignee`, { assigneeId: me.id });
      await staff.put(`/api/tickets/${highTheirs.id}/assignee`, { assigneeId: colleague.id });
      await staff.put(`/api/tickets/${resolved.id}/status`, { status: 'resolved' });
      const titles = async (query: string) =>
        ((await staff.get(`/api/staff/tickets?${query}`)).body.tickets as Array<{ title: string }>).map(
          (ticket) => ticket.title,
        );

      expect(await titles('')).toEqual([
        'Urgent',
        'Resolved one',
        'High theirs',
        'Medium mine',
        'Low old',
        'Low new',
      ]);
      expect(await titles('status=active')).toEqual([
        'Urgent',
        'High theirs',
        'Medium mine',
        'Low old',
        'Low new',
      ]);
      expect(await titles('status=resolved')).toEqual(['Resolved one']);
      expect(await titles('priority=low')).toEqual(['Low old', 'Low new']);
      expect(await titles('assignee=me')).toEqual(['Medium mine']);
      expect(await titles('status=active&assignee=unassigned')).toEqual(['Urgent', 'Low old', 'Low new']);
      expect(await titles('status=active&assignee=unassigned&priority=low')).toEqual(['Low old', 'Low new']);

      const first = await staff.get('/api/staff/tickets?status=active&pageSize=2');
      expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      const third = await staff.get('/api/staff/tickets?status=active&pageSize=2&page=3');
      expect(third.body.tickets.map((ticket: { id: string }) => ticket.id)).toEqual([lowNew.id]);
      expect(lowOld.id).not.toBe(urgent.id);

      // 'Assign to me' is the assignee route with the caller's own id.
      const taken = await staff.put(`/api/tickets/${urgent.id}/assignee`, { assigneeId: me.id });
      expect(taken.body.ticket.assignedTo).toMatchObject({ id: me.id, name: 'Queue Me' });
      expect(await titles('assignee=me')).toEqual(['Urgent', 'Medium mine']);

      expect((await staff.get('/api/staff/tickets?assignee=someone')).status).toBe(400);
      expect((await staff.get('/api/staff/tickets?status=pending')).status).toBe(400);
      expect((await staff.get('/api/staff/tickets?priority=critical')).status).toBe(400);
      const { client: admin } = await signInAs(own, { role: 'admin' });
      expect((await admin.get('/api/staff/tickets?assignee=unassigned&status=active')).body.total).toBe(2);
      // The admin tab takes the same filters, newest first.
      const adminTab = await admin.get('/api/admin/tickets?status=active&priority=low');
      expect(adminTab.body.tickets.map((ticket: { title: string }) => ticket.title)).toEqual([
        'Low new',
        'Low old',
      ]);
    } finally {
      await own.close();
    }
  });

  test('marks a ticket overdue once its opener waited past its reply target, and filters on it', async () => {
    const own = await createTestApp();
    try {
      const { client } = await signInAs(own, { name: 'Waiting Opener' });
      const signedIn = await signInAs(own, { role: 'staff' });
      let staff = signedIn.client;
      const open = async (title: string, priority: string) =>
        (await client.post('/api/tickets', newTicket({ title, priority }))).body.ticket as { id: string };
      const urgent = await open('Urgent waits', 'urgent');
      const low = await open('Low waits', 'low');
      const answered = await open('Answered urgent', 'urgent');
      const resolved = await open('Resolved urgent', 'urgent');
      await staff.put(`/api/tickets/${resolved.id}/status`, { status: 'resolved' });
      // Opened at one instant, so listed in any order among equal priorities: compared sorted.
      const overdueTitles = async () =>
        ((await staff.get('/api/staff/tickets?overdue=true')).body.tickets as Array<{ title: string }>)
          .map((ticket) => ticket.title)
          .sort();

      // Just under the urgent target (4 hours): nothing is overdue yet.
      own.clock.advance(4 * HOUR - MINUTE);
      expect(await overdueTitles()).toEqual([]);
      await staff.post(`/api/tickets/${answered.id}/messages`, { message: 'Looking at it.' });
      own.clock.advance(MINUTE);
      // The urgent ticket nobody answered is overdue; the answered one waits for nobody; a resolved
      // one is never overdue; the low one has 3 days.
      expect(await overdueTitles()).toEqual(['Urgent waits']);
      const queue = await staff.get('/api/staff/tickets?status=active');
      const byTitle = new Map(
        (
          queue.body.tickets as Array<{
            title: string;
            isOverdue: boolean;
            awaitingReplySince: string | null;
          }>
        ).map((ticket) => [ticket.title, ticket]),
      );
      expect(byTitle.get('Urgent waits')).toMatchObject({ isOverdue: true });
      expect(byTitle.get('Answered urgent')).toMatchObject({ isOverdue: false, awaitingReplySince: null });
      expect(byTitle.get('Low waits')).toMatchObject({ isOverdue: false });

      // The opener writing again does not restart the wait; a staff reply ends it.
      await client.post(`/api/tickets/${answered.id}/messages`, { message: 'Any news?' });
      own.clock.advance(4 * HOUR);
      expect(await overdueTitles()).toEqual(['Answered urgent', 'Urgent waits']);
      await staff.post(`/api/tickets/${urgent.id}/messages`, { message: 'Fixed, please check.' });
      expect(await overdueTitles()).toEqual(['Answered urgent']);

      own.clock.advance(3 * DAY);
      // Days later: a fresh session.
      staff = await signInAgain(own, signedIn.user);
      expect(await overdueTitles()).toEqual(['Answered urgent', 'Low waits']);
      // It combines with the other filters, and a bad value is refused.
      expect(
        (await staff.get('/api/staff/tickets?overdue=true&priority=low')).body.tickets.map(
          (ticket: { id: string }) => ticket.id,
        ),
      ).toEqual([low.id]);
      expect((await staff.get('/api/staff/tickets?overdue=yes')).status).toBe(400);
    } finally {
      await own.close();
    }
  });
});

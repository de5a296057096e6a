import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { DEMO_PASSWORD } from '@netlease/shared/auth';
import { CONVERSATION_MESSAGE_MAX } from '@netlease/shared/conversations';
import {
  conversationMessages,
  conversations,
  ipBlocks,
  ipSubnets,
  listings,
  notifications,
  serverPackages,
} from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs } from '../../../test/factories';
import { MINUTE } from '../../../platform/clock';
import { CONVERSATION_RATE_LIMITS } from './conversations.service';
import { seedDemoConversation } from './conversations.demo';
import { resetDemoUsers } from '../../demo/demo/demo.service';
import { seedCatalog } from '../../catalog/marketplace/marketplace.demo';

let nextThird = 0;
let provider: Awaited<ReturnType<typeof signInAs>>;
let listingId: string;
let pendingListingId: string;
let packageId: string;

async function addListing(app: TestApp, status: 'active' | 'pending', title: string) {
  const [block] = await app.db
    .select({ id: ipBlocks.id })
    .from(ipBlocks)
    .where(eq(ipBlocks.userId, provider.user.id));
  const [row] = await app.db
    .insert(listings)
    .values({
      userId: provider.user.id,
      type: 'ip',
      ipBlockId: block!.id,
      title,
      description: 'Clean address space.',
      location: 'Frankfurt, DE',
      priceCents: 39900,
      // Each listing offers its own /24 of the block (one live offer per range).
      cidr: `198.18.${40 + nextThird++}.0/24`,
      unitPrefix: 24,
      subnet: '/24',
      ipCount: 256,
      status,
    })
    .returning();
  return row!.id;
}

test.beforeAll(async ({ app, db }) => {
  provider = await signInAs(app, { role: 'monetizer', name: 'Mona Provider' });
  const [block] = await db
    .insert(ipBlocks)
    .values({
      userId: provider.user.id,
      cidr: '198.18.40.0/22',
      rir: 'ripe',
      loaFileKey: 'test/loa.pdf',
      status: 'approved',
    })
    .returning();
  await db
    .insert(ipSubnets)
    .values(splitIntoSubnets('198.18.40.0/22').map((subnet) => ({ ipBlockId: block!.id, subnet })));
  listingId = await addListing(app, 'active', 'Clean /24 in Frankfurt');
  pendingListingId = await addListing(app, 'pending', 'Not yet approved');
  const [pkg] = await db
    .insert(serverPackages)
    .values({
      userId: provider.user.id,
      name: 'Dallas bare metal',
      description: 'A fast server.',
      location: 'Dallas, US',
      cpu: '8 cores',
      ram: '32 GB',
      storage: '1 TB',
      bandwidth: '10 TB',
      priceCents: 9900,
      status: 'approved',
    })
    .returning();
  packageId = pkg!.id;
});

const contact = (client: Awaited<ReturnType<typeof signInAs>>['client'], kind = 'ip', id = listingId) =>
  client.post('/api/conversations', { listingKind: kind, listingId: id });

describe('contacting a provider', () => {
  test('opens one conversation per user and listing, and reopens it on the next click', async ({
    app,
    db,
  }) => {
    const { user, client } = await signInAs(app, { name: 'Leo Leaser' });
    const first = await contact(client);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      isNew: true,
      conversation: {
        listing: { kind: 'ip', id: listingId, title: 'Clean /24 in Frankfurt' },
        counterpart: { id: provider.user.id, name: 'Mona Provider' },
        viewerRole: 'customer',
        lastMessage: null,
      },
    });
    const again = await contact(client);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ isNew: false, conversation: { id: first.body.conversation.id } });
    // Two racing clicks still make one row (the partial unique index).
    await Promise.all([contact(client), contact(client), contact(client)]);
    const rows = await db.select().from(conversations).where(eq(conversations.customerId, user.id));
    expect(rows).toHaveLength(1);
    // The provider hears nothing until a message is written, and does not list an empty thread.
    expect((await provider.client.get('/api/conversations')).body.conversations).not.toContainEqual(
      expect.objectContaining({ id: first.body.conversation.id }),
    );
  });

  test('works for server packages too', async ({ leaser: { client } }) => {
    const response = await contact(client, 'server', packageId);
    expect(response.status).toBe(201);
    expect(response.body.conversation.listing).toEqual({
      kind: 'server',
      id: packageId,
      title: 'Dallas bare metal',
    });
  });

  test('refuses contacting yourself, unknown or hidden listings, and visitors', async ({ app }) => {
    const self = await contact(provider.client);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({
      title: 'This is your listing',
      message: 'You cannot contact yourself about your own listing.',
    });
    const { client } = await signInAs(app);
    const hidden = await contact(client, 'ip', pendingListingId);
    expect(hidden.status).toBe(404);
    expect(hidden.body.title).toBe('Listing Not Found');
    expect((await contact(client, 'ip', crypto.randomUUID())).status).toBe(404);
    // The kind decides the table: a listing id asked for as a server package is not found.
    expect((await contact(client, 'server', listingId)).status).toBe(404);
    expect((await contact(client, 'ip', 'not-a-uuid')).status).toBe(400);
    expect((await contact(app.client())).status).toBe(401);
  });
});

describe('the thread', () => {
  test('carries messages both ways, notifies the other party and lists the conversation for both', async ({
    app,
    db,
  }) => {
    const leaser = await signInAs(app, { name: 'Leo Leaser' });
    const { conversation } = (await contact(leaser.client)).body;
    const url = `/api/conversations/${conversation.id}`;

    const sent = await leaser.client.post(`${url}/messages`, { message: '  Is PTR delegation included?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      conversationId: conversation.id,
      message: 'Is PTR delegation included?',
      sender: { id: leaser.user.id, name: 'Leo Leaser' },
    });
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, provider.user.id));
    expect(notice).toMatchObject({
      type: 'conversation_message',
      title: 'New conversation',
      message: 'Leo Leaser wrote about "Clean /24 in Frankfurt".',
      link: `/messages/${conversation.id}`,
    });

    app.clock.advance(MINUTE);
    const answer = await provider.client.post(`${url}/messages`, { message: 'Yes, full delegation.' });
    expect(answer.status).toBe(201);
    const leaserNotices = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, leaser.user.id));
    expect(leaserNotices).toEqual([
      expect.objectContaining({ title: 'New message', link: `/messages/${conversation.id}` }),
    ]);

    const detail = await leaser.client.get(url);
    expect(detail.status).toBe(200);
    expect(detail.body.messages.map((message: { message: string }) => message.message)).toEqual([
      'Is PTR delegation included?',
      'Yes, full delegation.',
    ]);
    const providerView = await provider.client.get(url);
    expect(providerView.body.conversation).toMatchObject({
      viewerRole: 'provider',
      counterpart: { id: leaser.user.id, name: 'Leo Leaser' },
      lastMessage: { text: 'Yes, full delegation.', senderId: provider.user.id },
    });
    const providerList = (await provider.client.get('/api/conversations')).body.conversations;
    expect(providerList[0]).toMatchObject({ id: conversation.id, viewerRole: 'provider' });
    const leaserList = (await leaser.client.get('/api/conversations')).body.conversations;
    expect(leaserList).toEqual([expect.objectContaining({ id: conversation.id, viewerRole: 'customer' })]);
  });

  test('counts unread messages from the other party until the thread is read', async ({ app, leaser }) => {
    const { conversation } = (await contact(leaser.client)).body;
    const url = `/api/conversations/${conversation.id}`;
    const unreadFor = async (client: typeof leaser.client) =>
      (await client.get('/api/conversations')).body.conversations.find(
        (item: { id: string }) => item.id === conversation.id,
      )?.unreadCount;

    await leaser.client.post(`${url}/messages`, { message: 'First question' });
    app.clock.advance(MINUTE);
    await leaser.client.post(`${url}/messages`, { message: 'Second question' });
    // Own messages never count; the provider has two waiting.
    expect(await unreadFor(leaser.client)).toBe(0);
    expect(await unreadFor(provider.client)).toBe(2);
    expect((await provider.client.get(url)).body.conversation.unreadCount).toBe(2);

    app.clock.advance(MINUTE);
    expect((await provider.client.post(`${url}/read`)).status).toBe(200);
    expect(await unreadFor(provider.client)).toBe(0);
    app.clock.advance(MINUTE);
    await leaser.client.post(`${url}/messages`, { message: 'Third question' });
    expect(await unreadFor(provider.client)).toBe(1);
    // Answering reads the thread too.
    app.clock.advance(MINUTE);
    await provider.client.post(`${url}/messages`, { message: 'Answer' });
    expect(await unreadFor(provider.client)).toBe(0);
    expect(await unreadFor(leaser.client)).toBe(1);

    const outsider = await signInAs(app);
    expect((await outsider.client.post(`${url}/read`)).status).toBe(404);
    expect((await app.client().post(`${url}/read`)).status).toBe(401);
  });

  test('checks message length with clear messages', async ({ leaser: { client } }) => {
    const { conversation } = (await contact(client)).body;
    const url = `/api/conversations/${conversation.id}/messages`;
    const blank = await client.post(url, { message: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      title: 'Message required',
      message: 'Please type a message before sending.',
    });
    const long = await client.post(url, { message: 'x'.repeat(CONVERSATION_MESSAGE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      title: 'Message too long',
      message: 'Please keep your message to 2,000 characters or fewer.',
    });
    expect((await client.post(url, { message: 'x'.repeat(CONVERSATION_MESSAGE_MAX) })).status).toBe(201);
    expect((await client.post(url, {})).body.title).toBe('Message required');
  });

  test('is private to its two parties: anyone else gets 404, a visitor 401', async ({ app, db, leaser }) => {
    const { conversation } = (await contact(leaser.client)).body;
    await leaser.client.post(`/api/conversations/${conversation.id}/messages`, { message: 'Private' });
    const url = `/api/conversations/${conversation.id}`;

    for (const role of ['leaser', 'monetizer', 'staff', 'admin'] as const) {
      const other = await signInAs(app, { role });
      const read = await other.client.get(url);
      expect(read.status).toBe(404);
      expect(read.body.title).toBe('Conversation not found');
      expect((await other.client.post(`${url}/messages`, { message: 'Hi' })).status).toBe(404);
      expect((await other.client.get('/api/conversations')).body.conversations).toEqual([]);
    }
    expect((await app.client().get(url)).status).toBe(401);
    expect((await app.client().post(`${url}/messages`, { message: 'Hi' }, { csrf: false })).status).toBe(403);
    expect((await leaser.client.get('/api/conversations/not-a-uuid')).status).toBe(404);
    const stored = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id));
    expect(stored.map((row) => row.body)).toEqual(['Private']);
  });

  test('authorises the live topic for the two parties only', async ({ app, db, leaser }) => {
    const { conversation } = (await contact(leaser.client)).body;
    const outsider = await createUser(app);
    const { canViewConversation } = await import('./conversations.service');
    const asSession = (user: { id: string }) => ({ id: user.id }) as never;
    expect(await canViewConversation(db, asSession(leaser.user), conversation.id)).toBe(true);
    expect(await canViewConversation(db, asSession(provider.user), conversation.id)).toBe(true);
    expect(await canViewConversation(db, asSession(outsider), conversation.id)).toBe(false);
    expect(await canViewConversation(db, null, conversation.id)).toBe(false);
  });

  test('limits how fast one account can post', async ({ app, leaser: { client } }) => {
    const { conversation } = (await contact(client)).body;
    const url = `/api/conversations/${conversation.id}/messages`;
    const { max, windowMs } = CONVERSATION_RATE_LIMITS.messagePerAccount;
    for (let index = 0; index < max; index += 1) {
      expect((await client.post(url, { message: `message ${index}` })).status).toBe(201);
    }
    const refused = await client.post(url, { message: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.title).toBe('Too many attempts');
    app.clock.advance(windowMs);
    expect((await client.post(url, { message: 'later' })).status).toBe(201);
  });
});

describe('demo data', () => {
  test('gives the demo leaser one conversation with the demo monetizer, once', async ({ app }) => {
    await resetDemoUsers(app.ctx);
    await seedCatalog(app.ctx);
    await seedDemoConversation(app.ctx);
    await seedDemoConversation(app.ctx);
    const leaser = app.client();
    const signIn = await leaser.post('/api/auth/login', {
      email: 'leaser@netlease.demo',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const list = (await leaser.get('/api/conversations')).body.conversations;
    expect(list).toEqual([
      expect.objectContaining({
        viewerRole: 'customer',
        counterpart: expect.objectContaining({ name: expect.any(String) }),
        lastMessage: expect.objectContaining({ text: 'Great, thanks. I will probably lease it this week.' }),
      }),
    ]);
    const detail = (await leaser.get(`/api/conversations/${list[0].id}`)).body;
    expect(detail.messages).toHaveLength(3);
  });
});

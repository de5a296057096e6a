import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signInAs } from '../../../test/factories';
import { MINUTE } from '../../../platform/clock';
import { CONVERSATION_RATE_LIMITS } from './conversations.service';
import { seedDemoConversation } from './conversations.demo';
import { resetDemoUsers } from '../../demo/demo/demo.service';
import { seedCatalog } from '../../catalog/marketplace/marketplace.demo';

let t: TestApp;
let nextThird = 0;
let provider: Awaited<ReturnType<typeof signInAs>>;
let listingId: string;
let pendingListingId: string;
let packageId: string;

async function addListing(status: 'active' | 'pending', title: string) {
  const [block] = await t.db
    .select({ id: ipBlocks.id })
    .from(ipBlocks)
    .where(eq(ipBlocks.userId, provider.user.id));
  const [row] = await t.db
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

beforeAll(async () => {
  t = await createTestApp();
  provider = await signInAs(t, { role: 'monetizer', name: 'Mona Provider' });
  const [block] = await t.db
    .insert(ipBlocks)
    .values({
      userId: provider.user.id,
      cidr: '198.18.40.0/22',
      rir: 'ripe',
      loaFileKey: 'test/loa.pdf',
      status: 'approved',
    })
    .returning();
  await t.db
    .insert(ipSubnets)
    .values(splitIntoSubnets('198.18.40.0/22').map((subnet) => ({ ipBlockId: block!.id, subnet })));
  listingId = await addListing('active', 'Clean /24 in Frankfurt');
  pendingListingId = await addListing('pending', 'Not yet approved');
  const [pkg] = await t.db
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
afterAll(async () => {
  await t.close();
});

const contact = (client: Awaited<ReturnType<typeof signInAs>>['client'], kind = 'ip', id = listingId) =>
  client.post('/api/conversations', { listingKind: kind, listingId: id });

describe('contacting a provider', () => {
  it('opens one conversation per user and listing, and reopens it on the next click', async () => {
    const { user, client } = await signInAs(t, { name: 'Leo Leaser' });
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
    const rows = await t.db.select().from(conversations).where(eq(conversations.customerId, user.id));
    expect(rows).toHaveLength(1);
    // The provider hears nothing until a message is written, and does not list an empty thread.
    expect((await provider.client.get('/api/conversations')).body.conversations).not.toContainEqual(
      expect.objectContaining({ id: first.body.conversation.id }),
    );
  });

  it('works for server packages too', async () => {
    const { client } = await signInAs(t);
    const response = await contact(client, 'server', packageId);
    expect(response.status).toBe(201);
    expect(response.body.conversation.listing).toEqual({
      kind: 'server',
      id: packageId,
      title: 'Dallas bare metal',
    });
  });

  it('refuses contacting yourself, unknown or hidden listings, and visitors', async () => {
    const self = await contact(provider.client);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({
      title: 'This is your listing',
      message: 'You cannot contact yourself about your own listing.',
    });
    const { client } = await signInAs(t);
    const hidden = await contact(client, 'ip', pendingListingId);
    expect(hidden.status).toBe(404);
    expect(hidden.body.title).toBe('Listing Not Found');
    expect((await contact(client, 'ip', crypto.randomUUID())).status).toBe(404);
    // The kind decides the table: a listing id asked for as a server package is not found.
    expect((await contact(client, 'server', listingId)).status).toBe(404);
    expect((await contact(client, 'ip', 'not-a-uuid')).status).toBe(400);
    expect((await contact(t.client())).status).toBe(401);
  });
});

describe('the thread', () => {
  it('carries messages both ways, notifies the other party and lists the conversation for both', async () => {
    const leaser = await signInAs(t, { name: 'Leo Leaser' });
    const { conversation } = (await contact(leaser.client)).body;
    const url = `/api/conversations/${conversation.id}`;

    const sent = await leaser.client.post(`${url}/messages`, { message: '  Is PTR delegation included?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      conversationId: conversation.id,
      message: 'Is PTR delegation included?',
      sender: { id: leaser.user.id, name: 'Leo Leaser' },
    });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, provider.user.id));
    expect(notice).toMatchObject({
      type: 'conversation_message',
      title: 'New conversation',
      message: 'Leo Leaser wrote about "Clean /24 in Frankfurt".',
      link: `/messages/${conversation.id}`,
    });

    t.clock.advance(MINUTE);
    const answer = await provider.client.post(`${url}/messages`, { message: 'Yes, full delegation.' });
    expect(answer.status).toBe(201);
    const leaserNotices = await t.db
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

  it('counts unread messages from the other party until the thread is read', async () => {
    const leaser = await signInAs(t);
    const { conversation } = (await contact(leaser.client)).body;
    const url = `/api/conversations/${conversation.id}`;
    const unreadFor = async (client: typeof leaser.client) =>
      (await client.get('/api/conversations')).body.conversations.find(
        (item: { id: string }) => item.id === conversation.id,
      )?.unreadCount;

    await leaser.client.post(`${url}/messages`, { message: 'First question' });
    t.clock.advance(MINUTE);
    await leaser.client.post(`${url}/messages`, { message: 'Second question' });
    // Own messages never count; the provider has two waiting.
    expect(await unreadFor(leaser.client)).toBe(0);
    expect(await unreadFor(provider.client)).toBe(2);
    expect((await provider.client.get(url)).body.conversation.unreadCount).toBe(2);

    t.clock.advance(MINUTE);
    expect((await provider.client.post(`${url}/read`)).status).toBe(200);
    expect(await unreadFor(provider.client)).toBe(0);
    t.clock.advance(MINUTE);
    await leaser.client.post(`${url}/messages`, { message: 'Third question' });
    expect(await unreadFor(provider.client)).toBe(1);
    // Answering reads the thread too.
    t.clock.advance(MINUTE);
    await provider.client.post(`${url}/messages`, { message: 'Answer' });
    expect(await unreadFor(provider.client)).toBe(0);
    expect(await unreadFor(leaser.client)).toBe(1);

    const outsider = await signInAs(t);
    expect((await outsider.client.post(`${url}/read`)).status).toBe(404);
    expect((await t.client().post(`${url}/read`)).status).toBe(401);
  });

  it('checks message length with clear messages', async () => {
    const { client } = await signInAs(t);
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

  it('is private to its two parties: anyone else gets 404, a visitor 401', async () => {
    const leaser = await signInAs(t);
    const { conversation } = (await contact(leaser.client)).body;
    await leaser.client.post(`/api/conversations/${conversation.id}/messages`, { message: 'Private' });
    const url = `/api/conversations/${conversation.id}`;

    for (const role of ['leaser', 'monetizer', 'staff', 'admin'] as const) {
      const other = await signInAs(t, { role });
      const read = await other.client.get(url);
      expect(read.status).toBe(404);
      expect(read.body.title).toBe('Conversation not found');
      expect((await other.client.post(`${url}/messages`, { message: 'Hi' })).status).toBe(404);
      expect((await other.client.get('/api/conversations')).body.conversations).toEqual([]);
    }
    expect((await t.client().get(url)).status).toBe(401);
    expect((await t.client().post(`${url}/messages`, { message: 'Hi' }, { csrf: false })).status).toBe(403);
    expect((await leaser.client.get('/api/conversations/not-a-uuid')).status).toBe(404);
    const stored = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id));
    expect(stored.map((row) => row.body)).toEqual(['Private']);
  });

  it('authorises the live topic for the two parties only', async () => {
    const leaser = await signInAs(t);
    const { conversation } = (await contact(leaser.client)).body;
    const outsider = await createUser(t);
    const { canViewConversation } = await import('./conversations.service');
    const asSession = (user: { id: string }) => ({ id: user.id }) as never;
    expect(await canViewConversation(t.db, asSession(leaser.user), conversation.id)).toBe(true);
    expect(await canViewConversation(t.db, asSession(provider.user), conversation.id)).toBe(true);
    expect(await canViewConversation(t.db, asSession(outsider), conversation.id)).toBe(false);
    expect(await canViewConversation(t.db, null, conversation.id)).toBe(false);
  });

  it('limits how fast one account can post', async () => {
    const { client } = await signInAs(t);
    const { conversation } = (await contact(client)).body;
    const url = `/api/conversations/${conversation.id}/messages`;
    const { max, windowMs } = CONVERSATION_RATE_LIMITS.messagePerAccount;
    for (let index = 0; index < max; index += 1) {
      expect((await client.post(url, { message: `message ${index}` })).status).toBe(201);
    }
    const refused = await client.post(url, { message: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.title).toBe('Too many attempts');
    t.clock.advance(windowMs);
    expect((await client.post(url, { message: 'later' })).status).toBe(201);
  });
});

describe('demo data', () => {
  it('gives the demo leaser one conversation with the demo monetizer, once', async () => {
    await resetDemoUsers(t.ctx);
    await seedCatalog(t.ctx);
    await seedDemoConversation(t.ctx);
    await seedDemoConversation(t.ctx);
    const leaser = t.client();
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

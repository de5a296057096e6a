import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DAY } from '../../../platform/clock';
import {
  auditLogs,
  ipBlocks,
  listings,
  notifications,
  serverPackages,
} from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { buildMultipart, SAMPLE_FILES, type ApiClient } from '../../../test/api-client';

let t: TestApp;
let admin: ApiClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInAs(t, { role: 'admin' });
  admin = signedIn.client;
  adminId = signedIn.user.id;
});
afterAll(async () => {
  await t.close();
});

let nextThird = 0;
async function submitBlock(client: ApiClient) {
  const cidr = `198.18.${nextThird++}.0/24`;
  const { body, headers } = buildMultipart({ cidr, rir: 'arin', countryCode: 'US' }, [
    { field: 'loa', filename: 'loa.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  const response = await client.send('POST', '/api/ip-blocks', body, headers);
  expect(response.status).toBe(201);
  return response.body.block as { id: string; cidr: string };
}

const packageInput = {
  name: 'Edge VPS',
  description: 'Close to users.',
  location: 'Singapore, SG',
  cpu: '2 vCPU',
  ram: '4 GB',
  storage: '80 GB',
  bandwidth: '2 TB',
  price: '19.99',
};

describe('who may review', () => {
  it('refuses every admin route to visitors, leasers, monetizers and staff', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const callers = [
      { client: t.client(), status: 401 },
      { client: (await signInAs(t, { role: 'leaser' })).client, status: 403 },
      { client: (await signInAs(t, { role: 'monetizer' })).client, status: 403 },
      { client: (await signInAs(t, { role: 'staff' })).client, status: 403 },
    ];
    for (const { client, status } of callers) {
      // One after another: the test client fetches its CSRF token lazily on the first POST.
      const responses = [await client.get('/api/admin/stats'), await client.get('/api/admin/approvals')];
      for (const kind of ['ip-blocks', 'server-packages', 'listings']) {
        responses.push(await client.post(`/api/admin/approvals/${kind}/${id}/approve`));
        responses.push(await client.post(`/api/admin/approvals/${kind}/${id}/reject`, { reason: 'no' }));
      }
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => status));
    }
  });
});

describe('approvals', () => {
  it('lists pending items with the owner email and counts them in the stats', async () => {
    const seller = await signInAs(t, { role: 'monetizer', email: 'seller-one@example.com' });
    const before = (await admin.get('/api/admin/stats')).body;
    const block = await submitBlock(seller.client);
    const item = (await seller.client.post('/api/server-packages', packageInput)).body.serverPackage;
    const buyer = await signInAs(t, { role: 'leaser' });
    const now = t.clock.now();
    for (const status of ['active', 'active', 'completed']) {
      await t.db.execute(sql`
        INSERT INTO orders (leaser_id, monetizer_id, status, amount, item_type, item_id, title, period,
                            start_date, renewal_date)
        VALUES (${buyer.user.id}, ${seller.user.id}, ${status}, 1000, 'server_package', ${item.id},
                'Edge VPS', 'month', ${now}, ${new Date(now.getTime() + 30 * DAY)})`);
    }
    const stats = await admin.get('/api/admin/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      activeOrders: before.activeOrders + 2,
      pendingIpBlocks: before.pendingIpBlocks + 1,
      pendingServerPackages: before.pendingServerPackages + 1,
    });
    expect(stats.body.totalUsers).toBeGreaterThanOrEqual(2);
    const pending = await admin.get('/api/admin/approvals');
    expect(pending.body.ipBlocks).toContainEqual(
      expect.objectContaining({
        id: block.id,
        cidr: block.cidr,
        ownerEmail: 'seller-one@example.com',
        loaUrl: `/api/ip-blocks/${block.id}/loa`,
      }),
    );
    expect(pending.body.serverPackages).toContainEqual(
      expect.objectContaining({
        id: item.id,
        name: 'Edge VPS',
        description: 'Close to users.',
        ownerEmail: 'seller-one@example.com',
      }),
    );
  });

  it('approves a block: status, approver and time stored, owner notified, decision audited', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const block = await submitBlock(seller.client);
    const response = await admin.post(`/api/admin/approvals/ip-blocks/${block.id}/approve`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ title: 'Item has been approved.', message: '' });
    const [row] = await t.db.select().from(ipBlocks).where(eq(ipBlocks.id, block.id));
    expect(row).toMatchObject({ status: 'approved', approvedBy: adminId, rejectionReason: null });
    expect(row!.approvedAt?.getTime()).toBe(t.clock.now().getTime());
    const inbox = (await seller.client.get('/api/notifications')).body.notifications;
    expect(inbox[0]).toMatchObject({ title: 'IP block approved', link: '/my-ip-blocks', status: 'unread' });
    expect(inbox[0].message).toContain(block.cidr);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, block.id), eq(auditLogs.action, 'ip_block.approved')));
    expect(audit).toMatchObject([
      { actorId: adminId, before: { status: 'pending' }, after: { status: 'approved' } },
    ]);
    expect(
      (await admin.get('/api/admin/approvals')).body.ipBlocks.map((b: { id: string }) => b.id),
    ).not.toContain(block.id);
  });

  it('requires a reason to reject, and stores it for the owner to read', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const block = await submitBlock(seller.client);
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const refused = await admin.post(`/api/admin/approvals/ip-blocks/${block.id}/reject`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'bad_request',
        title: 'Reason required',
        message: 'Please provide a reason for rejection.',
      });
    }
    const rejected = await admin.post(`/api/admin/approvals/ip-blocks/${block.id}/reject`, {
      reason: ' The LOA is not signed. ',
    });
    expect(rejected.body).toEqual({ title: 'Item has been rejected.', message: '' });
    const detail = await seller.client.get(`/api/ip-blocks/${block.id}`);
    expect(detail.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The LOA is not signed.',
      approvedAt: null,
    });
    const inbox = (await seller.client.get('/api/notifications')).body.notifications;
    expect(inbox[0]).toMatchObject({ title: 'IP block rejected' });
    expect(inbox[0].message).toContain('The LOA is not signed.');
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'ip_block.rejected'));
    expect(audit).toMatchObject({ actorId: adminId, targetId: block.id });
  });

  it('decides each item once, even when two admins click at the same moment', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const second = await signInAs(t, { role: 'admin' });
    const item = (await seller.client.post('/api/server-packages', packageInput)).body.serverPackage;
    const results = await Promise.all([
      admin.post(`/api/admin/approvals/server-packages/${item.id}/approve`),
      second.client.post(`/api/admin/approvals/server-packages/${item.id}/reject`, { reason: 'Duplicate' }),
      admin.post(`/api/admin/approvals/server-packages/${item.id}/approve`),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const again = await admin.post(`/api/admin/approvals/server-packages/${item.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.title).toBe('Already reviewed');
    const inbox = (await seller.client.get('/api/notifications')).body.notifications;
    expect(inbox).toHaveLength(1);
    expect(
      (await admin.post('/api/admin/approvals/listings/00000000-0000-4000-8000-000000000000/approve')).status,
    ).toBe(404);
  });

  it('takes a listing live on approval so visitors can find it', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const block = await submitBlock(seller.client);
    await admin.post(`/api/admin/approvals/ip-blocks/${block.id}/approve`);
    const listing = (
      await seller.client.post('/api/listings', {
        type: 'ip',
        title: 'Zurich block for review',
        location: 'Zurich, CH',
        description: 'Swiss space',
        price: '250',
        period: 'year',
        subnet: '/24',
        ipBlockId: block.id,
      })
    ).body.listing;
    const pending = await admin.get('/api/admin/approvals');
    expect(pending.body.listings).toContainEqual(
      expect.objectContaining({ id: listing.id, ipBlockCidr: block.cidr, ownerEmail: seller.user.email }),
    );
    expect((await t.client().get('/api/marketplace?q=zurich')).body.items).toEqual([]);
    expect((await admin.post(`/api/admin/approvals/listings/${listing.id}/approve`)).status).toBe(200);
    const found = await t.client().get('/api/marketplace?q=zurich');
    expect(found.body.items).toMatchObject([
      { id: listing.id, kind: 'ip', title: 'Zurich block for review' },
    ]);
    expect((await t.client().get(`/api/marketplace/listings/${listing.id}`)).status).toBe(200);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(notes.map((note) => note.title)).toContain('Listing approved');
  });
});

/* ---------- changes to live items (docs/PRODUCT.md "Seller workspace") ---------- */

const listingText = {
  title: 'Lisbon /24 for review',
  location: 'Lisbon, PT',
  description: 'RIPE space, clean history.',
  price: '300',
  period: 'month',
  subnet: '/24',
  specs: '',
  features: [],
};

/** A live listing of a fresh seller whose new description waits for review. */
async function listingWithChange() {
  const seller = await signInAs(t, { role: 'monetizer' });
  const block = await submitBlock(seller.client);
  expect((await admin.post(`/api/admin/approvals/ip-blocks/${block.id}/approve`)).status).toBe(200);
  const created = await seller.client.post('/api/listings', {
    type: 'ip',
    ipBlockId: block.id,
    ...listingText,
  });
  expect(created.status).toBe(201);
  const id: string = created.body.listing.id;
  expect((await admin.post(`/api/admin/approvals/listings/${id}/approve`)).status).toBe(200);
  const edited = await seller.client.put(`/api/listings/${id}`, {
    ...listingText,
    description: 'Now with RPKI ROAs.',
  });
  expect(edited.body).toMatchObject({ title: 'Changes submitted' });
  return { seller, id };
}

/** A live server package of a fresh seller whose new name and description wait for review. */
async function packageWithChange() {
  const seller = await signInAs(t, { role: 'monetizer' });
  const created = await seller.client.post('/api/server-packages', packageInput);
  expect(created.status).toBe(201);
  const id: string = created.body.serverPackage.id;
  expect((await admin.post(`/api/admin/approvals/server-packages/${id}/approve`)).status).toBe(200);
  const edited = await seller.client.put(`/api/server-packages/${id}`, {
    ...packageInput,
    name: 'Edge VPS Plus',
    description: 'Closer to users.',
  });
  expect(edited.status).toBe(200);
  return { seller, id };
}

/** The stored row of a reviewed listing or package. */
async function liveRow(kind: 'listings' | 'server-packages', id: string) {
  const [row] =
    kind === 'listings'
      ? await t.db.select().from(listings).where(eq(listings.id, id))
      : await t.db.select().from(serverPackages).where(eq(serverPackages.id, id));
  expect(row).toBeDefined();
  return row!;
}

async function changeEntry(kind: 'listings' | 'serverPackages', id: string) {
  const queue = (await admin.get('/api/admin/approvals')).body as Record<string, Array<{ id: string }>>;
  return queue[kind]!.find((entry) => entry.id === id) as
    (Record<string, unknown> & { changes: Record<string, unknown> | null }) | undefined;
}

describe('reviewing a change to a live item', () => {
  it('lists the change beside the live text, and refuses visitors (401) and other roles (403)', async () => {
    const listing = await listingWithChange();
    const pkg = await packageWithChange();
    expect(await changeEntry('listings', listing.id)).toMatchObject({
      description: 'RIPE space, clean history.',
      changes: { description: 'Now with RPKI ROAs.', title: listingText.title },
    });
    expect(await changeEntry('serverPackages', pkg.id)).toMatchObject({
      name: 'Edge VPS',
      changes: { name: 'Edge VPS Plus', description: 'Closer to users.' },
    });
    const callers = [
      { client: t.client(), status: 401 },
      { client: (await signInAs(t, { role: 'leaser' })).client, status: 403 },
      { client: listing.seller.client, status: 403 },
      { client: (await signInAs(t, { role: 'staff' })).client, status: 403 },
    ];
    for (const { client, status } of callers) {
      for (const [kind, id] of [
        ['listings', listing.id],
        ['server-packages', pkg.id],
      ] as const) {
        const approve = await client.post(`/api/admin/approvals/${kind}/${id}/approve`);
        const reject = await client.post(`/api/admin/approvals/${kind}/${id}/reject`, { reason: 'no' });
        expect([approve.status, reject.status], `${kind} ${status}`).toEqual([status, status]);
      }
    }
    // Nothing was decided: both changes still wait, the live text unchanged.
    expect((await changeEntry('listings', listing.id))?.changes).toMatchObject({
      description: 'Now with RPKI ROAs.',
    });
    expect((await changeEntry('serverPackages', pkg.id))?.changes).toMatchObject({ name: 'Edge VPS Plus' });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ description: 'RIPE space, clean history.', changesRejectionReason: null });
  });

  it('answers 409 when a change that was approved is approved again', async () => {
    for (const [kind, make] of [
      ['listings', listingWithChange],
      ['server-packages', packageWithChange],
    ] as const) {
      const { id } = await make();
      const first = await admin.post(`/api/admin/approvals/${kind}/${id}/approve`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ title: 'Item has been approved.', message: '' });
      const again = await admin.post(`/api/admin/approvals/${kind}/${id}/approve`);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        code: 'conflict',
        title: 'Already reviewed',
        message: 'This item has already been approved or rejected.',
      });
      const rejectLate = await admin.post(`/api/admin/approvals/${kind}/${id}/reject`, { reason: 'Late' });
      expect(rejectLate.status).toBe(409);
      // The second answer changed nothing: the approved text stays, no rejection reason appears.
      const row = await liveRow(kind, id);
      expect(row).toMatchObject({ pendingChanges: null, changesRejectionReason: null });
      expect(row.description).toBe(kind === 'listings' ? 'Now with RPKI ROAs.' : 'Closer to users.');
    }
  });

  it('lets exactly one of two admins deciding one change at the same moment win', async () => {
    const second = await signInAs(t, { role: 'admin' });
    for (const [kind, make] of [
      ['listings', listingWithChange],
      ['server-packages', packageWithChange],
    ] as const) {
      const { seller, id } = await make();
      const [approve, reject] = await Promise.all([
        admin.post(`/api/admin/approvals/${kind}/${id}/approve`),
        second.client.post(`/api/admin/approvals/${kind}/${id}/reject`, { reason: 'Too vague' }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const loser = approve.status === 409 ? approve : reject;
      expect(loser.body.title).toBe('Already reviewed');

      // The state is the winner's decision, whole: no half-applied change.
      const row = await liveRow(kind, id);
      expect(row.pendingChanges).toBeNull();
      expect(row.changesSubmittedAt).toBeNull();
      const text = row.description;
      if (approve.status === 200) {
        expect(text).toBe(kind === 'listings' ? 'Now with RPKI ROAs.' : 'Closer to users.');
        expect(row.changesRejectionReason).toBeNull();
      } else {
        expect(text).toBe(kind === 'listings' ? 'RIPE space, clean history.' : 'Close to users.');
        expect(row.changesRejectionReason).toBe('Too vague');
      }
      expect(row.status).toBe(kind === 'listings' ? 'active' : 'approved');
      // One decision: one notification about it and one audit record.
      const notes = await t.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
      expect(notes.filter((note) => note.title.startsWith('Changes '))).toHaveLength(1);
      const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, id));
      const area = kind === 'listings' ? 'listing' : 'server_package';
      expect(audits.filter((audit) => audit.action.startsWith(`${area}.changes_`))).toHaveLength(1);
    }
  });
});

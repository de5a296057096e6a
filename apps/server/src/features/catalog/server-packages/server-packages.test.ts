import { describe, expect } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { PENDING_PACKAGES_MAX } from '@netlease/shared/catalog';
import { serverPackages } from '../../../platform/db/schema/index';
import { test } from '../../../test/server-test';
import { DAY } from '../../../platform/clock';
import { createUser, signInAgain, signInAs } from '../../../test/factories';

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Business VPS',
  description: 'A balanced virtual server.',
  location: 'Frankfurt, DE',
  cpu: '4 vCPU',
  ram: '8 GB',
  storage: '160 GB NVMe',
  bandwidth: '5 TB',
  price: '34.99',
  ...overrides,
});

describe('server packages', () => {
  test('creates a package pending review, with the price in cents and the default stock', async ({
    seller: { client },
  }) => {
    const response = await client.post('/api/server-packages', input());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Package Created',
      message: 'Your server package has been submitted for review.',
      serverPackage: {
        name: 'Business VPS',
        priceCents: 3499,
        stockCount: 1,
        isBundle: false,
        status: 'pending',
      },
    });
    const withAll = await client.post(
      '/api/server-packages',
      input({ price: 120, stockCount: 0, isBundle: true }),
    );
    expect(withAll.body.serverPackage).toMatchObject({ priceCents: 12000, stockCount: 0, isBundle: true });
  });

  test.for([
    [input({ name: '  ' }), 'Missing package details', 'Please fill in every field of the package.'],
    [
      input({ bandwidth: undefined }),
      'Missing package details',
      'Please fill in every field of the package.',
    ],
    [input({ price: 'abc' }), 'Invalid price', 'Please enter a price in dollars above 0, such as 49.99.'],
    [input({ price: '1.999' }), 'Invalid price', 'Please enter a price in dollars above 0, such as 49.99.'],
    [input({ price: '0' }), 'Invalid price', 'Please enter a price in dollars above 0, such as 49.99.'],
    [input({ price: -5 }), 'Invalid price', 'Please enter a price in dollars above 0, such as 49.99.'],
    [input({ stockCount: -1 }), 'Invalid stock count', 'Stock count must be a whole number of 0 or more.'],
    [input({ stockCount: 1.5 }), 'Invalid stock count', 'Stock count must be a whole number of 0 or more.'],
  ] as const)('refuses bad input with a clear message (%#)', async ([body, title, message], { app }) => {
    const { client } = await signInAs(app, { role: 'monetizer' });
    const response = await client.post('/api/server-packages', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_request', title, message });
  });

  test('changes price and stock of a live package at once, without review', async ({
    app,
    seller: { client },
    admin,
  }) => {
    const created = (await client.post('/api/server-packages', input({ name: 'Edge Node' }))).body
      .serverPackage;
    await admin.client.post(`/api/admin/approvals/server-packages/${created.id}/approve`);
    expect((await client.get(`/api/server-packages/${created.id}`)).body.status).toBe('approved');

    const updated = await client.put(
      `/api/server-packages/${created.id}`,
      input({ name: 'Edge Node', price: '9.5', stockCount: 7 }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Package Updated',
      message: 'Your changes are live.',
      serverPackage: { priceCents: 950, stockCount: 7, status: 'approved', pendingChanges: null },
    });
    const detail = await app.client().get(`/api/marketplace/server-packages/${created.id}`);
    expect(detail.body).toMatchObject({ priceCents: 950, stockCount: 7 });
  });

  test('keeps the approved text of a live package public while new text is reviewed', async ({
    app,
    seller: { client },
    admin,
  }) => {
    const created = (await client.post('/api/server-packages', input({ name: 'Edge Node' }))).body
      .serverPackage;
    await admin.client.post(`/api/admin/approvals/server-packages/${created.id}/approve`);

    const updated = await client.put(
      `/api/server-packages/${created.id}`,
      input({ name: 'Edge Node 2', ram: '16 GB', price: '12' }),
    );
    expect(updated.body).toMatchObject({
      title: 'Package Updated',
      message:
        'Price and stock are live. The other changes are reviewed before they replace what buyers see.',
      serverPackage: {
        name: 'Edge Node',
        priceCents: 1200,
        status: 'approved',
        pendingChanges: { name: 'Edge Node 2', ram: '16 GB' },
      },
    });
    const live = await app.client().get(`/api/marketplace/server-packages/${created.id}`);
    expect(live.body).toMatchObject({ title: 'Edge Node', ram: '8 GB', priceCents: 1200 });

    const queue = await admin.client.get('/api/admin/approvals');
    const entry = queue.body.serverPackages.find((item: { id: string }) => item.id === created.id);
    expect(entry.changes).toMatchObject({ name: 'Edge Node 2', ram: '16 GB' });
    expect(
      (await admin.client.post(`/api/admin/approvals/server-packages/${created.id}/approve`)).status,
    ).toBe(200);
    const after = await app.client().get(`/api/marketplace/server-packages/${created.id}`);
    expect(after.body).toMatchObject({ title: 'Edge Node 2', ram: '16 GB' });
  });

  test('sends a pending or rejected package back to review when it is edited', async ({
    app,
    seller: { client },
    admin,
  }) => {
    const created = (await client.post('/api/server-packages', input({ name: 'Edge Node' }))).body
      .serverPackage;
    await admin.client.post(`/api/admin/approvals/server-packages/${created.id}/reject`, {
      reason: 'Specs?',
    });
    const updated = await client.put(`/api/server-packages/${created.id}`, input({ name: 'Edge Node 2' }));
    expect(updated.body).toMatchObject({
      title: 'Package Updated',
      message: 'Your changes have been submitted for review.',
      serverPackage: { name: 'Edge Node 2', status: 'pending', rejectionReason: null },
    });
    expect((await app.client().get(`/api/marketplace/server-packages/${created.id}`)).status).toBe(404);
  });

  test('lists only the own packages and deletes one', async ({ app, seller: { client } }) => {
    const other = await signInAs(app, { role: 'monetizer' });
    const mine = (await client.post('/api/server-packages', input({ name: 'Mine' }))).body.serverPackage;
    await other.client.post('/api/server-packages', input({ name: 'Theirs' }));
    const list = await client.get('/api/server-packages');
    expect(list.body.serverPackages.map((item: { name: string }) => item.name)).toEqual(['Mine']);

    const deleted = await client.delete(`/api/server-packages/${mine.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      title: 'Package Deleted',
      message: 'The server package has been removed.',
    });
    expect((await client.get('/api/server-packages')).body.serverPackages).toEqual([]);
    expect((await client.delete(`/api/server-packages/${mine.id}`)).status).toBe(404);
  });

  test("answers 404 for another user's package on read, edit and delete", async ({ app, seller: owner }) => {
    const other = await signInAs(app, { role: 'monetizer' });
    const created = (await owner.client.post('/api/server-packages', input())).body.serverPackage;
    expect((await other.client.get(`/api/server-packages/${created.id}`)).status).toBe(404);
    expect(
      (await other.client.put(`/api/server-packages/${created.id}`, input({ name: 'Stolen' }))).status,
    ).toBe(404);
    expect((await other.client.delete(`/api/server-packages/${created.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/server-packages/${created.id}`)).body.name).toBe('Business VPS');
  });

  test('refuses to delete a package while an order still relies on it', async ({
    app,
    db,
    seller,
    leaser: buyer,
  }) => {
    const item = (await seller.client.post('/api/server-packages', input())).body.serverPackage;
    const now = app.clock.now();
    const addOrder = (status: string) =>
      db.execute(sql`
        INSERT INTO orders (leaser_id, monetizer_id, status, amount, item_type, item_id, title, period,
                            start_date, renewal_date)
        VALUES (${buyer.user.id}, ${seller.user.id}, ${status}, 3499, 'server_package', ${item.id},
                'Business VPS', 'month', ${now}, ${new Date(now.getTime() + 30 * DAY)})`);
    await addOrder('completed');
    await addOrder('active');
    const refused = await seller.client.delete(`/api/server-packages/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'conflict',
      title: 'Deletion Failed',
      message: 'This package has open orders and cannot be deleted.',
    });
    await db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE item_id = ${item.id}`);
    expect((await seller.client.delete(`/api/server-packages/${item.id}`)).status).toBe(200);
  });

  test('lets only a seller whose identity is verified create one (docs/PRODUCT.md "Accounts")', async ({
    app,
    db,
  }) => {
    const callers = {
      leaser: await signInAs(app, { role: 'leaser', kycStatus: 'approved' }),
      unverified: await signInAs(app, { role: 'leaser' }),
      staff: await signInAs(app, { role: 'staff', kycStatus: 'approved' }),
      admin: await signInAs(app, { role: 'admin', kycStatus: 'approved' }),
    };
    for (const [who, { client }] of Object.entries(callers)) {
      const refused = await client.post('/api/server-packages', input({ name: `By ${who}` }));
      expect(refused.status, who).toBe(403);
      expect(refused.body, who).toMatchObject({ code: 'forbidden', title: 'Access Denied' });
    }
    for (const kycStatus of ['not_started', 'pending', 'rejected', 'flagged'] as const) {
      const seller = await signInAs(app, { role: 'monetizer', kycStatus });
      const refused = await seller.client.post('/api/server-packages', input());
      expect(refused.status, kycStatus).toBe(403);
      expect(refused.body, kycStatus).toEqual({
        code: 'forbidden',
        title: 'Verification required',
        message:
          'Only sellers with a verified identity can offer IP blocks and servers. Complete your KYC verification first.',
      });
    }
    const [stored] = await db
      .select({ total: count() })
      .from(serverPackages)
      .where(sql`${serverPackages.name} LIKE 'By %'`);
    expect(stored!.total).toBe(0);
    expect((await app.client().post('/api/server-packages', input())).status).toBe(401);
  });

  test('sends a seller whose verification was withdrawn no package to review, new or edited', async ({
    app,
    db,
    seller,
  }) => {
    const created = (await seller.client.post('/api/server-packages', input())).body.serverPackage;
    await db.execute(sql`UPDATE users SET kyc_status = 'flagged' WHERE id = ${seller.user.id}`);
    const client = await signInAgain(app, seller.user);
    expect((await client.post('/api/server-packages', input())).body.title).toBe('Verification required');
    const edited = await client.put(`/api/server-packages/${created.id}`, input({ name: 'Renamed' }));
    expect(edited.status).toBe(403);
    expect((await client.get(`/api/server-packages/${created.id}`)).body.name).toBe('Business VPS');
  });

  test(`keeps at most ${PENDING_PACKAGES_MAX} packages of one seller waiting for review`, async ({
    app,
    seller,
    admin,
  }) => {
    const created: Array<{ id: string }> = [];
    for (let index = 0; index < PENDING_PACKAGES_MAX; index += 1) {
      const response = await seller.client.post('/api/server-packages', input({ name: `Node ${index}` }));
      expect(response.status).toBe(201);
      created.push(response.body.serverPackage);
    }
    const refused = await seller.client.post('/api/server-packages', input({ name: 'One too many' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'conflict',
      title: 'Too many packages in review',
      message: `You have ${PENDING_PACKAGES_MAX} server packages waiting for review. Add more once an admin has decided on one.`,
    });
    // Editing one that already waits keeps the count.
    expect((await seller.client.put(`/api/server-packages/${created[0]!.id}`, input())).status).toBe(200);
    // Another seller is not held back.
    const other = await signInAs(app, { role: 'monetizer' });
    expect((await other.client.post('/api/server-packages', input())).status).toBe(201);

    // A decision frees a place; sending the rejected package back takes it again.
    const rejected = await admin.client.post(
      `/api/admin/approvals/server-packages/${created[1]!.id}/reject`,
      { reason: 'Describe the network uplink.' },
    );
    expect(rejected.status).toBe(200);
    expect((await seller.client.post('/api/server-packages', input({ name: 'Fills it' }))).status).toBe(201);
    const resent = await seller.client.put(`/api/server-packages/${created[1]!.id}`, input());
    expect(resent.status).toBe(409);
    expect(resent.body.title).toBe('Too many packages in review');
    expect((await seller.client.get(`/api/server-packages/${created[1]!.id}`)).body.status).toBe('rejected');
  });

  test('lets only one of parallel creations take the last place in review', async ({ app, db }) => {
    const seller = await createUser(app, { role: 'monetizer' });
    await db.insert(serverPackages).values(
      Array.from({ length: PENDING_PACKAGES_MAX - 1 }, (_, index) => ({
        userId: seller.id,
        name: `Waiting ${index}`,
        description: 'Waiting for review.',
        location: 'Frankfurt, DE',
        cpu: '4 vCPU',
        ram: '8 GB',
        storage: '160 GB NVMe',
        bandwidth: '5 TB',
        priceCents: 3499,
        status: 'pending' as const,
      })),
    );
    const client = await signInAgain(app, seller);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        client.post('/api/server-packages', input({ name: `Parallel ${index}` })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const [waiting] = await db
      .select({ total: count() })
      .from(serverPackages)
      .where(eq(serverPackages.userId, seller.id));
    expect(waiting!.total).toBe(PENDING_PACKAGES_MAX);
  });

  test('refuses a visitor', async ({ app }) => {
    const visitor = app.client();
    expect((await visitor.get('/api/server-packages')).status).toBe(401);
    expect((await visitor.post('/api/server-packages', input())).status).toBe(401);
  });
});

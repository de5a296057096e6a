import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { asnRecords, auditLogs, loaRecords, orders } from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { buildMultipart, SAMPLE_FILES, type ApiClient } from '../../../test/api-client';
import { createIpOrder, createOwnedSubnet } from '../../../test/trust-fixtures';
import { ADMIN_LOAS_PAGE_SIZE } from '@netlease/shared/loas';

// Assignable numbers: reserved ones cannot be named (docs/decisions/230-lease-delivery.md).
let nextAsn = 3_100_000_100;

/** A paid IP order; unless `named` is false its buyer has named an approved ASN for it. */
async function paidIpOrder(
  app: TestApp,
  status: 'payment_confirmed' | 'provisioning' | 'active' | 'completed' = 'payment_confirmed',
  { named = true } = {},
) {
  const seller = await signInAs(app, { role: 'monetizer', name: 'Sam Seller' });
  const buyer = await signInAs(app, { name: 'Bea Buyer' });
  const { subnet, cidr } = await createOwnedSubnet(app, seller.user.id);
  const order = await createIpOrder(app, {
    leaserId: buyer.user.id,
    monetizerId: seller.user.id,
    subnet,
    status,
  });
  const namedAsn = named ? await approvedAsnOf(app, buyer.user.id) : null;
  if (namedAsn)
    await app.db
      .update(orders)
      .set({ asnId: namedAsn.id, asnNumber: namedAsn.asnNumber })
      .where(eq(orders.id, order.id));
  return { seller, buyer, order, cidr, namedAsn };
}

async function approvedAsnOf(app: TestApp, userId: string, status: 'approved' | 'pending' = 'approved') {
  const [asn] = await app.db
    .insert(asnRecords)
    .values({
      userId,
      asnNumber: nextAsn++,
      organization: 'Buyer Transit',
      rir: 'RIPE',
      country: 'NL',
      status,
    })
    .returning();
  return asn!;
}

function upload(client: ApiClient, fields: Record<string, string>, file?: Buffer) {
  const form = buildMultipart(
    fields,
    file ? [{ field: 'loa', filename: 'loa.pdf', contentType: 'application/pdf', content: file }] : [],
  );
  return client.send('POST', '/api/loas', form.body, form.headers);
}

describe('Upload LOA', () => {
  test('lists the pending order, accepts a PDF once, and moves it to the history', async ({ app }) => {
    const { seller, order, cidr, namedAsn } = await paidIpOrder(app);
    const pending = await seller.client.get('/api/loas/pending-orders');
    expect(pending.body).toEqual([
      expect.objectContaining({
        orderId: order.id,
        prefix: cidr,
        buyerName: 'Bea Buyer',
        asnNumber: namedAsn!.asnNumber,
      }),
    ]);

    const noFile = await upload(seller.client, { orderId: order.id });
    expect(noFile.status).toBe(400);
    expect(noFile.body).toEqual({
      code: 'bad_request',
      title: 'Missing data',
      message: 'Please select an order and a file.',
    });
    const noOrder = await upload(seller.client, {}, SAMPLE_FILES.pdf);
    expect(noOrder.body.title).toBe('Missing data');
    const notPdf = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.text);
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.title).toBe('Upload Failed');

    const created = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'LOA Submitted',
      loa: {
        orderId: order.id,
        source: 'upload',
        status: 'pending',
        prefix: cidr,
        asnNumber: namedAsn!.asnNumber,
        verificationCode: null,
      },
    });
    expect((await seller.client.get('/api/loas/pending-orders')).body).toEqual([]);
    expect((await seller.client.get('/api/loas')).body.map((loa: { id: string }) => loa.id)).toEqual([
      created.body.loa.id,
    ]);

    const again = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    expect(again.status).toBe(409);
  });

  test('refuses another seller’s order (404) and an order not yet paid or already ended (400)', async ({
    app,
  }) => {
    const { order } = await paidIpOrder(app);
    const other = await signInAs(app, { role: 'monetizer' });
    expect((await upload(other.client, { orderId: order.id }, SAMPLE_FILES.pdf)).status).toBe(404);
    expect((await other.client.post('/api/loas/generate', { orderId: order.id })).status).toBe(404);
    const ended = await paidIpOrder(app, 'completed');
    const refused = await upload(ended.seller.client, { orderId: ended.order.id }, SAMPLE_FILES.pdf);
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe('Upload Failed');
  });
});

describe('Generate LOA and its verification', () => {
  test('needs the buyer’s approved ASN on the order, then issues a PDF with a code anyone can verify', async ({
    app,
    db,
  }) => {
    const { seller, buyer, order, cidr } = await paidIpOrder(app, 'payment_confirmed', { named: false });
    expect((await seller.client.get('/api/loas/pending-orders')).body).toEqual([
      expect.objectContaining({ orderId: order.id, asnNumber: null }),
    ]);
    const noAsn = await seller.client.post('/api/loas/generate', { orderId: order.id });
    expect(noAsn.status).toBe(409);
    expect(noAsn.body.title).toBe('ASN required');
    // Nor can a letter be uploaded for it (docs/PRODUCT.md "Delivering a lease").
    const noAsnUpload = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    expect(noAsnUpload.status).toBe(409);
    expect(noAsnUpload.body.title).toBe('ASN required');

    const pendingAsn = await approvedAsnOf(app, buyer.user.id, 'pending');
    const strangersAsn = await approvedAsnOf(app, seller.user.id);
    for (const asn of [pendingAsn, strangersAsn]) {
      const refused = await buyer.client.put(`/api/loas/buyer-orders/${order.id}/asn`, { asnId: asn.id });
      expect(refused.status).toBe(400);
      expect(refused.body.title).toBe('ASN not approved');
    }
    const asn = await approvedAsnOf(app, buyer.user.id);
    expect(
      (await seller.client.put(`/api/loas/buyer-orders/${order.id}/asn`, { asnId: asn.id })).status,
    ).toBe(404);
    const named = await buyer.client.put(`/api/loas/buyer-orders/${order.id}/asn`, { asnId: asn.id });
    expect(named.status).toBe(200);
    expect((await buyer.client.get('/api/loas/buyer-orders')).body[0]).toMatchObject({
      orderId: order.id,
      asnNumber: asn.asnNumber,
      loaId: null,
    });

    const generated = await seller.client.post('/api/loas/generate', { orderId: order.id });
    expect(generated.status).toBe(201);
    expect(generated.body.title).toBe('LOA Generated');
    const loa = generated.body.loa;
    expect(loa).toMatchObject({
      source: 'generated',
      status: 'approved',
      asnNumber: asn.asnNumber,
      prefix: cidr,
    });
    expect(loa.verificationCode).toMatch(/^LOA-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const file = await seller.client.get(loa.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.body).startsWith('%PDF-')).toBe(true);

    const verified = await app.client().get(`/api/loas/verify/${loa.verificationCode.toLowerCase()}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      revokedAt: null,
      code: loa.verificationCode,
      status: 'approved',
      holder: 'Sam Seller',
      buyer: 'Bea Buyer',
      prefix: cidr,
      asnNumber: asn.asnNumber,
      asnOrganization: 'Buyer Transit',
      validFrom: order.startDate.toISOString(),
      validUntil: order.renewalDate.toISOString(),
      issuedAt: expect.any(String),
    });
    const unknown = await app.client().get('/api/loas/verify/LOA-AAAA-BBBB-CCCC');
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe('LOA not found');

    // Before activation the buyer may name another ASN: the letter for the old one is revoked and a
    // generated letter is generated again for the new one (docs/PRODUCT.md "Delivering a lease").
    const otherAsn = await approvedAsnOf(app, buyer.user.id);
    app.clock.advance(60_000);
    const changed = await buyer.client.put(`/api/loas/buyer-orders/${order.id}/asn`, { asnId: otherAsn.id });
    expect(changed.status).toBe(200);
    const old = await app.client().get(`/api/loas/verify/${loa.verificationCode}`);
    expect(old.body).toMatchObject({ status: 'revoked', revokedAt: app.clock.now().toISOString() });
    const history = (await seller.client.get('/api/loas')).body as Array<{
      status: string;
      asnNumber: number;
    }>;
    expect(history.map((letter) => [letter.status, letter.asnNumber])).toEqual([
      ['approved', otherAsn.asnNumber],
      ['revoked', asn.asnNumber],
    ]);

    // Once the lease is active, the ASN is fixed.
    await db.update(orders).set({ status: 'active' }).where(eq(orders.id, order.id));
    const locked = await buyer.client.put(`/api/loas/buyer-orders/${order.id}/asn`, { asnId: asn.id });
    expect(locked.status).toBe(409);
    expect(locked.body.title).toBe('ASN locked');
  });

  test('refuses to name a reserved AS number an admin approved before the rule', async ({ app, db }) => {
    const { buyer, order } = await paidIpOrder(app, 'payment_confirmed', { named: false });
    const [privateAsn] = await db
      .insert(asnRecords)
      .values({
        userId: buyer.user.id,
        asnNumber: 64_512,
        organization: 'Lab',
        rir: 'RIPE',
        status: 'approved',
      })
      .returning();
    const refused = await buyer.client.put(`/api/loas/buyer-orders/${order.id}/asn`, {
      asnId: privateAsn!.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ title: 'Reserved ASN', field: 'asnId' });
  });
});

describe('LOA access', () => {
  test('issues one letter and keeps one file when five generations of one order race', async ({ app }) => {
    const { seller, buyer, order } = await paidIpOrder(app);
    const asn = await approvedAsnOf(app, buyer.user.id);
    await buyer.client.put(`/api/loas/buyer-orders/${order.id}/asn`, { asnId: asn.id });
    const filesDir = path.join(app.ctx.env.DATA_DIR, 'files', 'loas');
    const before = existsSync(filesDir) ? readdirSync(filesDir).length : 0;

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => seller.client.post('/api/loas/generate', { orderId: order.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array(4).fill('This order already has an LOA.'),
    );
    // The losers' PDFs were stored before the race was decided, and removed after it.
    expect(readdirSync(filesDir).length - before).toBe(1);
  });

  test('opens the file for the two parties and admins; anyone else gets 404', async ({ app }) => {
    const { seller, buyer, order } = await paidIpOrder(app);
    const { body } = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    const path = body.loa.fileUrl;
    const admin = await signInAs(app, { role: 'admin' });
    const stranger = await signInAs(app, { role: 'monetizer' });
    expect((await seller.client.get(path)).status).toBe(200);
    expect((await buyer.client.get(path)).status).toBe(200);
    expect((await admin.client.get(path)).status).toBe(200);
    const refused = await stranger.client.get(path);
    expect(refused.status).toBe(404);
    expect(refused.body.title).toBe('LOA not found');
    expect((await app.client().get(path)).status).toBe(401);
    expect((await stranger.client.get('/api/loas')).body).toEqual([]);

    const list = await admin.client.get('/api/admin/loas');
    expect(list.body.items.find((loa: { id: string }) => loa.id === body.loa.id)).toMatchObject({
      buyerEmail: buyer.user.email,
      monetizerEmail: seller.user.email,
    });
    expect((await seller.client.get('/api/admin/loas')).status).toBe(403);
  });
});

describe('Admin review of an LOA', () => {
  async function uploadedLoa(app: TestApp) {
    const parties = await paidIpOrder(app);
    const created = await upload(parties.seller.client, { orderId: parties.order.id }, SAMPLE_FILES.pdf);
    expect(created.status).toBe(201);
    return { ...parties, loa: created.body.loa as { id: string; fileUrl: string } };
  }

  const titlesOf = async (client: ApiClient) =>
    (
      (await client.get('/api/notifications')).body.notifications as Array<{ title: string; message: string }>
    ).map((item) => item.title);

  const auditOf = (app: TestApp, loaId: string) =>
    app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.targetType, 'loa'),
          eq(auditLogs.targetId, loaId),
          inArray(auditLogs.action, ['loa.approved', 'loa.rejected']),
        ),
      );

  test('approves a pending LOA: both parties are told, the action is audited, the buyer sees it on /orders', async ({
    app,
    db,
  }) => {
    const { seller, buyer, order, cidr, loa } = await uploadedLoa(app);
    const admin = await signInAs(app, { role: 'admin' });

    const listed = await admin.client.get('/api/admin/loas');
    expect(listed.body.items.find((item: { id: string }) => item.id === loa.id)).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });

    const approved = await admin.client.post(`/api/admin/loas/${loa.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      title: 'Item has been approved.',
      loa: {
        id: loa.id,
        status: 'approved',
        rejectionReason: null,
        reviewedAt: app.clock.now().toISOString(),
      },
    });
    const [row] = await db.select().from(loaRecords).where(eq(loaRecords.id, loa.id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.user.id, rejectionReason: null });

    expect(await titlesOf(seller.client)).toContain('LOA approved');
    expect(await titlesOf(buyer.client)).toContain('LOA approved');
    const audit = await auditOf(app, loa.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'loa.approved',
        before: { status: 'pending' },
        after: { status: 'approved', rejectionReason: null },
      }),
    ]);

    // The seller's history and both parties' orders show the decision.
    expect((await seller.client.get('/api/loas')).body[0]).toMatchObject({ id: loa.id, status: 'approved' });
    const expected = { state: 'approved', loaId: loa.id, rejectionReason: null, fileUrl: loa.fileUrl };
    const bought = (await buyer.client.get('/api/orders?as=leaser')).body.orders;
    expect(bought.find((item: { id: string }) => item.id === order.id).loa).toEqual(expected);
    const sold = (await seller.client.get('/api/orders?as=monetizer')).body.orders;
    expect(sold.find((item: { id: string }) => item.id === order.id).loa).toEqual(expected);
    expect((await buyer.client.get(loa.fileUrl)).status).toBe(200);
    expect(bought.find((item: { id: string }) => item.id === order.id).title).toBe(`Lease of ${cidr}`);
  });

  test('rejects only with a reason; the reason reaches the seller and the order takes a new upload', async ({
    app,
  }) => {
    const { seller, buyer, order, loa } = await uploadedLoa(app);
    const admin = await signInAs(app, { role: 'admin' });

    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }]) {
      const refused = await admin.client.post(`/api/admin/loas/${loa.id}/reject`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'bad_request',
        title: 'Reason required',
        message: 'Please provide a reason for rejection.',
      });
    }
    const tooLong = await admin.client.post(`/api/admin/loas/${loa.id}/reject`, { reason: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.title).toBe('Reason too long');
    expect((await auditOf(app, loa.id)).length).toBe(0);

    const rejected = await admin.client.post(`/api/admin/loas/${loa.id}/reject`, {
      reason: '  The signature is missing.  ',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      title: 'Item has been rejected.',
      loa: { status: 'rejected', rejectionReason: 'The signature is missing.' },
    });
    expect((await titlesOf(seller.client)).filter((title) => title === 'LOA rejected')).toHaveLength(1);
    // The buyer hears of the letter once it is approved, not of a refusal.
    expect(await titlesOf(buyer.client)).not.toContain('LOA rejected');
    expect(await auditOf(app, loa.id)).toEqual([
      expect.objectContaining({
        action: 'loa.rejected',
        after: { status: 'rejected', rejectionReason: 'The signature is missing.' },
      }),
    ]);

    // LOA History shows why; the order is back in Pending LOA Uploads with the reason.
    expect((await seller.client.get('/api/loas')).body[0]).toMatchObject({
      id: loa.id,
      status: 'rejected',
      rejectionReason: 'The signature is missing.',
    });
    expect((await seller.client.get('/api/loas/pending-orders')).body).toEqual([
      expect.objectContaining({ orderId: order.id, lastRejectionReason: 'The signature is missing.' }),
    ]);
    const bought = (await buyer.client.get('/api/orders?as=leaser')).body.orders;
    expect(bought.find((item: { id: string }) => item.id === order.id).loa).toEqual({
      state: 'rejected',
      loaId: loa.id,
      rejectionReason: 'The signature is missing.',
      fileUrl: loa.fileUrl,
    });

    const again = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    expect(again.status).toBe(201);
    expect((await seller.client.get('/api/loas/pending-orders')).body).toEqual([]);
    const sold = (await seller.client.get('/api/orders?as=monetizer')).body.orders;
    expect(sold.find((item: { id: string }) => item.id === order.id).loa).toMatchObject({
      state: 'pending',
      loaId: again.body.loa.id,
      rejectionReason: null,
    });
  });

  test('pages past 50 letters, pending first, filtered by status and searched on the server', async ({
    app,
    db,
  }) => {
    const { seller, buyer, order, cidr, loa } = await uploadedLoa(app);
    const admin = await signInAs(app, { role: 'admin' });
    // Refused letters of the same order (only one letter per order may be pending or approved).
    await db.insert(loaRecords).values(
      Array.from({ length: ADMIN_LOAS_PAGE_SIZE + 3 }, (_, index) => ({
        orderId: order.id,
        monetizerId: seller.user.id,
        buyerId: buyer.user.id,
        source: 'upload' as const,
        fileKey: `loa-documents/old-${index}.pdf`,
        issuedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        status: 'rejected' as const,
        rejectionReason: 'Unsigned.',
      })),
    );
    const query = `q=${encodeURIComponent(buyer.user.email)}`;
    const first = await admin.client.get(`/api/admin/loas?${query}`);
    expect(first.body).toMatchObject({
      total: ADMIN_LOAS_PAGE_SIZE + 4,
      page: 1,
      pageSize: ADMIN_LOAS_PAGE_SIZE,
    });
    expect(first.body.items).toHaveLength(ADMIN_LOAS_PAGE_SIZE);
    expect(first.body.items[0].status).toBe('pending');
    expect((await admin.client.get(`/api/admin/loas?${query}&page=2`)).body.items).toHaveLength(4);
    expect((await admin.client.get(`/api/admin/loas?${query}&status=pending`)).body.total).toBe(1);
    const bySeller = await admin.client.get(
      `/api/admin/loas?q=${encodeURIComponent(seller.user.email)}&status=pending`,
    );
    expect(bySeller.body.items[0].buyerEmail).toBe(buyer.user.email);
    const byPrefix = await admin.client.get(`/api/admin/loas?q=${encodeURIComponent(cidr)}&status=pending`);
    expect(byPrefix.body.items.map((item: { id: string }) => item.id)).toEqual([loa.id]);
    expect((await admin.client.get('/api/admin/loas?q=nobody-at-all')).body.total).toBe(0);
    const lost = await admin.client.get('/api/admin/loas?status=lost');
    expect(lost.status).toBe(400);
    expect(lost.body).toMatchObject({
      title: 'Invalid status',
      message: 'The status must be pending, approved, rejected or revoked.',
    });
    expect((await admin.client.get('/api/admin/loas?page=abc')).body).toMatchObject({
      title: 'Invalid number',
    });
  });

  test('lists an order whose letter was refused again even after it moved on from payment confirmed', async ({
    app,
  }) => {
    const { seller, order } = await paidIpOrder(app, 'active');
    const created = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    const admin = await signInAs(app, { role: 'admin' });
    expect((await seller.client.get('/api/loas/pending-orders')).body).toEqual([]);
    await admin.client.post(`/api/admin/loas/${created.body.loa.id}/reject`, { reason: 'Wrong prefix.' });
    expect((await seller.client.get('/api/loas/pending-orders')).body).toEqual([
      expect.objectContaining({ orderId: order.id, status: 'active', lastRejectionReason: 'Wrong prefix.' }),
    ]);
  });

  test('is for admins only: visitor 401, leaser, monetizer and staff 403, unknown id 404', async ({
    app,
    db,
  }) => {
    const { seller, buyer, loa } = await uploadedLoa(app);
    const staff = await signInAs(app, { role: 'staff' });
    const admin = await signInAs(app, { role: 'admin' });
    for (const action of ['approve', 'reject'] as const) {
      const path = `/api/admin/loas/${loa.id}/${action}`;
      const body = action === 'reject' ? { reason: 'No.' } : {};
      expect((await app.client().post(path, body)).status).toBe(401);
      for (const client of [buyer.client, seller.client, staff.client]) {
        expect((await client.post(path, body)).status).toBe(403);
      }
      const unknown = await admin.client.post(
        `/api/admin/loas/00000000-0000-4000-8000-000000000000/${action}`,
        body,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.title).toBe('LOA not found');
      expect((await admin.client.post(`/api/admin/loas/not-an-id/${action}`, body)).status).toBe(400);
    }
    for (const client of [buyer.client, seller.client, staff.client])
      expect((await client.get('/api/admin/loas')).status).toBe(403);
    const [row] = await db.select().from(loaRecords).where(eq(loaRecords.id, loa.id));
    expect(row!.status).toBe('pending');
  });

  test('answers a second decision with 409, and a generated (already approved) letter too', async ({
    app,
    db,
  }) => {
    const { loa } = await uploadedLoa(app);
    const admin = await signInAs(app, { role: 'admin' });
    expect((await admin.client.post(`/api/admin/loas/${loa.id}/approve`)).status).toBe(200);
    for (const second of [
      await admin.client.post(`/api/admin/loas/${loa.id}/approve`),
      await admin.client.post(`/api/admin/loas/${loa.id}/reject`, { reason: 'Changed my mind.' }),
    ]) {
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        code: 'conflict',
        title: 'Already reviewed',
        message: 'This LOA has already been approved or rejected.',
      });
    }
    const [row] = await db.select().from(loaRecords).where(eq(loaRecords.id, loa.id));
    expect(row!.status).toBe('approved');
    expect((await auditOf(app, loa.id)).length).toBe(1);

    // A generated letter is issued approved from checked data: there is nothing to decide.
    const generatedFor = await paidIpOrder(app);
    const asn = await approvedAsnOf(app, generatedFor.buyer.user.id);
    await generatedFor.buyer.client.put(`/api/loas/buyer-orders/${generatedFor.order.id}/asn`, {
      asnId: asn.id,
    });
    const generated = await generatedFor.seller.client.post('/api/loas/generate', {
      orderId: generatedFor.order.id,
    });
    expect(generated.status).toBe(201);
    const refused = await admin.client.post(`/api/admin/loas/${generated.body.loa.id}/reject`, {
      reason: 'No.',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Already reviewed');
  });

  test('lets exactly one of two admins deciding at once win', async ({ app, db }) => {
    const { seller, buyer, loa } = await uploadedLoa(app);
    const first = await signInAs(app, { role: 'admin' });
    const second = await signInAs(app, { role: 'admin' });
    const answers = await Promise.all([
      first.client.post(`/api/admin/loas/${loa.id}/approve`),
      second.client.post(`/api/admin/loas/${loa.id}/reject`, { reason: 'Unsigned.' }),
      first.client.post(`/api/admin/loas/${loa.id}/approve`),
      second.client.post(`/api/admin/loas/${loa.id}/reject`, { reason: 'Unsigned.' }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const winner = answers.find((answer) => answer.status === 200)!.body.loa.status;
    const [row] = await db.select().from(loaRecords).where(eq(loaRecords.id, loa.id));
    expect(row!.status).toBe(winner);
    expect((await auditOf(app, loa.id)).length).toBe(1);
    const sellerTitles = await titlesOf(seller.client);
    expect(sellerTitles.filter((title) => title === 'LOA approved' || title === 'LOA rejected')).toHaveLength(
      1,
    );
    expect((await titlesOf(buyer.client)).filter((title) => title === 'LOA approved')).toHaveLength(
      winner === 'approved' ? 1 : 0,
    );
  });

  test('does not approve a letter while its order is suspended, and an ended order revokes it', async ({
    app,
    db,
  }) => {
    const { loa, order, cidr } = await uploadedLoa(app);
    const admin = await signInAs(app, { role: 'admin' });
    // As an unpaid renewal leaves it (the orders feature's job is not what is under test here).
    await db.update(orders).set({ status: 'suspended' }).where(eq(orders.id, order.id));
    const refused = await admin.client.post(`/api/admin/loas/${loa.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Order closed');

    // Ending the order revokes its letter in the same transaction (migrations/1950_lease_delivery.sql).
    const endedAt = app.clock.now();
    await db.update(orders).set({ status: 'cancelled', endedAt }).where(eq(orders.id, order.id));
    const [revoked] = await db.select().from(loaRecords).where(eq(loaRecords.id, loa.id));
    expect(revoked).toMatchObject({ status: 'revoked', revocationReason: 'lease_ended', revokedAt: endedAt });
    // The admin tab filters revoked letters and says why and when each stopped counting.
    const listed = await admin.client.get(`/api/admin/loas?status=revoked&q=${encodeURIComponent(cidr)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: loa.id,
        status: 'revoked',
        revocationReason: 'lease_ended',
        revokedAt: endedAt.toISOString(),
      }),
    ]);
    const late = await admin.client.post(`/api/admin/loas/${loa.id}/approve`);
    expect(late.status).toBe(409);
    expect(late.body.title).toBe('Already reviewed');
  });
});

describe('LOA state on /orders', () => {
  test('shows each IP order’s letter to its buyer and seller only; a server order has none', async ({
    app,
    db,
  }) => {
    const { seller, buyer, order } = await paidIpOrder(app);
    const none = { state: 'none', loaId: null, rejectionReason: null, fileUrl: null };
    const stateFor = async (client: ApiClient, as: 'leaser' | 'monetizer') =>
      ((await client.get(`/api/orders?as=${as}`)).body.orders as Array<{ id: string; loa: unknown }>).find(
        (item) => item.id === order.id,
      )?.loa;
    expect(await stateFor(buyer.client, 'leaser')).toEqual(none);
    expect(await stateFor(seller.client, 'monetizer')).toEqual(none);

    const { body } = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    const pending = {
      state: 'pending',
      loaId: body.loa.id,
      rejectionReason: null,
      fileUrl: body.loa.fileUrl,
    };
    expect(await stateFor(buyer.client, 'leaser')).toEqual(pending);
    expect(await stateFor(seller.client, 'monetizer')).toEqual(pending);

    // A third user sees neither the order nor the letter.
    const stranger = await signInAs(app, { role: 'monetizer' });
    expect(await stateFor(stranger.client, 'leaser')).toBeUndefined();
    expect(await stateFor(stranger.client, 'monetizer')).toBeUndefined();
    expect((await stranger.client.get(body.loa.fileUrl)).status).toBe(404);

    const [serverOrder] = await db
      .insert(orders)
      .values({
        leaserId: buyer.user.id,
        monetizerId: seller.user.id,
        status: 'active',
        amount: 1_000,
        fee: 500,
        itemType: 'server_package',
        itemId: order.id,
        title: 'A server',
        period: 'month',
        startDate: app.clock.now(),
        renewalDate: new Date(app.clock.now().getTime() + 30 * DAY),
      })
      .returning();
    const bought = (await buyer.client.get('/api/orders?as=leaser')).body.orders;
    expect(bought.find((item: { id: string }) => item.id === serverOrder!.id).loa).toBeNull();
  });
});

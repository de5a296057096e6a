import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asnRecords } from '../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAs } from '../../test/factories';
import { buildMultipart, SAMPLE_FILES, type ApiClient } from '../../test/api-client';
import { createIpOrder, createOwnedSubnet } from '../../test/trust-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextAsn = 4_200_000_100;

async function paidIpOrder(status: 'payment_confirmed' | 'active' | 'completed' = 'payment_confirmed') {
  const seller = await signInAs(t, { role: 'monetizer', name: 'Sam Seller' });
  const buyer = await signInAs(t, { name: 'Bea Buyer' });
  const { subnet, cidr } = await createOwnedSubnet(t, seller.user.id);
  const order = await createIpOrder(t, {
    leaserId: buyer.user.id,
    monetizerId: seller.user.id,
    subnet,
    status,
  });
  return { seller, buyer, order, cidr };
}

async function approvedAsnOf(userId: string, status: 'approved' | 'pending' = 'approved') {
  const [asn] = await t.db
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
  it('lists the pending order, accepts a PDF once, and moves it to the history', async () => {
    const { seller, order, cidr } = await paidIpOrder();
    const pending = await seller.client.get('/api/loas/pending-orders');
    expect(pending.body).toEqual([
      expect.objectContaining({ orderId: order.id, prefix: cidr, buyerName: 'Bea Buyer', asnNumber: null }),
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
      loa: { orderId: order.id, source: 'upload', status: 'pending', prefix: cidr, verificationCode: null },
    });
    expect((await seller.client.get('/api/loas/pending-orders')).body).toEqual([]);
    expect((await seller.client.get('/api/loas')).body.map((loa: { id: string }) => loa.id)).toEqual([
      created.body.loa.id,
    ]);

    const again = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    expect(again.status).toBe(409);
  });

  it('refuses another seller’s order (404) and an order not yet paid or already ended (400)', async () => {
    const { order } = await paidIpOrder();
    const other = await signInAs(t, { role: 'monetizer' });
    expect((await upload(other.client, { orderId: order.id }, SAMPLE_FILES.pdf)).status).toBe(404);
    expect((await other.client.post('/api/loas/generate', { orderId: order.id })).status).toBe(404);
    const ended = await paidIpOrder('completed');
    const refused = await upload(ended.seller.client, { orderId: ended.order.id }, SAMPLE_FILES.pdf);
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe('Upload Failed');
  });
});

describe('Generate LOA and its verification', () => {
  it('needs the buyer’s approved ASN on the order, then issues a PDF with a code anyone can verify', async () => {
    const { seller, buyer, order, cidr } = await paidIpOrder();
    const noAsn = await seller.client.post('/api/loas/generate', { orderId: order.id });
    expect(noAsn.status).toBe(409);
    expect(noAsn.body.title).toBe('ASN required');

    const pendingAsn = await approvedAsnOf(buyer.user.id, 'pending');
    const strangersAsn = await approvedAsnOf(seller.user.id);
    for (const asn of [pendingAsn, strangersAsn]) {
      const refused = await buyer.client.put(`/api/loas/buyer-orders/${order.id}/asn`, { asnId: asn.id });
      expect(refused.status).toBe(400);
      expect(refused.body.title).toBe('ASN not approved');
    }
    const asn = await approvedAsnOf(buyer.user.id);
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

    const verified = await t.client().get(`/api/loas/verify/${loa.verificationCode.toLowerCase()}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
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
    const unknown = await t.client().get('/api/loas/verify/LOA-AAAA-BBBB-CCCC');
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe('LOA not found');

    // Once issued, the order's ASN is fixed.
    const otherAsn = await approvedAsnOf(buyer.user.id);
    const locked = await buyer.client.put(`/api/loas/buyer-orders/${order.id}/asn`, { asnId: otherAsn.id });
    expect(locked.status).toBe(409);
  });
});

describe('LOA access', () => {
  it('opens the file for the two parties and admins; anyone else gets 404', async () => {
    const { seller, buyer, order } = await paidIpOrder();
    const { body } = await upload(seller.client, { orderId: order.id }, SAMPLE_FILES.pdf);
    const path = body.loa.fileUrl;
    const admin = await signInAs(t, { role: 'admin' });
    const stranger = await signInAs(t, { role: 'monetizer' });
    expect((await seller.client.get(path)).status).toBe(200);
    expect((await buyer.client.get(path)).status).toBe(200);
    expect((await admin.client.get(path)).status).toBe(200);
    const refused = await stranger.client.get(path);
    expect(refused.status).toBe(404);
    expect(refused.body.title).toBe('LOA not found');
    expect((await t.client().get(path)).status).toBe(401);
    expect((await stranger.client.get('/api/loas')).body).toEqual([]);

    const list = await admin.client.get('/api/admin/loas');
    expect(list.body.find((loa: { id: string }) => loa.id === body.loa.id)).toMatchObject({
      buyerEmail: buyer.user.email,
      monetizerEmail: seller.user.email,
    });
    expect((await seller.client.get('/api/admin/loas')).status).toBe(403);
  });
});

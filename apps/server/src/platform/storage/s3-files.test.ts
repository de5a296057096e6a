import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ipBlocks, kycVerifications, loaRecords, ticketAttachments } from '../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAs, TEST_PASSWORD } from '../../test/factories';
import { buildMultipart, SAMPLE_FILES, type ApiClient } from '../../test/api-client';
import { createOwnedObjects, type OwnedObjects } from '../../test/owned-objects';
import { startTestS3Server, type TestS3Server } from './s3-test-server';

/**
 * The whole server with STORAGE_DRIVER=s3 against a real S3-protocol server: every kind of stored
 * document goes to the bucket, comes back only through its authorised route, and a file a write
 * gave up on is deleted from the bucket (docs/decisions/004-file-storage.md).
 */
let s3: TestS3Server;
let t: TestApp;
let owned: OwnedObjects;
beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp({ storageEnv: s3.storageEnv });
  owned = createOwnedObjects(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

/** The exact bytes a route answers (the test client reads bodies as text). */
async function fileBytes(app: TestApp, client: ApiClient, url: string) {
  const response = await app.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return { status: response.statusCode, bytes: response.rawPayload };
}

function pdfForm(fields: Record<string, string>) {
  return buildMultipart(fields, [
    { field: 'loa', filename: 'loa.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
}

describe('files in an S3 bucket', () => {
  it('keeps a KYC document in the bucket, for its owner and staff only', async () => {
    const owner = await signInAs(t);
    const form = owned.kycForm();
    const submitted = await owner.client.send('POST', '/api/kyc', form.body, form.headers);
    expect(submitted.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.userId, owner.user.id));
    expect(await s3.has(row!.idDocumentKey)).toBe(true);

    const url = submitted.body.state.latest.documents.id as string;
    expect(await fileBytes(t, owner.client, url)).toEqual({ status: 200, bytes: SAMPLE_FILES.png });
    const staff = await signInAs(t, { role: 'staff' });
    expect((await fileBytes(t, staff.client, url)).bytes).toEqual(SAMPLE_FILES.png);
    const stranger = await signInAs(t);
    expect((await stranger.client.get(url)).status).toBe(404);
    expect((await t.client().get(url)).status).toBe(401);
  });

  it('keeps an IP block’s LOA in the bucket and deletes the file of a refused claim', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const cidr = owned.range();
    const form = pdfForm({ cidr, rir: 'ripe', countryCode: 'de' });
    const created = await seller.client.send('POST', '/api/ip-blocks', form.body, form.headers);
    expect(created.status).toBe(201);
    const [block] = await t.db.select().from(ipBlocks).where(eq(ipBlocks.id, created.body.block.id));
    expect(await s3.has(block!.loaFileKey)).toBe(true);

    const url = `/api/ip-blocks/${block!.id}/loa`;
    expect(await fileBytes(t, seller.client, url)).toEqual({ status: 200, bytes: SAMPLE_FILES.pdf });
    const other = await signInAs(t, { role: 'monetizer' });
    expect((await other.client.get(url)).status).toBe(404);
    expect((await t.client().get(url)).status).toBe(401);

    // The same claim again is refused after its file was stored: the file leaves the bucket too.
    const stored = await s3.keys('loa-documents/');
    const again = pdfForm({ cidr, rir: 'ripe', countryCode: 'de' });
    expect((await seller.client.send('POST', '/api/ip-blocks', again.body, again.headers)).status).toBe(409);
    expect(await s3.keys('loa-documents/')).toEqual(stored);
  });

  it('keeps an order’s LOA in the bucket, for the seller and the buyer, and deletes a refused one', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t);
    const order = await owned.ipOrder(buyer.user.id, seller.user.id);
    const form = pdfForm({ orderId: order.id });
    const created = await seller.client.send('POST', '/api/loas', form.body, form.headers);
    expect(created.status).toBe(201);
    const [loa] = await t.db.select().from(loaRecords).where(eq(loaRecords.id, created.body.loa.id));
    expect(await s3.has(loa!.fileKey)).toBe(true);

    const url = `/api/loas/${loa!.id}/file`;
    expect(await fileBytes(t, seller.client, url)).toEqual({ status: 200, bytes: SAMPLE_FILES.pdf });
    expect((await fileBytes(t, buyer.client, url)).bytes).toEqual(SAMPLE_FILES.pdf);
    const stranger = await signInAs(t, { role: 'monetizer' });
    expect((await stranger.client.get(url)).status).toBe(404);

    const stored = await s3.keys('loas/');
    const again = pdfForm({ orderId: order.id });
    expect((await seller.client.send('POST', '/api/loas', again.body, again.headers)).status).toBe(409);
    expect(await s3.keys('loas/')).toEqual(stored);
  });

  it('keeps a ticket attachment in the bucket, for the ticket’s people only', async () => {
    const opener = await signInAs(t);
    const ticket = await owned.ticket(opener);
    const attachment = await owned.ticketAttachment(opener, ticket.id);
    const [row] = await t.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, attachment.id));
    expect(row!.storageKey).toMatch(/^ticket-attachments\//);
    expect(await s3.has(row!.storageKey)).toBe(true);

    const url = `/api/tickets/${ticket.id}/attachments/${attachment.id}`;
    expect(await fileBytes(t, opener.client, url)).toEqual({ status: 200, bytes: SAMPLE_FILES.png });
    const stranger = await signInAs(t);
    expect((await stranger.client.get(url)).status).toBe(404);
  });

  it('draws an invoice from the database on request: nothing of it is stored', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t);
    const invoice = await owned.invoice(await owned.ipOrder(buyer.user.id, seller.user.id));
    const before = await s3.keys();
    const pdf = await buyer.client.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await seller.client.get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect(await s3.keys()).toEqual(before);
  });

  it('never makes an object public: every request is signed, none sets an ACL or asks for a URL', async () => {
    const sent = s3.requests;
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
      expect(request.headers['x-amz-acl']).toBeUndefined();
      expect(request.url).not.toMatch(/[?&](acl|policy)\b/);
    }
  });
});

/**
 * Two servers on one PostgreSQL database and one bucket, as when several run behind a load
 * balancer. PGlite is one process, so this runs on PostgreSQL only.
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('two instances on one bucket', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ sameDatabaseAs: t, clock: t.clock, storageEnv: s3.storageEnv });
  });
  afterAll(async () => {
    await b?.close();
  });

  async function signInOnB(email: string) {
    const client = b.client({ ip: '127.0.9.9' });
    const response = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return client;
  }

  it('serves from one instance the files uploaded through the other', async () => {
    const owner = await signInAs(t);
    const form = owned.kycForm();
    const submitted = await owner.client.send('POST', '/api/kyc', form.body, form.headers);
    expect(submitted.status).toBe(201);
    const onB = await signInOnB(owner.user.email);
    const kycUrl = submitted.body.state.latest.documents.id as string;
    expect(await fileBytes(b, onB, kycUrl)).toEqual({ status: 200, bytes: SAMPLE_FILES.png });

    const ticket = await owned.ticket({ user: owner.user, client: onB });
    const attachment = await owned.ticketAttachment({ user: owner.user, client: onB }, ticket.id);
    const url = `/api/tickets/${ticket.id}/attachments/${attachment.id}`;
    expect(await fileBytes(t, owner.client, url)).toEqual({ status: 200, bytes: SAMPLE_FILES.png });
  });
});

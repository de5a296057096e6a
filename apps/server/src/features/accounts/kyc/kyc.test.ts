import { describe, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, kycVerifications, notifications, users } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { buildMultipart, SAMPLE_FILES, type ApiClient } from '../../../test/api-client';
import { MINUTE } from '../../../platform/clock';

type Upload = { field: string; filename: string; contentType: string; content: Buffer };
const idProof = (content: Buffer = SAMPLE_FILES.png, filename = 'passport.png'): Upload => ({
  field: 'idProof',
  filename,
  contentType: 'image/png',
  content,
});
const businessDoc = (content: Buffer = SAMPLE_FILES.pdf): Upload => ({
  field: 'businessDocument',
  filename: 'company.pdf',
  contentType: 'application/pdf',
  content,
});

function submit(client: ApiClient, files: Upload[], fields: Record<string, string> = { country: 'NL' }) {
  const form = buildMultipart(fields, files);
  return client.send('POST', '/api/kyc', form.body, form.headers);
}

async function profileStatus(app: TestApp, userId: string) {
  const [row] = await app.db.select({ kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId));
  return row?.kycStatus;
}

describe('submitting documents', () => {
  test('stores them privately, records a pending request and moves the profile to pending', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    expect((await client.get('/api/kyc')).body).toEqual({
      status: 'not_started',
      latestRejectionReason: null,
      latest: null,
    });
    const response = await submit(client, [idProof(), businessDoc()]);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'KYC Submitted',
      message: 'Your documents are under review.',
      state: { status: 'pending', latest: { status: 'pending' } },
    });
    expect(await profileStatus(app, user.id)).toBe('pending');

    const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id));
    // Server-generated names in the user's own folder: nothing of "passport.png" survives.
    expect(row?.idDocumentKey).toMatch(new RegExp(`^kyc-${user.id}/[0-9a-f-]{36}\\.png$`));
    expect(row?.businessDocumentKey).toMatch(/\.pdf$/);

    const documents = response.body.state.latest.documents;
    expect(documents.id).toBe(`/api/kyc/verifications/${row!.id}/documents/id`);
    const file = await client.get(documents.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    // The test client reads bodies as text; fetch the raw bytes to compare the image exactly.
    const raw = await app.app.inject({
      method: 'GET',
      url: documents.id,
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(raw.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const business = await client.get(documents.business);
    expect(business.headers['content-type']).toBe('application/pdf');
    expect(business.body).toBe(SAMPLE_FILES.pdf.toString());
  });

  test('makes the business document optional', async ({ leaser: { client } }) => {
    const response = await submit(client, [idProof(SAMPLE_FILES.pdf, 'id.pdf')]);
    expect(response.status).toBe(201);
    expect(response.body.state.latest.documents.business).toBeNull();
  });

  test.for([
    ['no file at all', []],
    ['only the business document', [businessDoc()]],
    ['an empty file input', [idProof(Buffer.alloc(0), '')]],
  ])('refuses %s with "Missing document"', async ([_case, files], { app }) => {
    const { user, client } = await signInAs(app);
    const response = await submit(client, files as Upload[]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'bad_request',
      title: 'Missing document',
      message: 'Please upload your ID proof.',
    });
    expect(await profileStatus(app, user.id)).toBe('not_started');
  });

  test.for([
    ['no country', {}, 'Missing country', 'Choose the country you live in.'],
    ['a blank country', { country: '  ' }, 'Missing country', 'Choose the country you live in.'],
    [
      'a country not on the list',
      { country: 'Netherlands' },
      'Invalid country code',
      'Choose a country from the list.',
    ],
  ] as const)('refuses %s, writing nothing', async ([_case, fields, title, message], { app, db }) => {
    const { user, client } = await signInAs(app);
    const response = await submit(client, [idProof()], fields);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'bad_request', title, message });
    expect(await profileStatus(app, user.id)).toBe('not_started');
    expect(await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id))).toEqual([]);
  });

  test('keeps the country in any case as its upper-case code', async ({ db, leaser: { user, client } }) => {
    expect((await submit(client, [idProof()], { country: 'de' })).status).toBe(201);
    const [row] = await db
      .select({ country: kycVerifications.country })
      .from(kycVerifications)
      .where(eq(kycVerifications.userId, user.id));
    expect(row?.country).toBe('DE');
  });

  test('refuses a file that is not a PDF or an image, whatever its name says', async ({
    app,
    leaser: { user, client },
  }) => {
    const response = await submit(client, [idProof(SAMPLE_FILES.text, 'passport.pdf')]);
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({
      title: 'Submission Failed',
      message: 'Only PDF, JPEG, PNG files are accepted.',
    });
    const withBadBusinessDoc = await submit(client, [idProof(), businessDoc(SAMPLE_FILES.text)]);
    expect(withBadBusinessDoc.status).toBe(415);
    expect(await profileStatus(app, user.id)).toBe('not_started');
  });

  test('refuses a file larger than 5 MB', async ({ leaser: { client } }) => {
    const large = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await submit(client, [idProof(large)]);
    expect(response.status).toBe(413);
    expect(response.body.title).toBe('Submission Failed');
  });

  test('refuses a second submission while one is pending, even when sent at the same moment', async ({
    leaser: { client },
  }) => {
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(client, [idProof()])));
    expect(results.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const again = await submit(client, [idProof()]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      title: 'Submission Failed',
      message: 'Your documents are already under review.',
    });
  });

  test('needs a signed-in user', async ({ app }) => {
    expect((await app.client().get('/api/kyc')).status).toBe(401);
    expect((await submit(app.client(), [idProof()])).status).toBe(401);
  });
});

describe('who can read the documents', () => {
  test('serves them to their owner, staff and admins; anyone else gets 404', async ({
    app,
    db,
    leaser: { client: owner },
  }) => {
    const submitted = await submit(owner, [idProof(), businessDoc()]);
    const { id: idPath, business: businessPath } = submitted.body.state.latest.documents;
    const { client: stranger } = await signInAs(app);
    const { client: seller } = await signInAs(app, { role: 'monetizer' });
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const { client: admin } = await signInAs(app, { role: 'admin' });

    for (const client of [stranger, seller]) {
      expect((await client.get(idPath)).status).toBe(404);
      expect((await client.get(businessPath)).status).toBe(404);
    }
    expect((await app.client().get(idPath)).status).toBe(401);
    expect((await staff.get(idPath)).status).toBe(200);
    expect((await admin.get(businessPath)).status).toBe(200);
    const verificationId = idPath.split('/')[4];
    const views = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, verificationId), eq(auditLogs.action, 'kyc.document_viewed')))
      .orderBy(auditLogs.id);
    expect(views.map((row) => [row.action, row.after])).toEqual([
      ['kyc.document_viewed', { kind: 'id' }],
      ['kyc.document_viewed', { kind: 'business' }],
    ]);
    expect((await owner.get('/api/kyc/verifications/not-an-id/documents/id')).status).toBe(404);
    expect((await owner.get(idPath.replace('/id', '/passport'))).status).toBe(400);
  });
});

describe('staff review', () => {
  async function pendingRequestOf(client: ApiClient) {
    const response = await submit(client, [idProof()]);
    expect(response.status).toBe(201);
    return response.body.state.latest.id as string;
  }

  test('lists pending requests with who asks, only to staff and admins', async ({ app, db }) => {
    const { user, client } = await signInAs(app, { name: 'Queue Person' });
    await db
      .update(users)
      .set({ companyName: 'Queue Networks BV', companyAddress: 'Keizersgracht 1\nAmsterdam' })
      .where(eq(users.id, user.id));
    const requestId = await pendingRequestOf(client);
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const queue = await staff.get('/api/staff/kyc');
    expect(queue.body.requests).toContainEqual(
      expect.objectContaining({
        id: requestId,
        userId: user.id,
        name: 'Queue Person',
        email: user.email,
        country: 'NL',
        companyName: 'Queue Networks BV',
        companyAddress: 'Keizersgracht 1\nAmsterdam',
        memberSince: expect.any(String),
      }),
    );
    const { client: leaser } = await signInAs(app);
    const { client: monetizer } = await signInAs(app, { role: 'monetizer' });
    for (const other of [leaser, monetizer]) {
      expect((await other.get('/api/staff/kyc')).status).toBe(403);
      expect((await other.post(`/api/staff/kyc/${requestId}/review`, { action: 'approve' })).status).toBe(
        403,
      );
    }
    expect((await app.client().get('/api/staff/kyc')).status).toBe(401);
    expect(await profileStatus(app, user.id)).toBe('pending');
  });

  test('rejects with a required reason, the user sees it and tries again, then staff approve', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    const firstId = await pendingRequestOf(client);
    const { user: reviewer, client: staff } = await signInAs(app, { role: 'staff' });

    for (const body of [{ action: 'reject' }, { action: 'reject', reason: '   ' }]) {
      const missing = await staff.post(`/api/staff/kyc/${firstId}/review`, body);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        code: 'bad_request',
        title: 'Reason required',
        message: 'Please provide a reason for rejection.',
      });
    }
    const rejected = await staff.post(`/api/staff/kyc/${firstId}/review`, {
      action: 'reject',
      reason: 'The photo is blurred.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.title).toBe('KYC Rejected');
    expect(await profileStatus(app, user.id)).toBe('rejected');
    const state = await client.get('/api/kyc');
    expect(state.body).toMatchObject({ status: 'rejected', latestRejectionReason: 'The photo is blurred.' });

    const again = await staff.post(`/api/staff/kyc/${firstId}/review`, { action: 'approve' });
    expect(again.status).toBe(409);

    app.clock.advance(MINUTE);
    const secondId = await pendingRequestOf(client);
    const pendingState = await client.get('/api/kyc');
    expect(pendingState.body).toMatchObject({
      status: 'pending',
      latest: { id: secondId },
      latestRejectionReason: 'The photo is blurred.',
    });
    app.clock.advance(MINUTE);
    const approved = await staff.post(`/api/staff/kyc/${secondId}/review`, { action: 'approve' });
    expect(approved.body.title).toBe('KYC Approved');
    expect(await profileStatus(app, user.id)).toBe('approved');
    const afterApproval = await submit(client, [idProof()]);
    expect(afterApproval.status).toBe(409);
    expect(afterApproval.body.message).toBe('Your identity is already verified.');

    const notes = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((note) => note.title).sort()).toEqual(['KYC Approved', 'KYC Rejected']);
    expect(notes.find((note) => note.title === 'KYC Rejected')?.message).toContain('The photo is blurred.');
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.actorId, reviewer.id));
    expect(audits.map((row) => [row.action, row.targetId])).toEqual(
      expect.arrayContaining([
        ['kyc.rejected', firstId],
        ['kyc.approved', secondId],
      ]),
    );
  });

  test('flags an account, which then cannot submit again', async ({ app, leaser: { user, client } }) => {
    const requestId = await pendingRequestOf(client);
    const { client: admin } = await signInAs(app, { role: 'admin' });
    const flagged = await admin.post(`/api/staff/kyc/${requestId}/review`, { action: 'flag' });
    expect(flagged.body.title).toBe('KYC Flagged');
    expect(await profileStatus(app, user.id)).toBe('flagged');
    const refused = await submit(client, [idProof()]);
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Account Flagged');
  });

  test('does not let staff review their own request', async ({ app }) => {
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const ownId = await pendingRequestOf(staff);
    const response = await staff.post(`/api/staff/kyc/${ownId}/review`, { action: 'approve' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You cannot review your own verification.');
  });

  test('answers 404 for an unknown request', async ({ app }) => {
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await staff.post(`/api/staff/kyc/${unknown}/review`, { action: 'approve' })).status).toBe(404);
  });
});

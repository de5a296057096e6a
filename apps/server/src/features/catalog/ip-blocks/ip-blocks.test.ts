import { afterAll, beforeAll, describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { ipBlocks, ipSubnets } from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { buildMultipart, SAMPLE_FILES, type ApiClient } from '../../../test/api-client';
import { MINUTE } from '../../../platform/clock';
import { SUBMISSIONS_PER_HOUR } from './ip-blocks.service';
import { KYC_MESSAGES } from '@netlease/shared/kyc';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog';

function submitBlock(
  client: ApiClient,
  fields: Record<string, string>,
  file: { content: Buffer; filename?: string; contentType?: string } | null = { content: SAMPLE_FILES.pdf },
) {
  const { body, headers } = buildMultipart(
    { rir: 'ripe', countryCode: 'de', ...fields },
    file
      ? [
          {
            field: 'loa',
            filename: file.filename ?? 'loa.pdf',
            contentType: file.contentType ?? 'application/pdf',
            content: file.content,
          },
        ]
      : [],
  );
  return client.send('POST', '/api/ip-blocks', body, headers);
}

const invalidCountry = {
  code: 'bad_request',
  title: 'Invalid country code',
  message: 'Choose a country from the list.',
};

const invalidCidr = {
  code: 'bad_request',
  title: 'Invalid CIDR',
  message: 'Please enter a valid IPv4 or IPv6 CIDR.',
};

describe('adding an IP block', () => {
  test('submits an IPv4 /22 as pending and splits it into four /24 subnets', async ({
    seller: { client },
  }) => {
    const response = await submitBlock(client, { cidr: '198.18.4.0/22' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'IP Block Submitted',
      message: 'Your IP block is now pending review.',
      block: { cidr: '198.18.4.0/22', rir: 'ripe', countryCode: 'DE', status: 'pending', subnetCount: 4 },
    });
    const detail = await client.get(`/api/ip-blocks/${response.body.block.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.subnets.map((subnet: { subnet: string }) => subnet.subnet)).toEqual([
      '198.18.4.0/24',
      '198.18.5.0/24',
      '198.18.6.0/24',
      '198.18.7.0/24',
    ]);
    // A new block's subnets have not been checked yet: no score (docs/PRODUCT.md "Trust signals").
    expect(
      detail.body.subnets.every((s: any) => s.reputationScore === null && s.status === 'available'),
    ).toBe(true);
  });

  test('splits the largest accepted IPv4 block (/16) into 256 rows and refuses a /15', async ({
    db,
    seller: { client },
  }) => {
    const created = await submitBlock(client, { cidr: '198.19.0.0/16' });
    expect(created.status).toBe(201);
    const rows = await db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, created.body.block.id));
    expect(rows).toHaveLength(256);
    const tooLarge = await submitBlock(client, { cidr: '198.18.0.0/15' });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe('IPv4 blocks must be between /16 and /24.');
  });

  test('accepts an IPv6 block and keeps it whole', async ({ seller: { client } }) => {
    const response = await submitBlock(client, { cidr: '2001:DB8:4000::/36', rir: 'ARIN' });
    expect(response.status).toBe(201);
    expect(response.body.block).toMatchObject({ cidr: '2001:db8:4000::/36', rir: 'arin', subnetCount: 1 });
    const detail = await client.get(`/api/ip-blocks/${response.body.block.id}`);
    expect(detail.body.subnets).toMatchObject([{ subnet: '2001:db8:4000::/36' }]);
  });

  test('lets only sellers with a verified identity claim addresses', async ({ app, db }) => {
    const leaser = await signInAs(app, { role: 'leaser', kycStatus: 'approved' });
    expect((await submitBlock(leaser.client, { cidr: '198.18.210.0/24' })).status).toBe(403);
    const unverified = await signInAs(app, { role: 'monetizer', kycStatus: 'pending' });
    const response = await submitBlock(unverified.client, { cidr: '198.18.210.0/24' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      title: 'Verification required',
      message: KYC_MESSAGES.verifiedSellerRequired.description,
    });
    expect(await db.select().from(ipBlocks).where(eq(ipBlocks.cidr, '198.18.210.0/24'))).toEqual([]);
  });

  test('puts competing claims side by side for review; approving one rejects the others', async ({
    app,
    db,
    seller: first,
  }) => {
    const second = await signInAs(app, { role: 'monetizer' });
    const admin = await signInAs(app, { role: 'admin' });
    const mine = await submitBlock(first.client, { cidr: '198.51.100.0/24' });
    expect(mine.status).toBe(201);
    const own = await submitBlock(first.client, { cidr: '198.51.100.0/24' });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(CATALOG_MESSAGES.ownClaimExists.description);
    // A stranger's claim no longer locks the range: it waits for review beside the first.
    const theirs = await submitBlock(second.client, { cidr: '198.51.100.0/24' });
    expect(theirs.status).toBe(201);

    const queue = (await admin.client.get('/api/admin/approvals')).body.ipBlocks as Array<{
      id: string;
      contested: Array<{ id: string; ownerEmail: string }>;
    }>;
    const entry = queue.find((block) => block.id === mine.body.block.id)!;
    expect(entry.contested).toEqual([
      expect.objectContaining({ id: theirs.body.block.id, ownerEmail: second.user.email }),
    ]);

    const approved = await admin.client.post(
      `/api/admin/approvals/ip-blocks/${theirs.body.block.id}/approve`,
    );
    expect(approved.status).toBe(200);
    const [loser] = await db.select().from(ipBlocks).where(eq(ipBlocks.id, mine.body.block.id));
    expect(loser).toMatchObject({
      status: 'rejected',
      rejectionReason: expect.stringContaining('another holder'),
    });

    // Once approved, the range is registered: new claims overlapping it are refused.
    const third = await signInAs(app, { role: 'monetizer' });
    for (const cidr of ['198.51.100.0/24']) {
      const response = await submitBlock(third.client, { cidr });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        code: 'conflict',
        title: 'Submission Failed',
        message: 'This address range is already registered: it overlaps a block that is on Netlease.',
        field: 'cidr',
      });
    }
  });

  test('accepts racing claims of several users but only one of a user’s own repeated claims', async ({
    app,
    db,
  }) => {
    const users = await Promise.all([1, 2, 3].map(() => signInAs(app, { role: 'monetizer' })));
    const fromEach = await Promise.all(
      users.map(({ client }) => submitBlock(client, { cidr: '203.0.113.0/24' })),
    );
    expect(fromEach.map((response) => response.status)).toEqual([201, 201, 201]);
    const solo = await signInAs(app, { role: 'monetizer' });
    const repeated = await Promise.all(
      [1, 2, 3, 4].map(() => submitBlock(solo.client, { cidr: '198.18.220.0/24' })),
    );
    expect(repeated.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await db.select().from(ipBlocks).where(eq(ipBlocks.cidr, '198.18.220.0/24'));
    expect(rows).toHaveLength(1);
  });

  test('refuses to approve a claim that overlaps a block approved for another holder', async ({
    app,
    db,
    seller: first,
  }) => {
    const second = await signInAs(app, { role: 'monetizer' });
    const admin = await signInAs(app, { role: 'admin' });
    const a = await submitBlock(first.client, { cidr: '198.18.230.0/24' });
    const b = await submitBlock(second.client, { cidr: '198.18.230.0/24' });
    // Approved directly, as if a decision raced the automatic rejection.
    await db.update(ipBlocks).set({ status: 'approved' }).where(eq(ipBlocks.id, a.body.block.id));
    const refused = await admin.client.post(`/api/admin/approvals/ip-blocks/${b.body.block.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Range already registered');
  });

  test('frees the range again once the block is rejected', async ({ app, seller: owner }) => {
    const other = await signInAs(app, { role: 'monetizer' });
    const admin = await signInAs(app, { role: 'admin' });
    const created = await submitBlock(owner.client, { cidr: '198.18.200.0/24' });
    const rejected = await admin.client.post(
      `/api/admin/approvals/ip-blocks/${created.body.block.id}/reject`,
      {
        reason: 'The LOA is not signed.',
      },
    );
    expect(rejected.status).toBe(200);
    expect((await submitBlock(other.client, { cidr: '198.18.200.0/24' })).status).toBe(201);
  });

  test.for([
    [{ cidr: 'not-a-cidr' }, invalidCidr],
    [{ cidr: '198.18.300.0/24' }, invalidCidr],
    [{ cidr: '198.18.32.0' }, invalidCidr],
    [
      { cidr: '198.18.33.7/22' },
      {
        code: 'bad_request',
        title: 'Invalid CIDR',
        message: 'The address has host bits set. Use the network address: 198.18.32.0/22.',
      },
    ],
    [
      { cidr: '10.1.0.0/16' },
      {
        code: 'bad_request',
        title: 'Invalid CIDR',
        message:
          '10.1.0.0/16 overlaps 10.0.0.0/8, special-purpose address space (private), and cannot be listed.',
      },
    ],
    [{ cidr: '100.64.0.0/16' }, expect.objectContaining({ title: 'Invalid CIDR' })],
    [{ cidr: '127.0.0.0/24' }, expect.objectContaining({ title: 'Invalid CIDR' })],
    [{ cidr: '169.254.1.0/24' }, expect.objectContaining({ title: 'Invalid CIDR' })],
    [{ cidr: '224.1.0.0/16' }, expect.objectContaining({ title: 'Invalid CIDR' })],
    [{ cidr: 'fd00::/32' }, expect.objectContaining({ title: 'Invalid CIDR' })],
    [
      { cidr: '' },
      {
        code: 'bad_request',
        title: 'Missing fields',
        message: 'Please fill all required fields and upload the LOA.',
      },
    ],
    [{ cidr: '198.18.40.0/24', rir: '' }, expect.objectContaining({ title: 'Missing fields' })],
    [{ cidr: '198.18.40.0/24', rir: 'iana' }, expect.objectContaining({ title: 'Invalid RIR' })],
    [{ cidr: '198.18.40.0/24', countryCode: 'DEU' }, invalidCountry],
    [{ cidr: '198.18.40.0/24', countryCode: 'XX' }, invalidCountry],
    [{ cidr: '198.18.40.0/24', countryCode: 'Netherlands' }, invalidCountry],
  ])('refuses %j with a clear message', async ([fields, expected], { app }) => {
    const { client } = await signInAs(app, { role: 'monetizer' });
    const response = await submitBlock(client, fields);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(expected);
    // The refused field is named (the last one each case sets), so the form shows the message beside it.
    expect(Object.keys(response.body).sort()).toEqual(['code', 'field', 'message', 'title']);
    expect(response.body.field).toBe(Object.keys(fields).at(-1));
  });

  test('takes the country as an ISO 3166-1 code: NE is Niger, nl is stored as NL, none is allowed', async ({
    db,
    seller: { client },
  }) => {
    const niger = await submitBlock(client, { cidr: '198.18.44.0/24', countryCode: 'NE' });
    expect(niger.status).toBe(201);
    expect(niger.body.block.countryCode).toBe('NE');
    const netherlands = await submitBlock(client, { cidr: '198.18.45.0/24', countryCode: ' nl ' });
    expect(netherlands.status).toBe(201);
    expect(netherlands.body.block.countryCode).toBe('NL');
    const none = await submitBlock(client, { cidr: '198.18.46.0/24', countryCode: '' });
    expect(none.status).toBe(201);
    expect(none.body.block.countryCode).toBeNull();
    const rows = await db.select().from(ipBlocks).where(eq(ipBlocks.id, netherlands.body.block.id));
    expect(rows[0]?.countryCode).toBe('NL');
    const refused = await submitBlock(client, { cidr: '198.18.47.0/24', countryCode: 'Netherlands' });
    expect(refused.status).toBe(400);
    expect(await db.select().from(ipBlocks).where(eq(ipBlocks.cidr, '198.18.47.0/24'))).toHaveLength(0);
  });

  test('requires the LOA file and accepts only a real PDF (checked by content)', async ({
    db,
    seller: { client },
  }) => {
    const missing = await submitBlock(client, { cidr: '198.18.41.0/24' }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.title).toBe('Missing fields');
    const renamed = await submitBlock(client, { cidr: '198.18.41.0/24' }, { content: SAMPLE_FILES.text });
    expect(renamed.status).toBe(415);
    expect(renamed.body).toEqual({
      code: 'unsupported_media_type',
      title: 'Upload Failed',
      message: 'Only PDF files are accepted.',
    });
    const image = await submitBlock(
      client,
      { cidr: '198.18.41.0/24' },
      { content: SAMPLE_FILES.png, filename: 'loa.pdf' },
    );
    expect(image.status).toBe(415);
    const tooLarge = await submitBlock(
      client,
      { cidr: '198.18.41.0/24' },
      { content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(6 * 1024 * 1024)]) },
    );
    expect(tooLarge.status).toBe(413);
    const json = await client.post('/api/ip-blocks', { cidr: '198.18.41.0/24', rir: 'ripe' });
    expect(json.status).toBe(400);
    expect(json.body.title).toBe('Missing fields');
    const rows = await db.select().from(ipBlocks).where(eq(ipBlocks.cidr, '198.18.41.0/24'));
    expect(rows).toHaveLength(0);
  });

  test('limits accepted submissions per account and hour', async ({ app, seller: { client } }) => {
    for (let index = 0; index < SUBMISSIONS_PER_HOUR; index += 1) {
      expect((await submitBlock(client, { cidr: `198.18.${100 + index}.0/24` })).status).toBe(201);
    }
    const limited = await submitBlock(client, { cidr: '198.18.150.0/24' });
    expect(limited.status).toBe(429);
    expect(limited.body.title).toBe('Too many attempts');
    app.clock.advance(61 * MINUTE);
    expect((await submitBlock(client, { cidr: '198.18.150.0/24' })).status).toBe(201);
  });

  test('refuses a visitor', async ({ app }) => {
    const response = await submitBlock(app.client(), { cidr: '198.18.42.0/24' });
    expect(response.status).toBe(401);
  });
});

describe('documentation ranges outside demo mode', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({ demoMode: false });
  });
  afterAll(async () => {
    await live.close();
  });

  test('refuses documentation space and accepts public space', async () => {
    const { client } = await signInAs(live, { role: 'monetizer' });
    const documentation = await submitBlock(client, { cidr: '192.0.2.0/24' });
    expect(documentation.status).toBe(400);
    expect(documentation.body.message).toContain('accepted only on demo servers');
    const publicSpace = await submitBlock(client, { cidr: '185.10.4.0/22' });
    expect(publicSpace.status).toBe(201);
    expect(publicSpace.body.block.subnetCount).toBe(4);
  });
});

describe('own blocks and LOA documents', () => {
  test('lists only the own blocks, newest first, and filters by status', async ({
    app,
    seller: { client },
  }) => {
    const other = await signInAs(app, { role: 'monetizer' });
    await submitBlock(other.client, { cidr: '198.18.60.0/24' });
    await submitBlock(client, { cidr: '198.18.61.0/24' });
    app.clock.advance(MINUTE);
    await submitBlock(client, { cidr: '198.18.62.0/24' });
    const list = await client.get('/api/ip-blocks');
    expect(list.status).toBe(200);
    expect(list.body.blocks.map((block: { cidr: string }) => block.cidr)).toEqual([
      '198.18.62.0/24',
      '198.18.61.0/24',
    ]);
    expect(list.body.blocks.map((block: { subnetCount: number }) => block.subnetCount)).toEqual([1, 1]);
    app.clock.advance(MINUTE);
    expect((await submitBlock(client, { cidr: '198.18.64.0/22' })).status).toBe(201);
    expect((await client.get('/api/ip-blocks')).body.blocks[0]).toMatchObject({ subnetCount: 4 });
    expect((await client.get('/api/ip-blocks?status=approved')).body.blocks).toEqual([]);
  });

  test("answers 404 for another user's block and its LOA; serves the LOA to the owner and admins", async ({
    app,
    seller: owner,
  }) => {
    const other = await signInAs(app, { role: 'monetizer' });
    const staff = await signInAs(app, { role: 'staff' });
    const admin = await signInAs(app, { role: 'admin' });
    const created = await submitBlock(owner.client, { cidr: '198.18.70.0/24' });
    const id = created.body.block.id;
    expect(created.body.block.loaUrl).toBe(`/api/ip-blocks/${id}/loa`);

    const foreign = await other.client.get(`/api/ip-blocks/${id}`);
    expect(foreign.status).toBe(404);
    expect((await owner.client.get('/api/ip-blocks/00000000-0000-4000-8000-000000000000')).body).toEqual(
      foreign.body,
    );
    expect((await other.client.get(`/api/ip-blocks/${id}/loa`)).status).toBe(404);
    expect((await staff.client.get(`/api/ip-blocks/${id}/loa`)).status).toBe(404);
    expect((await app.client().get(`/api/ip-blocks/${id}/loa`)).status).toBe(401);

    for (const client of [owner.client, admin.client]) {
      const file = await client.get(`/api/ip-blocks/${id}/loa`);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(String(file.body).startsWith('%PDF')).toBe(true);
    }
  });
});

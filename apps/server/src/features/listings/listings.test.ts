import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { ipBlocks, ipSubnets } from '../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextBlock = 0;
async function createBlock(userId: string, status: 'pending' | 'approved' = 'approved', prefix = 24) {
  const size = 2 ** (24 - prefix);
  const third = Math.ceil(nextBlock / size) * size;
  nextBlock = third + size;
  const cidr = `198.18.${third}.0/${prefix}`;
  const [block] = await t.db
    .insert(ipBlocks)
    .values({ userId, cidr, rir: 'ripe', loaFileKey: 'loa-documents/test.pdf', status })
    .returning();
  await t.db
    .insert(ipSubnets)
    .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
  return block!;
}

const ipListing = (ipBlockId: string, overrides: Record<string, unknown> = {}) => ({
  type: 'ip',
  title: 'Clean /24 in Frankfurt',
  location: 'Frankfurt, DE',
  description: 'RIPE space with a clean history.',
  price: '399.00',
  period: 'month',
  subnet: '/24',
  ipCount: '',
  specs: '',
  ipBlockId,
  ...overrides,
});

describe('creating a listing', () => {
  it('submits an IP listing backed by an approved block; it starts pending', async () => {
    const { user, client } = await signInAs(t, { role: 'monetizer' });
    const block = await createBlock(user.id);
    const response = await client.post('/api/listings', ipListing(block.id));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Listing submitted',
      message: 'Your listing has been submitted for review and will be live once approved.',
      listing: {
        type: 'ip',
        status: 'pending',
        priceCents: 39900,
        period: 'month',
        subnet: '/24',
        ipCount: 256,
        specs: null,
        ipBlockId: block.id,
      },
    });
    const own = await client.get('/api/listings');
    expect(own.body.listings).toHaveLength(1);
    // Pending listings are not public.
    const id = response.body.listing.id;
    expect((await t.client().get(`/api/marketplace/listings/${id}`)).status).toBe(404);
  });

  it('refuses a block that is not approved, and answers 404 for another user’s block', async () => {
    const { user, client } = await signInAs(t, { role: 'monetizer' });
    const other = await signInAs(t, { role: 'monetizer' });
    const pending = await createBlock(user.id, 'pending');
    const notApproved = await client.post('/api/listings', ipListing(pending.id));
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.title).toBe('IP block not approved');
    const foreign = await createBlock(other.user.id);
    expect((await client.post('/api/listings', ipListing(foreign.id))).status).toBe(404);
  });

  it('cannot offer more addresses than the block holds', async () => {
    const { user, client } = await signInAs(t, { role: 'monetizer' });
    const block = await createBlock(user.id, 'approved', 23);
    expect((await client.post('/api/listings', ipListing(block.id, { subnet: '/23' }))).status).toBe(201);
    for (const overrides of [
      { subnet: '/22' },
      { subnet: null, ipCount: 513 },
      { subnet: '/24', ipCount: 300 },
    ]) {
      const response = await client.post('/api/listings', ipListing(block.id, overrides));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'bad_request',
        title: 'Too many addresses',
        message: 'The listing offers more addresses than the chosen IP block holds.',
      });
    }
    const whole = await client.post('/api/listings', ipListing(block.id, { subnet: null, ipCount: null }));
    expect(whole.body.listing.ipCount).toBe(512);
  });

  it('stores a server listing without subnet, IP count or block', async () => {
    const { client } = await signInAs(t, { role: 'leaser' });
    const response = await client.post('/api/listings', {
      type: 'server',
      title: 'Dedicated server',
      location: 'Paris, FR',
      description: '8 cores, 64 GB',
      price: '149.5',
      period: 'quarter',
      subnet: '/24',
      ipCount: 256,
      specs: 'Xeon E-2388G, 64 GB ECC',
    });
    expect(response.status).toBe(201);
    expect(response.body.listing).toMatchObject({
      type: 'server',
      subnet: null,
      ipCount: null,
      ipBlockId: null,
      specs: 'Xeon E-2388G, 64 GB ECC',
      priceCents: 14950,
      period: 'quarter',
    });
  });

  it.each([
    [
      { title: '' },
      'Missing listing details',
      'Please fill in the type, title, location, description and price.',
    ],
    [
      { location: '   ' },
      'Missing listing details',
      'Please fill in the type, title, location, description and price.',
    ],
    [
      { description: undefined },
      'Missing listing details',
      'Please fill in the type, title, location, description and price.',
    ],
    [
      { type: 'vps' },
      'Missing listing details',
      'Please fill in the type, title, location, description and price.',
    ],
    [{ price: '' }, 'Invalid price', 'Please enter a price in dollars above 0, such as 49.99.'],
    [{ price: '12.345' }, 'Invalid price', 'Please enter a price in dollars above 0, such as 49.99.'],
    [{ subnet: '/16' }, 'Invalid subnet', 'Please choose a subnet size from /24 to /18.'],
    [{ ipCount: 'many' }, 'Invalid IP count', 'The IP count must be a whole number above 0.'],
    [{ ipCount: 0 }, 'Invalid IP count', 'The IP count must be a whole number above 0.'],
    [{ ipBlockId: '' }, 'IP block required', 'Please choose one of your approved IP blocks.'],
  ])('refuses %j with a clear message', async (overrides, title, message) => {
    const { user, client } = await signInAs(t, { role: 'monetizer' });
    const block = await createBlock(user.id);
    const response = await client.post('/api/listings', ipListing(block.id, overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'bad_request', title, message });
  });

  it('requires sign-in', async () => {
    const response = await t
      .client()
      .post('/api/listings', ipListing('00000000-0000-4000-8000-000000000000'));
    expect(response.status).toBe(401);
  });
});

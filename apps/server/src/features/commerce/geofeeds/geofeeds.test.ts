import { describe, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GEOFEED_MESSAGES, geofeedPath, validateGeofeed } from '@netlease/shared/geofeeds';
import { textProblemMessage } from '@netlease/shared/text';
import { listings, orderIpLeases } from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs, TEST_PASSWORD } from '../../../test/factories';
import type { ApiClient, ApiResponse } from '../../../test/api-client';
import { createIpListing, fundWallet, nextTestCidr } from '../../../test/checkout-factories';
import { processDueOrders } from '../orders/orders.jobs';

import { completeLeasePaperwork } from '../../../test/trust-fixtures';

/** The feed as a consumer reads it: UTF-8 text/csv, and every line valid RFC 8805. */
async function readFeed(app: TestApp, sellerId: string) {
  const response = await app.app.inject({ method: 'GET', url: geofeedPath(sellerId) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(response.rawPayload);
  const { entries, problems } = validateGeofeed(text);
  expect(problems).toEqual([]);
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return { text, lines, entries, etag: response.headers.etag as string };
}

/** A seller with a live /22 listed in /24 units (block country DE), and a funded buyer. */
async function sellerWithListing(app: TestApp) {
  const seller = await signInAs(app, { role: 'monetizer' });
  const buyer = await signInAs(app, { role: 'leaser' });
  await fundWallet(buyer.client, 50_000);
  const { listing } = await createIpListing(app, seller.user.id, { cidr: nextTestCidr(22), subnet: '/24' });
  return { seller, buyer, listing };
}

/** Leases one /24 of the listing through checkout; returns the order and its leased range. */
async function lease(app: TestApp, buyer: { client: ApiClient }, listingId: string) {
  const checkout = await buyer.client.post('/api/checkout', {
    itemType: 'ip',
    itemId: listingId,
    method: 'wallet',
  });
  expect(checkout.status).toBe(201);
  const orderId: string = checkout.body.orderId;
  const [range] = await app.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, orderId));
  return { orderId, leaseId: range!.id, cidr: range!.cidr };
}

const place = (client: ApiClient, orderId: string, leaseId: string, body: Record<string, unknown>) =>
  client.put(`/api/orders/${orderId}/geolocation/${leaseId}`, body);

function expectRefusal(
  response: ApiResponse,
  status: number,
  message: { title: string; description: string },
) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ title: message.title, message: message.description });
}

describe('a seller geofeed', () => {
  test('is valid RFC 8805 and lists each live listing with its block country', async ({ app }) => {
    const { seller, listing } = await sellerWithListing(app);
    const feed = await readFeed(app, seller.user.id);
    expect(feed.lines).toEqual([`${listing.cidr},DE,,,`]);
    expect(feed.text.startsWith('# ')).toBe(true);
  });

  test('leaves out listings that are not live and is empty (comments only) for a new seller', async ({
    app,
    seller,
  }) => {
    await createIpListing(app, seller.user.id, { cidr: nextTestCidr(24), status: 'pending' });
    const feed = await readFeed(app, seller.user.id);
    expect(feed.lines).toEqual([]);
  });

  test('answers 404 for an unknown seller, a malformed id and a user who sells nothing', async ({
    app,
    leaser,
  }) => {
    for (const id of [randomUUID(), 'not-a-uuid', leaser.user.id]) {
      const response = await app.client().get(geofeedPath(id));
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ title: 'Geofeed not found' });
    }
  });

  test('is cacheable: a matching If-None-Match answers 304, and the tag changes with the feed', async ({
    app,
  }) => {
    const { seller, buyer, listing } = await sellerWithListing(app);
    const before = await readFeed(app, seller.user.id);
    const again = await app.client().get(geofeedPath(seller.user.id), {
      headers: { 'if-none-match': before.etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // A cache that weakened the tag (a proxy that compressed the feed) still gets its 304.
    const weak = await app.client().get(geofeedPath(seller.user.id), {
      headers: { 'if-none-match': `W/${before.etag}` },
    });
    expect(weak.status).toBe(304);
    await lease(app, buyer, listing.id);
    const after = await readFeed(app, seller.user.id);
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('the feed follows leases', () => {
  test('adds a leased range when a lease starts, with the leaser geolocation once set', async ({ app }) => {
    const { seller, buyer, listing } = await sellerWithListing(app);
    const { orderId, leaseId, cidr } = await lease(app, buyer, listing.id);

    // The lease starts: a more specific line with the block's country until the leaser says more.
    expect((await readFeed(app, seller.user.id)).lines).toEqual([`${listing.cidr},DE,,,`, `${cidr},DE,,,`]);

    const saved = await place(buyer.client, orderId, leaseId, {
      countryCode: 'nl',
      region: 'nl-nh',
      city: 'Amsterdam',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: GEOFEED_MESSAGES.saved.title,
      geolocation: {
        canEdit: true,
        ranges: [
          {
            leaseId,
            cidr,
            defaultCountryCode: 'DE',
            geolocation: { countryCode: 'NL', region: 'NL-NH', city: 'Amsterdam' },
          },
        ],
      },
    });
    expect((await readFeed(app, seller.user.id)).lines).toEqual([
      `${listing.cidr},DE,,,`,
      `${cidr},NL,NL-NH,Amsterdam,`,
    ]);

    // A city in any script stays UTF-8; region and city are optional.
    await place(buyer.client, orderId, leaseId, { countryCode: 'BR', region: '', city: 'São Paulo' });
    expect((await readFeed(app, seller.user.id)).lines).toContain(`${cidr},BR,,São Paulo,`);

    // Removing it brings back the listing's country.
    const cleared = await buyer.client.delete(`/api/orders/${orderId}/geolocation/${leaseId}`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ title: GEOFEED_MESSAGES.cleared.title });
    expect((await readFeed(app, seller.user.id)).lines).toContain(`${cidr},DE,,,`);
  });

  test('drops the leased range when the order is cancelled', async ({ app }) => {
    const { seller, buyer, listing } = await sellerWithListing(app);
    const { orderId, leaseId, cidr } = await lease(app, buyer, listing.id);
    await place(buyer.client, orderId, leaseId, { countryCode: 'FR', city: 'Paris' });
    expect((await readFeed(app, seller.user.id)).lines).toContain(`${cidr},FR,,Paris,`);

    expect(
      (await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: 'No longer needed' })).status,
    ).toBe(200);
    expect((await readFeed(app, seller.user.id)).lines).toEqual([`${listing.cidr},DE,,,`]);
    // The lease is over: nothing is left to place.
    expect((await place(buyer.client, orderId, leaseId, { countryCode: 'FR' })).status).toBe(404);
  });

  test('drops the leaser geolocation when the term ends, and refuses a change afterwards', async ({
    app,
  }) => {
    const { seller, buyer, listing } = await sellerWithListing(app);
    const { orderId, leaseId, cidr } = await lease(app, buyer, listing.id);
    await completeLeasePaperwork(app, { buyer, seller, orderId });
    for (const status of ['provisioning', 'active'])
      expect((await seller.client.post(`/api/orders/${orderId}/status`, { status })).status).toBe(200);
    await place(buyer.client, orderId, leaseId, { countryCode: 'US', region: 'US-CA', city: 'San Jose' });
    expect((await readFeed(app, seller.user.id)).lines).toContain(`${cidr},US,US-CA,San Jose,`);

    app.clock.advance(32 * DAY);
    await processDueOrders(app.ctx);
    const feed = await readFeed(app, seller.user.id);
    expect(feed.text).not.toContain('San Jose');
    expect(feed.lines).toEqual([`${listing.cidr},DE,,,`]);

    // The session has expired meanwhile: sign in again.
    const client = app.client();
    await client.post('/api/auth/login', { email: buyer.user.email, password: TEST_PASSWORD });
    const view = await client.get(`/api/orders/${orderId}/geolocation`);
    expect(view.status).toBe(200);
    expect(view.body.geolocation.canEdit).toBe(false);
    expectRefusal(
      await place(client, orderId, leaseId, { countryCode: 'US' }),
      409,
      GEOFEED_MESSAGES.leaseNotInForce,
    );
  });

  test('keeps a lease of a listing that is no longer live, and one line for a lease of a whole listed range', async ({
    app,
    db,
    seller,
    leaser: buyer,
  }) => {
    await fundWallet(buyer.client, 50_000);
    const whole = await createIpListing(app, seller.user.id, { cidr: nextTestCidr(24), subnet: null });
    const { orderId, leaseId, cidr } = await lease(app, buyer, whole.listing.id);
    expect(cidr).toBe(whole.listing.cidr);
    await place(buyer.client, orderId, leaseId, { countryCode: 'GB', region: 'GB-LND', city: 'London' });
    expect((await readFeed(app, seller.user.id)).lines).toEqual([`${cidr},GB,GB-LND,London,`]);

    await db.update(listings).set({ status: 'paused' }).where(eq(listings.id, whole.listing.id));
    expect((await readFeed(app, seller.user.id)).lines).toEqual([`${cidr},GB,GB-LND,London,`]);
  });
});

describe('setting the geolocation of a leased range', () => {
  test('says what is wrong with each field, beside the field', async ({ app }) => {
    const { buyer, listing } = await sellerWithListing(app);
    const { orderId, leaseId } = await lease(app, buyer, listing.id);
    const cases: Array<[Record<string, unknown>, { title: string; description: string }, string]> = [
      [{}, GEOFEED_MESSAGES.countryRequired, 'countryCode'],
      [{ countryCode: '  ' }, GEOFEED_MESSAGES.countryRequired, 'countryCode'],
      [{ countryCode: 'XX' }, GEOFEED_MESSAGES.invalidCountry, 'countryCode'],
      [{ countryCode: 'US', region: 'California' }, GEOFEED_MESSAGES.invalidRegion, 'region'],
      [{ countryCode: 'NL', region: 'US-CA' }, GEOFEED_MESSAGES.regionOfOtherCountry, 'region'],
      [{ countryCode: 'NL', city: 'A'.repeat(101) }, GEOFEED_MESSAGES.cityTooLong, 'city'],
      [{ countryCode: 'NL', city: 'Amsterdam, Noord' }, GEOFEED_MESSAGES.cityCharacters, 'city'],
      [{ countryCode: 'NL', city: 'Amster\ndam' }, GEOFEED_MESSAGES.cityCharacters, 'city'],
      [{ countryCode: 'NL', city: 'The "Dam"' }, GEOFEED_MESSAGES.cityCharacters, 'city'],
      [{ countryCode: 'NL', city: '=HYPERLINK(1)' }, GEOFEED_MESSAGES.cityFormula, 'city'],
      // docs/PRODUCT.md "Text fields": one line for every reader, and reading as what it is.
      [{ countryCode: 'NL', city: 'Amster\u2029dam' }, textProblemMessage('city', 'lineBreak'), 'city'],
      [{ countryCode: 'NL', city: 'Amster\u2028dam' }, textProblemMessage('city', 'lineBreak'), 'city'],
      [{ countryCode: 'NL', city: 'Den\u202EHaag' }, textProblemMessage('city', 'direction'), 'city'],
      [{ countryCode: 'NL', city: 'Utrecht\uD800' }, textProblemMessage('city', 'broken'), 'city'],
    ];
    for (const [body, message, field] of cases) {
      const response = await place(buyer.client, orderId, leaseId, body);
      expectRefusal(response, 400, message);
      expect(response.body.field).toBe(field);
    }
    // A hundred characters, counted as characters: accepted.
    expect(
      (await place(buyer.client, orderId, leaseId, { countryCode: 'NL', city: 'é'.repeat(100) })).status,
    ).toBe(200);
  });

  test('is the leaser alone: visitors sign in, the seller and other users hear nothing exists', async ({
    app,
  }) => {
    const { seller, buyer, listing } = await sellerWithListing(app);
    const { orderId, leaseId } = await lease(app, buyer, listing.id);
    const other = await signInAs(app, { role: 'leaser' });
    const body = { countryCode: 'NL' };

    expect((await app.client().get(`/api/orders/${orderId}/geolocation`)).status).toBe(401);
    expect((await app.client().put(`/api/orders/${orderId}/geolocation/${leaseId}`, body)).status).toBe(401);
    for (const stranger of [seller, other]) {
      expect((await stranger.client.get(`/api/orders/${orderId}/geolocation`)).status).toBe(404);
      expect((await place(stranger.client, orderId, leaseId, body)).status).toBe(404);
      expect((await stranger.client.delete(`/api/orders/${orderId}/geolocation/${leaseId}`)).status).toBe(
        404,
      );
    }
    // A range of another order, named under the leaser's own order, is not theirs to place.
    const second = await sellerWithListing(app);
    const foreign = await lease(app, second.buyer, second.listing.id);
    expect((await place(buyer.client, orderId, foreign.leaseId, body)).status).toBe(404);

    const mine = await buyer.client.get(`/api/orders/${orderId}/geolocation`);
    expect(mine.status).toBe(200);
    expect(mine.body.geolocation.ranges).toHaveLength(1);
    expect(mine.body.geolocation.ranges[0].geolocation).toBeNull();
  });

  test('refuses a city with a paragraph separator, and the feed stays one line per prefix', async ({
    app,
  }) => {
    const { seller, buyer, listing } = await sellerWithListing(app);
    const { orderId, leaseId, cidr } = await lease(app, buyer, listing.id);
    expect(
      (await place(buyer.client, orderId, leaseId, { countryCode: 'NL', city: 'Amsterdam' })).status,
    ).toBe(200);
    const refused = await place(buyer.client, orderId, leaseId, {
      countryCode: 'NL',
      city: 'Amster\u2029dam',
    });
    expectRefusal(refused, 400, textProblemMessage('city', 'lineBreak'));
    expect(refused.body.field).toBe('city');

    const { text } = await readFeed(app, seller.user.id);
    // What a strict reader (Python's str.splitlines, for one) takes for the end of a line.
    const strictLines = text
      // eslint-disable-next-line no-control-regex
      .split(/\r\n|[\n\r\u000B\u000C\u001C-\u001E\u0085\u2028\u2029]/)
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(strictLines).toEqual([`${listing.cidr},DE,,,`, `${cidr},NL,,Amsterdam,`]);
  });

  test('cannot store a value that would break a feed line, whatever writes it', async ({ app, db }) => {
    const { buyer, listing } = await sellerWithListing(app);
    const { leaseId } = await lease(app, buyer, listing.id);
    for (const [country, region, city] of [
      ['NL', null, 'a,b'],
      ['NL', null, 'Amster\u2029dam'],
      ['NL', null, 'Amster\u0085dam'],
      ['NL', null, 'Den\u202EHaag'],
      ['NL', 'US-CA', null],
      ['nl', null, null],
    ]) {
      await expect(
        db.execute(sql`INSERT INTO lease_geolocations (order_ip_lease_id, country_code, region, city, updated_by)
          VALUES (${leaseId}, ${country}, ${region}, ${city}, ${buyer.user.id})`),
      ).rejects.toThrow();
    }
  });
});

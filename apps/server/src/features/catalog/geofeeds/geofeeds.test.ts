import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GEOFEED_MESSAGES, geofeedPath, validateGeofeed } from '@netlease/shared/geofeeds';
import { textProblemMessage } from '@netlease/shared/text';
import { listings, orderIpLeases } from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs, TEST_PASSWORD } from '../../../test/factories';
import type { ApiClient, ApiResponse } from '../../../test/api-client';
import { createIpListing, fundWallet, nextTestCidr } from '../../../test/checkout-factories';
import { processDueOrders } from '../../commerce/orders/orders.jobs';

import { completeLeasePaperwork } from '../../../test/trust-fixtures';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The feed as a consumer reads it: UTF-8 text/csv, and every line valid RFC 8805. */
async function readFeed(sellerId: string) {
  const response = await t.app.inject({ method: 'GET', url: geofeedPath(sellerId) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(response.rawPayload);
  const { entries, problems } = validateGeofeed(text);
  expect(problems).toEqual([]);
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return { text, lines, entries, etag: response.headers.etag as string };
}

/** A seller with a live /22 listed in /24 units (block country DE), and a funded buyer. */
async function sellerWithListing() {
  const seller = await signInAs(t, { role: 'monetizer' });
  const buyer = await signInAs(t, { role: 'leaser' });
  await fundWallet(buyer.client, 50_000);
  const { listing } = await createIpListing(t, seller.user.id, { cidr: nextTestCidr(22), subnet: '/24' });
  return { seller, buyer, listing };
}

/** Leases one /24 of the listing through checkout; returns the order and its leased range. */
async function lease(buyer: { client: ApiClient }, listingId: string) {
  const checkout = await buyer.client.post('/api/checkout', {
    itemType: 'ip',
    itemId: listingId,
    method: 'wallet',
  });
  expect(checkout.status).toBe(201);
  const orderId: string = checkout.body.orderId;
  const [range] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, orderId));
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
  it('is valid RFC 8805 and lists each live listing with its block country', async () => {
    const { seller, listing } = await sellerWithListing();
    const feed = await readFeed(seller.user.id);
    expect(feed.lines).toEqual([`${listing.cidr},DE,,,`]);
    expect(feed.text.startsWith('# ')).toBe(true);
  });

  it('leaves out listings that are not live and is empty (comments only) for a new seller', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    await createIpListing(t, seller.user.id, { cidr: nextTestCidr(24), status: 'pending' });
    const feed = await readFeed(seller.user.id);
    expect(feed.lines).toEqual([]);
  });

  it('answers 404 for an unknown seller, a malformed id and a user who sells nothing', async () => {
    const leaser = await signInAs(t, { role: 'leaser' });
    for (const id of [randomUUID(), 'not-a-uuid', leaser.user.id]) {
      const response = await t.client().get(geofeedPath(id));
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ title: 'Geofeed not found' });
    }
  });

  it('is cacheable: a matching If-None-Match answers 304, and the tag changes with the feed', async () => {
    const { seller, buyer, listing } = await sellerWithListing();
    const before = await readFeed(seller.user.id);
    const again = await t.client().get(geofeedPath(seller.user.id), {
      headers: { 'if-none-match': before.etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // A cache that weakened the tag (a proxy that compressed the feed) still gets its 304.
    const weak = await t.client().get(geofeedPath(seller.user.id), {
      headers: { 'if-none-match': `W/${before.etag}` },
    });
    expect(weak.status).toBe(304);
    await lease(buyer, listing.id);
    const after = await readFeed(seller.user.id);
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('the feed follows leases', () => {
  it('adds a leased range when a lease starts, with the leaser geolocation once set', async () => {
    const { seller, buyer, listing } = await sellerWithListing();
    const { orderId, leaseId, cidr } = await lease(buyer, listing.id);

    // The lease starts: a more specific line with the block's country until the leaser says more.
    expect((await readFeed(seller.user.id)).lines).toEqual([`${listing.cidr},DE,,,`, `${cidr},DE,,,`]);

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
    expect((await readFeed(seller.user.id)).lines).toEqual([
      `${listing.cidr},DE,,,`,
      `${cidr},NL,NL-NH,Amsterdam,`,
    ]);

    // A city in any script stays UTF-8; region and city are optional.
    await place(buyer.client, orderId, leaseId, { countryCode: 'BR', region: '', city: 'São Paulo' });
    expect((await readFeed(seller.user.id)).lines).toContain(`${cidr},BR,,São Paulo,`);

    // Removing it brings back the listing's country.
    const cleared = await buyer.client.delete(`/api/orders/${orderId}/geolocation/${leaseId}`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ title: GEOFEED_MESSAGES.cleared.title });
    expect((await readFeed(seller.user.id)).lines).toContain(`${cidr},DE,,,`);
  });

  it('drops the leased range when the order is cancelled', async () => {
    const { seller, buyer, listing } = await sellerWithListing();
    const { orderId, leaseId, cidr } = await lease(buyer, listing.id);
    await place(buyer.client, orderId, leaseId, { countryCode: 'FR', city: 'Paris' });
    expect((await readFeed(seller.user.id)).lines).toContain(`${cidr},FR,,Paris,`);

    expect(
      (await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: 'No longer needed' })).status,
    ).toBe(200);
    expect((await readFeed(seller.user.id)).lines).toEqual([`${listing.cidr},DE,,,`]);
    // The lease is over: nothing is left to place.
    expect((await place(buyer.client, orderId, leaseId, { countryCode: 'FR' })).status).toBe(404);
  });

  it('drops the leaser geolocation when the term ends, and refuses a change afterwards', async () => {
    const { seller, buyer, listing } = await sellerWithListing();
    const { orderId, leaseId, cidr } = await lease(buyer, listing.id);
    await completeLeasePaperwork(t, { buyer, seller, orderId });
    for (const status of ['provisioning', 'active'])
      expect((await seller.client.post(`/api/orders/${orderId}/status`, { status })).status).toBe(200);
    await place(buyer.client, orderId, leaseId, { countryCode: 'US', region: 'US-CA', city: 'San Jose' });
    expect((await readFeed(seller.user.id)).lines).toContain(`${cidr},US,US-CA,San Jose,`);

    t.clock.advance(32 * DAY);
    await processDueOrders(t.ctx);
    const feed = await readFeed(seller.user.id);
    expect(feed.text).not.toContain('San Jose');
    expect(feed.lines).toEqual([`${listing.cidr},DE,,,`]);

    // The session has expired meanwhile: sign in again.
    const client = t.client();
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

  it('keeps a lease of a listing that is no longer live, and one line for a lease of a whole listed range', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t, { role: 'leaser' });
    await fundWallet(buyer.client, 50_000);
    const whole = await createIpListing(t, seller.user.id, { cidr: nextTestCidr(24), subnet: null });
    const { orderId, leaseId, cidr } = await lease(buyer, whole.listing.id);
    expect(cidr).toBe(whole.listing.cidr);
    await place(buyer.client, orderId, leaseId, { countryCode: 'GB', region: 'GB-LND', city: 'London' });
    expect((await readFeed(seller.user.id)).lines).toEqual([`${cidr},GB,GB-LND,London,`]);

    await t.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, whole.listing.id));
    expect((await readFeed(seller.user.id)).lines).toEqual([`${cidr},GB,GB-LND,London,`]);
  });
});

describe('setting the geolocation of a leased range', () => {
  it('says what is wrong with each field, beside the field', async () => {
    const { buyer, listing } = await sellerWithListing();
    const { orderId, leaseId } = await lease(buyer, listing.id);
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

  it('is the leaser alone: visitors sign in, the seller and other users hear nothing exists', async () => {
    const { seller, buyer, listing } = await sellerWithListing();
    const { orderId, leaseId } = await lease(buyer, listing.id);
    const other = await signInAs(t, { role: 'leaser' });
    const body = { countryCode: 'NL' };

    expect((await t.client().get(`/api/orders/${orderId}/geolocation`)).status).toBe(401);
    expect((await t.client().put(`/api/orders/${orderId}/geolocation/${leaseId}`, body)).status).toBe(401);
    for (const stranger of [seller, other]) {
      expect((await stranger.client.get(`/api/orders/${orderId}/geolocation`)).status).toBe(404);
      expect((await place(stranger.client, orderId, leaseId, body)).status).toBe(404);
      expect((await stranger.client.delete(`/api/orders/${orderId}/geolocation/${leaseId}`)).status).toBe(
        404,
      );
    }
    // A range of another order, named under the leaser's own order, is not theirs to place.
    const second = await sellerWithListing();
    const foreign = await lease(second.buyer, second.listing.id);
    expect((await place(buyer.client, orderId, foreign.leaseId, body)).status).toBe(404);

    const mine = await buyer.client.get(`/api/orders/${orderId}/geolocation`);
    expect(mine.status).toBe(200);
    expect(mine.body.geolocation.ranges).toHaveLength(1);
    expect(mine.body.geolocation.ranges[0].geolocation).toBeNull();
  });

  it('refuses a city with a paragraph separator, and the feed stays one line per prefix', async () => {
    const { seller, buyer, listing } = await sellerWithListing();
    const { orderId, leaseId, cidr } = await lease(buyer, listing.id);
    expect(
      (await place(buyer.client, orderId, leaseId, { countryCode: 'NL', city: 'Amsterdam' })).status,
    ).toBe(200);
    const refused = await place(buyer.client, orderId, leaseId, {
      countryCode: 'NL',
      city: 'Amster\u2029dam',
    });
    expectRefusal(refused, 400, textProblemMessage('city', 'lineBreak'));
    expect(refused.body.field).toBe('city');

    const { text } = await readFeed(seller.user.id);
    // What a strict reader (Python's str.splitlines, for one) takes for the end of a line.
    const strictLines = text
      // eslint-disable-next-line no-control-regex
      .split(/\r\n|[\n\r\u000B\u000C\u001C-\u001E\u0085\u2028\u2029]/)
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(strictLines).toEqual([`${listing.cidr},DE,,,`, `${cidr},NL,,Amsterdam,`]);
  });

  it('cannot store a value that would break a feed line, whatever writes it', async () => {
    const { buyer, listing } = await sellerWithListing();
    const { leaseId } = await lease(buyer, listing.id);
    for (const [country, region, city] of [
      ['NL', null, 'a,b'],
      ['NL', null, 'Amster\u2029dam'],
      ['NL', null, 'Amster\u0085dam'],
      ['NL', null, 'Den\u202EHaag'],
      ['NL', 'US-CA', null],
      ['nl', null, null],
    ]) {
      await expect(
        t.db
          .execute(sql`INSERT INTO lease_geolocations (order_ip_lease_id, country_code, region, city, updated_by)
          VALUES (${leaseId}, ${country}, ${region}, ${city}, ${buyer.user.id})`),
      ).rejects.toThrow();
    }
  });
});

import { expect } from '@playwright/test';
import {
  DEMO,
  PHONE,
  serverNow,
  signedInApi,
  submitApprovedBlock,
  test,
  type SignedInApi,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
} from './fixtures';

/**
 * docs/PRODUCT.md "Provider page", at a desktop and a phone width: a visitor reaches the provider's
 * public page from the provider card of an IP listing, of a server package and from an auction, and
 * sees who they are, their rating and reviews and their live offers; an unknown provider reads
 * 'Provider not found'.
 */

const DESKTOP = { width: 1440, height: 900 };

interface Profile {
  id: string;
  name: string;
  averageRating: number;
  ratingCount: number;
  recentReviews: Array<{ comment: string | null; raterName: string }>;
}

async function post(api: SignedInApi, path: string, data: unknown = {}) {
  const response = await api.context.post(path, { data, headers: { 'x-csrf-token': api.token } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return response.json();
}

/**
 * A live auction of the demo monetizer on a block of its own, through the API (block approved, auction
 * created and approved), so the test never depends on another spec leaving the demo's auction open.
 */
async function liveAuction(baseURL: string, cidr: string) {
  const monetizer = await signedInApi(baseURL, DEMO.monetizer);
  const admin = await signedInApi(baseURL, DEMO.admin);
  const blockId = await submitApprovedBlock(monetizer, admin, cidr);
  const now = await serverNow(monetizer.context);
  const created = (await post(monetizer, '/api/auctions', {
    ipBlockId: blockId,
    reservePrice: '100',
    startTime: now.toISOString(),
    endTime: new Date(now.getTime() + 86_400_000).toISOString(),
  })) as { auctionId: string };
  await post(admin, `/api/admin/auctions/${created.auctionId}/approve`);
  await monetizer.context.dispose();
  await admin.context.dispose();
  return created.auctionId;
}

for (const { name, viewport, isPhone, block } of [
  { name: 'desktop', viewport: DESKTOP, isPhone: false, block: '2001:db8:e7a0::/44' },
  { name: 'phone', viewport: PHONE, isPhone: true, block: '2001:db8:e7b0::/44' },
] as const) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a visitor opens the provider page from a listing, a server package and an auction', async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow();
      const auctionId = await liveAuction(baseURL!, block);
      const market = (await (await request.get('/api/marketplace?type=ip')).json()) as {
        items: Array<{ id: string; title: string }>;
      };
      const listing = market.items[0]!;

      // From an IP listing's provider card.
      await page.goto(`/listing/${listing.id}`);
      const card = page.getByText('Provider', { exact: true }).locator('..');
      const providerLink = card.getByRole('link');
      const providerName = (await providerLink.textContent())!;
      await providerLink.click();
      await expect(page).toHaveURL(/\/providers\/[0-9a-f-]{36}$/);
      const providerId = page.url().split('/').at(-1)!;
      const profile = (await (await request.get(`/api/users/${providerId}/public`)).json()) as Profile;
      expect(profile.name).toBe(providerName);

      await expect(page.getByRole('heading', { level: 1, name: providerName })).toBeVisible();
      await expect(page.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
      await expect(page.getByText(profile.averageRating.toFixed(1), { exact: true }).first()).toBeVisible();
      const reviews = page.getByRole('region', { name: 'Recent reviews' });
      if (profile.recentReviews.length === 0) {
        await expect(reviews).toContainText('No reviews yet.');
      } else {
        await expect(reviews.getByRole('listitem')).toHaveCount(profile.recentReviews.length);
      }
      // The listing it came from is among the live offers, as the marketplace shows it.
      const offers = page.getByRole('region', { name: 'Live offers' });
      await expect(offers.getByRole('list', { name: 'Listings and servers' })).toContainText(listing.title);
      // Nothing private: no email anywhere on the page.
      await expect(page.locator('main')).not.toContainText('@netlease.demo');
      if (isPhone) await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // From a server package's provider card.
      const servers = (await (await request.get('/api/marketplace?type=server')).json()) as {
        items: Array<{ id: string; title: string }>;
      };
      const server = servers.items[0]!;
      await page.goto(`/listing/${server.id}?type=server`);
      await page.getByText('Provider', { exact: true }).locator('..').getByRole('link').click();
      await expect(page).toHaveURL(/\/providers\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('region', { name: 'Live offers' })).toContainText(server.title);

      // From an auction's seller.
      const auction = (await (await request.get(`/api/auctions/${auctionId}`)).json()) as {
        auction: { cidr: string; sellerId: string; sellerName: string };
      };
      await page.goto(`/auction/${auctionId}`);
      await page.getByRole('link', { name: auction.auction.sellerName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/providers/${auction.auction.sellerId}$`));
      await expect(page.getByRole('region', { name: 'Live auctions' })).toContainText(auction.auction.cidr);
      if (isPhone) await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // An unknown provider.
      await page.goto('/providers/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: 'Provider not found' })).toBeVisible();
      await expect(page.getByText('This provider does not exist or is not active.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

import { expect } from '@playwright/test';
import {
  DEMO,
  PHONE,
  PNG,
  depositByCard,
  registerVerifiedUser,
  saveBillingDetails,
  signInAtDashboard,
  signedInApi,
  test,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  apiSignIn,
  signInAs,
} from './fixtures';

/*
 * Screens people read: the audit log as a ledger, auction bidders by number, and a verified leaser's
 * way to selling (docs/PRODUCT.md "Audit log", "Bidding", "Becoming a seller"), at a desktop's and a
 * phone's width, each with axe.
 */

const PASSWORD = 'ledger-bidders-2026';
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: PHONE },
] as const;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

for (const width of WIDTHS) {
  test.describe(`at ${width.name} width`, () => {
    test.use({ viewport: width.viewport });

    test('the audit log reads as a ledger: names, actions in words, dollars, ids on hover', async ({
      page,
      browser,
    }) => {
      // The leaser deposits $12.34: the ledger names the deposit, its amount and who made it.
      const leaserContext = await browser.newContext();
      const leaser = await leaserContext.newPage();
      await apiSignIn(leaser.request, DEMO.leaser);
      await depositByCard(leaser, 1_234);
      await leaserContext.close();

      await signInAs(page, 'admin');
      await page.goto('/admin');
      // Acronyms keep their capitals.
      await expect(page.getByRole('tab', { name: 'ASNs', exact: true })).toHaveText('ASNs');
      await expect(page.getByRole('tab', { name: 'LOAs', exact: true })).toHaveText('LOAs');
      await page.getByRole('tab', { name: 'LOAs', exact: true }).click();
      await page.getByLabel('Search LOAs').fill('no-such-letter-anywhere');
      await expect(page.getByText('No data available.', { exact: true })).toBeVisible();

      await page.getByRole('tab', { name: 'audit' }).click();
      const audit = page.getByRole('region', { name: 'Audit log' });
      await audit.getByLabel('Action').selectOption('deposit.completed');
      await expect(audit.getByLabel('Action').locator('option:checked')).toHaveText('Deposit completed');
      // On a phone the entries are cards; on a desktop, table rows.
      const entries =
        width.name === 'phone'
          ? audit.getByRole('list', { name: 'Audit entries' }).getByRole('listitem')
          : audit.getByRole('row').filter({ has: page.getByTestId('audit-target') });
      const entry = entries.filter({ hasText: 'Deposit of $12.34' }).first();
      await expect(entry).toBeVisible();
      await expect(entry.getByTestId('audit-action')).toHaveText('Deposit completed');
      await expect(entry.getByTestId('audit-actor')).toHaveText('Leo Leaser');
      await expect(entry.getByTestId('audit-actor')).toHaveAttribute('title', /leaser@netlease\.demo · id /);
      await expect(entry.getByTestId('audit-target')).toHaveText(
        /^Deposit of \$12\.34 by Leo Leaser \(leaser@netlease\.demo\)$/,
      );
      await expect(entry.getByTestId('audit-target')).toHaveAttribute('title', UUID);
      // No raw uuid, cents or action code is what a person reads.
      const text = await audit.innerText();
      expect(text).not.toMatch(UUID);
      expect(text).not.toContain('deposit.completed');
      if (width.name === 'phone') {
        await expect(audit.getByRole('table')).toBeHidden();
        await expectNoSidewaysScroll(page);
      }
      await expectNoAxeViolations(page);
    });

    test('auction bidders are numbered for a visitor and "You" for the bidder, live', async ({
      page,
      browser,
      request,
    }) => {
      const auctions = (await (await request.get('/api/auctions?search=203.0.113.0')).json()) as {
        auctions: Array<{ id: string }>;
      };
      const auctionId = auctions.auctions[0]!.id;
      // The visitor's page.
      await page.goto(`/auction/${auctionId}`);
      const history = page.getByTestId('bid-history');
      await expect(history).toContainText('Bidder 1');
      await expect(history).not.toContainText('Leo Leaser');
      await expect(history).not.toContainText('Sam Staff');
      await expect(history).not.toContainText('You');
      // The end names its time zone; the bid form says what a bid buys.
      await expect(page.getByTestId('end-time')).toHaveText(/^Ends \w{3} \d+, \d{4}, \d\d:\d\d [AP]M \S+$/);
      await expect(page.getByTestId('lease-term-note')).toHaveText('Bids are the price of the whole term');
      await expect(
        page.getByText(
          /A bid is the total price for the whole term: one year of 203\.0\.113\.0\/24, paid once/,
        ),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // A new bidder, in their own browser, bids; the visitor sees a new number arrive, they see 'You'.
      const email = await registerVerifiedUser(request, {
        name: `Quiet Bidder ${width.name}`,
        password: PASSWORD,
      });
      const bidderContext = await browser.newContext({ viewport: width.viewport });
      const bidder = await bidderContext.newPage();
      await signInAtDashboard(bidder, email);
      await depositByCard(bidder, 1_000_000);
      await saveBillingDetails(bidder, `Quiet Bidder ${width.name}`);
      await bidder.goto(`/auction/${auctionId}`);
      const detail = (await (await bidder.request.get(`/api/auctions/${auctionId}`)).json()) as {
        auction: { minimumNextBid: number };
        bids: Array<{ bidderNumber: number }>;
      };
      const ownNumber = Math.max(0, ...detail.bids.map((bid) => bid.bidderNumber)) + 1;
      await bidder.getByLabel('Your bid ($)').fill((detail.auction.minimumNextBid / 100).toFixed(2));
      await bidder.getByRole('button', { name: 'Place Bid' }).click();
      await expect(bidder.getByText('Bid Placed!', { exact: true })).toBeVisible();
      const ownTop = bidder.getByTestId('bid-history').getByRole('listitem').first();
      await expect(ownTop).toContainText('You');
      await expect(ownTop).toContainText('Highest');
      const visitorTop = history.getByRole('listitem').first();
      await expect(visitorTop).toContainText(`Bidder ${ownNumber}`);
      await expect(history).not.toContainText(`Quiet Bidder`);
      await expectNoAxeViolations(bidder);
      if (width.name === 'phone') await expectNoSidewaysScroll(bidder);
      await bidderContext.close();
    });

    test('a verified leaser is shown the way to become a seller, not sent back to KYC', async ({
      page,
      request,
      baseURL,
    }) => {
      const email = await registerVerifiedUser(request, {
        name: `Vera Verified ${width.name}`,
        password: PASSWORD,
      });
      // Her identity is verified (the KYC journey itself is covered by support-kyc.spec).
      const vera = await signedInApi(baseURL!, email);
      const submitted = await vera.context.post('/api/kyc', {
        headers: { 'x-csrf-token': vera.token },
        multipart: { idProof: { name: 'passport.png', mimeType: 'image/png', buffer: PNG }, country: 'NL' },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      await vera.context.dispose();
      const staff = await signedInApi(baseURL!, DEMO.staff);
      const queue = (await (await staff.context.get('/api/staff/kyc')).json()) as {
        requests: Array<{ id: string; email: string }>;
      };
      const kyc = queue.requests.find((row) => row.email === email);
      expect(kyc).toBeTruthy();
      const reviewed = await staff.context.post(`/api/staff/kyc/${kyc!.id}/review`, {
        data: { action: 'approve' },
        headers: { 'x-csrf-token': staff.token },
      });
      expect(reviewed.ok()).toBeTruthy();
      await staff.context.dispose();

      await signInAtDashboard(page, email);
      await page.goto('/my-ip-blocks');
      const note = page.getByTestId('seller-next-step');
      await expect(note).toContainText('Your identity is verified. Ask to become a seller');
      await expect(note).not.toContainText('Complete your KYC verification first');
      await expectNoAxeViolations(page);
      if (width.name === 'phone') await expectNoSidewaysScroll(page);

      // Create Listing says the same next step, instead of sending her to My IP Blocks.
      await page.goto('/create-listing');
      await expect(page.getByRole('heading', { name: 'Become a seller' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'My IP Blocks', exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByRole('link', { name: 'Become a seller' }).click();
      await expect(page).toHaveURL(/\/become-seller$/);
      await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
    });
  });
}

test("the checkout's Sandbox tag stays inside its gateway tile at 1280 px", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAtDashboard(page, 'leaser');
  const market = (await (await request.get('/api/marketplace?type=server')).json()) as {
    items: Array<{ id: string }>;
  };
  await page.goto(`/payment/${market.items[0]!.id}?type=server`);
  const tile = page.getByRole('radio', { name: /Sandbox/ }).first();
  await expect(tile).toBeVisible();
  const tileBox = (await tile.boundingBox())!;
  const tagBox = (await tile.getByText('Sandbox', { exact: true }).boundingBox())!;
  expect(tagBox.x).toBeGreaterThanOrEqual(tileBox.x);
  expect(tagBox.x + tagBox.width).toBeLessThanOrEqual(tileBox.x + tileBox.width);
  expect(tagBox.y + tagBox.height).toBeLessThanOrEqual(tileBox.y + tileBox.height);
  await expectNoAxeViolations(page);
});

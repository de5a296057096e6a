import { expect, type Page } from '@playwright/test';
import {
  advanceServerClock,
  apiSignIn,
  expectToast,
  runServerJobs,
  uniqueEmail,
  test,
  registerVerifiedUser,
  saveBillingDetails,
  depositByCard,
  signInAs,
  signInAtDashboard,
} from './fixtures';

const PASSWORD = 'auction-pass-2026';
const MINUTE = 60_000;

async function placeBid(page: Page, dollars: string) {
  await page.getByLabel('Your bid ($)').fill(dollars);
  await page.getByRole('button', { name: 'Place Bid' }).click();
}

// Moves the server's clock past the auction's end: run-e2e.mjs runs it in the clock lane.
test(
  'an auction from creation to approval, live bidding in two browsers, and settlement into an order',
  { tag: '@moves-clock' },
  async ({ page, browser, request }) => {
    // Two browsers and the close job: about 21 s alone, 66 s in the full run on two busy cores.
    test.slow();
    // The monetizer creates an auction of one of their approved blocks.
    await signInAs(page, 'monetizer');
    await page.goto('/create-auction');
    // The demo's unlisted IPv6 block: no other browser test offers it, and the winner's order will lease it.
    const cidr = '2001:db8:200::/40';
    const blockSelect = page.getByLabel('IP block');
    const option = blockSelect.locator('option').filter({ hasText: cidr });
    await expect(option).toHaveCount(1);
    await blockSelect.selectOption({ label: (await option.textContent()) ?? cidr });
    await page.getByRole('button', { name: 'Create Auction' }).click();
    await expect(page.getByText('Missing fields', { exact: true })).toBeVisible();
    await page.getByLabel('Reserve price ($)').fill('100');
    // It runs one hour from the prefilled start (the server's clock), so the test can reach its end.
    const start = await page.getByLabel('Start time').inputValue();
    const end = await page.evaluate((value) => {
      const date = new Date(new Date(value).getTime() + 3_600_000);
      const pad = (part: number) => String(part).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }, start);
    await page.getByLabel('End time').fill(end);
    await page.getByRole('button', { name: 'Create Auction' }).click();
    await expect(page.getByText('Auction Submitted!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The admin approves it in the auctions tab.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, 'admin');
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'auctions' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: cidr });
    await expect(row).toContainText('monetizer@netlease.demo');
    await expect(row).toContainText('$100.00');
    await row.getByRole('button', { name: 'Approve' }).click();
    // It goes live at once, so the admin confirms first.
    const confirm = adminPage.getByRole('dialog', { name: 'Approve this auction?' });
    await expect(confirm).toContainText(`It goes live at once: ${cidr}`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(adminPage.getByText('Item has been approved.', { exact: true })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await adminContext.close();

    // It is live: find it in the list by its CIDR.
    const list = (await (await request.get(`/api/auctions?search=${encodeURIComponent(cidr)}`)).json()) as {
      auctions: Array<{ id: string }>;
    };
    expect(list.auctions).toHaveLength(1);
    const auctionId = list.auctions[0]!.id;

    // Two leasers, each in their own browser, on the auction's page.
    const leoContext = await browser.newContext();
    const leo = await leoContext.newPage();
    await signInAtDashboard(leo, 'leaser');
    await depositByCard(leo, 100_000);
    const ninaEmail = uniqueEmail('nina-bidder');
    await registerVerifiedUser(request, { name: 'Nina Bidder', email: ninaEmail, password: PASSWORD });
    const ninaContext = await browser.newContext();
    const nina = await ninaContext.newPage();
    await apiSignIn(nina.request, ninaEmail);
    await depositByCard(nina, 100_000);
    await saveBillingDetails(nina, 'Nina Bidder');

    await leo.goto('/auctions');
    await leo.getByPlaceholder('Search by CIDR or seller name').fill(cidr);
    await leo.getByTestId('auction-card').filter({ hasText: cidr }).click();
    await expect(leo).toHaveURL(new RegExp(`/auction/${auctionId}$`));
    await nina.goto(`/auction/${auctionId}`);
    await expect(nina.getByTestId('countdown')).toBeVisible();
    await expect(leo.getByText('No bids yet. Be the first!')).toBeVisible();

    await placeBid(leo, '100');
    await expect(leo.getByText('Bid Placed!', { exact: true })).toBeVisible();
    // Nina sees Leo's bid arrive without reloading, by his number (docs/PRODUCT.md "Bidding"); Leo sees 'You'.
    await expect(nina.getByTestId('bid-history')).toContainText('Bidder 1');
    await expect(nina.getByTestId('bid-history')).not.toContainText('Leo Leaser');
    await expect(leo.getByTestId('bid-history')).toContainText('You');
    await expect(nina.getByTestId('current-bid')).toHaveText('$100.00');

    await placeBid(nina, '105');
    await expectToast(nina, 'Bid Too Low', 'Minimum next bid is $110.00.');
    await expect(nina.getByLabel('Your bid ($)')).toHaveAttribute('aria-invalid', 'true');

    await placeBid(nina, '120');
    await expect(nina.getByText('Bid Placed!', { exact: true })).toBeVisible();
    // Leo sees Nina's bid live, and is told he was outbid.
    await expect(leo.getByTestId('bid-history')).toContainText('Bidder 2');
    await expect(leo.getByTestId('bid-history')).not.toContainText('Nina Bidder');
    await expect(leo.getByTestId('current-bid')).toHaveText('$120.00');
    // A live notice waits behind the toast on screen and gives way to a newer notice; the bell always
    // has it (docs/PRODUCT.md "Notifications and live updates").
    await leo.getByRole('button', { name: /^Notifications/ }).click();
    await expect(leo.getByRole('menu').getByText('You have been outbid', { exact: true })).toBeVisible();
    await leo.keyboard.press('Escape');
    await expect(leo.getByRole('menu')).toHaveCount(0);

    // The end: the server's clock passes the end time and the close job settles the auction.
    await advanceServerClock(request, 62 * MINUTE);
    await runServerJobs(request);
    await expect(nina.getByTestId('auction-ended')).toContainText('You won this auction.');
    await expect(nina.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
    await expect(leo.getByTestId('auction-ended')).toContainText('Won by Bidder 2.');

    const orders = (await (await nina.request.get('/api/orders')).json()) as {
      orders: Array<{ title: string; amount: number; fee: number }>;
    };
    expect(orders.orders).toContainEqual(
      expect.objectContaining({ title: `Auction: ${cidr}`, amount: 12_000, fee: 500 }),
    );
    await nina.goto('/orders');
    await expect(nina.getByText(`Auction: ${cidr}`).first()).toBeVisible();

    await leoContext.close();
    await ninaContext.close();
  },
);

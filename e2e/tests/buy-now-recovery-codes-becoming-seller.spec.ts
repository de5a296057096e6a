import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  DEMO,
  PNG,
  apiSignIn,
  csrfToken,
  expectNoSeriousViolations,
  serverNow,
  test,
  expectToast,
  registerVerifiedUser,
  saveBillingDetails,
  signInWithPassword,
  signInAtDashboard,
  signedInApi,
  submitApprovedBlock,
  type SignedInApi,
  depositByCard,
  signInAs,
} from './fixtures';

/*
 * Smaller things users hit (docs/decisions/050-auctions.md "Buy Now", 070 MFA recovery codes,
 * 170 becoming a seller), at a desktop and a phone width: Buy Now from an auction card, the recovery
 * codes copied and downloaded, and a leaser's way to selling (KYC, request, admin approval).
 * Each width lists its own block in IPv6 documentation space (2001:db8:e140::/44 and
 * 2001:db8:e390::/44); the demo data and the other specs use other parts of 2001:db8::/32.
 */

const PASSWORD = 'conveniences-2026';
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, block: '2001:db8:e140::/44' },
  { name: 'phone', viewport: { width: 390, height: 844 }, block: '2001:db8:e390::/44' },
] as const;

async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function post(api: SignedInApi, path: string, data: unknown = {}) {
  const response = await api.context.post(path, { data, headers: { 'x-csrf-token': api.token } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return response.json();
}

/**
 * A live auction of the demo monetizer (KYC-verified) on a block of its own: the block is
 * submitted and approved, then the auction is created and approved, all through the API.
 */
async function liveAuctionWithBuyNow(baseURL: string, cidr: string) {
  const monetizer = await signedInApi(baseURL, DEMO.monetizer);
  const admin = await signedInApi(baseURL, DEMO.admin);
  const blockId = await submitApprovedBlock(monetizer, admin, cidr);
  const now = await serverNow(monetizer.context);
  const created = (await post(monetizer, '/api/auctions', {
    ipBlockId: blockId,
    reservePrice: '100',
    buyNowPrice: '450',
    startTime: now.toISOString(),
    endTime: new Date(now.getTime() + 86_400_000).toISOString(),
  })) as { auctionId: string };
  await post(admin, `/api/admin/auctions/${created.auctionId}/approve`);
  await monetizer.context.dispose();
  await admin.context.dispose();
  return created.auctionId;
}

/** The admin's seller-requests tab: the request of `email` (a table row, or a card on a phone). */
async function approveSellerRequest(browser: Browser, email: string, width: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({ viewport: width.viewport });
  const admin = await context.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'sellers' }).click();
  const request = admin.locator('tr:visible, li:visible').filter({ hasText: email });
  await expect(request).toContainText('Verified');
  await expect(request).toContainText('IP blocks');
  await expectNoSeriousViolations(admin);
  await snap(admin, `${width.name}-admin-seller-requests`);
  await request.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(admin, 'Seller approved');
  await expect(admin.locator('tr:visible, li:visible').filter({ hasText: email })).toHaveCount(0);
  await context.close();
}

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport });

    test('Buy Now from an auction card: confirmation with the fee, then the order', async ({
      page,
      request,
      baseURL,
    }) => {
      const cidr = width.block;
      const auctionId = await liveAuctionWithBuyNow(baseURL!, cidr);

      // A visitor's bid: the server and the page both say 'Login Required'.
      const visitor = await playwrightRequest.newContext({ baseURL });
      const refused = await visitor.post(`/api/auctions/${auctionId}/bids`, {
        data: { amountCents: 20_000 },
        headers: { 'x-csrf-token': await csrfToken(visitor) },
      });
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toMatchObject({
        title: 'Login Required',
        message: 'You must be logged in to place a bid.',
      });
      await visitor.dispose();
      await page.goto(`/auction/${auctionId}`);
      await page.getByLabel('Your bid ($)').fill('200');
      await page.getByRole('button', { name: 'Place Bid' }).click();
      await expectToast(page, 'Login Required', 'You must be logged in to place a bid.');

      // A buyer with funds finds the auction; its card shows the buy-now price beside Buy Now.
      const email = await registerVerifiedUser(request, { name: 'Bo Buyer', password: PASSWORD });
      await apiSignIn(page.request, email);
      await depositByCard(page, 100_000);
      await saveBillingDetails(page, 'Bo Buyer');
      await page.goto('/auctions');
      await page.getByPlaceholder('Search by CIDR or seller name').fill(cidr);
      // The search has narrowed the grid to this auction: the tile no longer moves under the click.
      await expect(page.getByTestId('auction-card')).toHaveCount(1);
      const card = page.getByTestId('auction-card').filter({ hasText: cidr });
      await expect(card).toContainText('Buy now $450.00');
      await expectNoSeriousViolations(page);
      await snap(page, `${width.name}-auctions-buy-now-card`);
      await card.getByRole('link', { name: /^Buy Now/ }).click();

      // The auction's page opens the confirmation: price, the $5.00 fee and the total.
      await expect(page).toHaveURL(new RegExp(`/auction/${auctionId}$`));
      const dialog = page.getByRole('dialog', { name: `Buy ${cidr} now` });
      await expect(dialog.getByTestId('buy-now-total')).toContainText(
        'You pay $450.00 + $5.00 processing fee = $455.00 from your wallet.',
      );
      await expect(page.getByTestId('buy-now-price')).toHaveText('$450.00');
      await expectNoSeriousViolations(page);
      await snap(page, `${width.name}-auction-buy-now-dialog`);
      // The purchase carries an Idempotency-Key: a repeat of the press buys nothing twice.
      const purchase = page.waitForRequest((sent) =>
        sent.url().endsWith(`/api/auctions/${auctionId}/buy-now`),
      );
      await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
      expect((await purchase).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

      await expect(page).toHaveURL(/\/orders$/);
      await expectToast(page, 'Payment successful', `Your order for Auction: ${cidr} has been confirmed.`);
      // The orders table, or its cards on a phone.
      await expect(page.getByText(`Auction: ${cidr}`).filter({ visible: true }).first()).toBeVisible();

      // Bought: the price is no longer offered, and the page says why.
      await page.goto(`/auction/${auctionId}`);
      await expect(page.getByTestId('buy-now-price')).toHaveText('Not available');
      await expect(page.getByTestId('buy-now-price-note')).toHaveText('Closed: the auction has ended.');
      await expect(page.getByRole('button', { name: /^Buy Now/ })).toHaveCount(0);
    });

    test('MFA recovery codes: copied with one button and downloaded as a text file; a spent one says so', async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const email = await registerVerifiedUser(request, { name: 'Rae Recovery', password: PASSWORD });
      await signInAtDashboard(page, email);
      await page.goto('/security');
      await page.getByRole('button', { name: 'Enable MFA' }).click();
      const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
      const epoch = Math.floor((await serverNow(request)).getTime() / 1000);
      await page.getByLabel('Authentication code').fill(await generate({ secret, epoch }));
      await page.getByRole('button', { name: 'Verify and Enable' }).click();
      const items = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(items).toHaveCount(10);
      const codes = (await items.allTextContents()).map((code) => code.trim());

      await page.getByRole('button', { name: 'Copy codes' }).click();
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
      await expectNoSeriousViolations(page);
      await snap(page, `${width.name}-mfa-recovery-codes`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download (.txt)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('netlease-recovery-codes.txt');
      const text = await readFile((await download.path())!, 'utf8');
      expect(text).toContain(`Account: ${email}`);
      for (const code of codes) expect(text).toContain(`\n${code}\n`);
      // The copy button returns to its label after a moment.
      await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();
      await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

      // A recovery code signs in once; the second time the page says it was used.
      for (const attempt of [1, 2]) {
        await page.context().clearCookies();
        await signInWithPassword(page, email, PASSWORD);
        await expect(page).toHaveURL(/\/mfa-verify$/);
        await page.getByLabel('Authentication code').fill(codes[0]!);
        await page.getByRole('button', { name: 'Verify', exact: true }).click();
        if (attempt === 1) await expect(page).toHaveURL(/\/dashboard$/);
      }
      await expectToast(page, 'MFA Verification Failed', 'This recovery code has already been used.');
      await expect(page).toHaveURL(/\/mfa-verify$/);
    });

    test('a leaser becomes a seller: KYC first, then a request, then an admin approves', async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      const email = await registerVerifiedUser(request, { name: 'Lars Leaser', password: PASSWORD });

      // 'Start selling' works for a visitor: log in, and come back to the request.
      await page.goto('/become-seller');
      await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/become-seller$/);

      // KYC comes first.
      await expect(page.getByTestId('kyc-required')).toContainText(
        'KYC verification is required for sellers',
      );
      await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await snap(page, `${width.name}-become-seller-kyc-required`);
      await page.getByRole('link', { name: 'Verify your identity' }).click();
      await expect(page).toHaveURL(/\/kyc$/);
      await page
        .getByLabel('ID proof (required)')
        .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('combobox', { name: 'Country of residence (required)' }).fill('Netherlands');
      await page.getByRole('option', { name: 'Netherlands (NL)' }).click();
      await page.getByRole('button', { name: 'Submit for Verification' }).click();
      await expectToast(page, 'KYC Submitted');

      // Staff verify the identity (the staff panel's review is covered by support-kyc.spec).
      const staff = await signedInApi(baseURL!, DEMO.staff);
      const queue = (await (await staff.context.get('/api/staff/kyc')).json()) as {
        requests: Array<{ id: string; email: string }>;
      };
      const kyc = queue.requests.find((row) => row.email === email);
      expect(kyc).toBeTruthy();
      await post(staff, `/api/staff/kyc/${kyc!.id}/review`, { action: 'approve' });
      await staff.context.dispose();

      // The request: one toast and the errors beside their fields, then sent.
      await page.goto('/become-seller');
      await expect(page.getByText('Your identity is verified.')).toBeVisible();
      await page.getByRole('button', { name: 'Send request' }).click();
      await expectToast(page, 'Missing fields');
      await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Company name')).toBeFocused();
      await page.getByLabel('Company name').fill('Lars Networks AB');
      await page.getByRole('radio', { name: 'IP blocks', exact: true }).check();
      await page
        .getByLabel('Describe what you will list')
        .fill('A /22 in the RIPE region, announced from Stockholm.');
      await expectNoSeriousViolations(page);
      await snap(page, `${width.name}-become-seller-form`);
      await page.getByRole('button', { name: 'Send request' }).click();
      await expectToast(page, 'Request Sent', 'An admin will review your request to become a seller.');
      await expect(page.getByTestId('seller-request-pending')).toBeVisible();
      await snap(page, `${width.name}-become-seller-pending`);

      await approveSellerRequest(browser, email, width);

      // The leaser is a seller now: told so, and the seller pages open.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'You can sell on Netlease' })).toBeVisible();
      await snap(page, `${width.name}-become-seller-approved`);
      const session = (await (await page.request.get('/api/auth/session')).json()) as {
        user: { role: string };
      };
      expect(session.user.role).toBe('monetizer');
      await page.goto('/create-auction');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
      await expect(page.getByLabel('IP block')).toBeVisible();
      await page.goto('/notifications');
      await expect(page.getByText('You can now sell on Netlease').first()).toBeVisible();
    });
  });
}

import { expect, type Page } from '@playwright/test';
import { TERMS_VERSION } from '@netlease/shared/legal';
import {
  PHONE,
  csrfToken,
  depositByCard,
  expectToast,
  notifyByTestHook,
  test,
  uniqueEmail,
  expectNoAxeViolations,
  saveBillingDetails,
  signInAs,
  signInAsNewUser,
} from './fixtures';

/**
 * Screens that say only what is true and show a failure as one (docs/PRODUCT.md "Errors", "Legal
 * pages", "Display conventions", "Marketplace search", "Notifications and live updates").
 */

const DESKTOP = { width: 1440, height: 900 };
const WIDTHS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

const ORDERS = /\/api\/orders\?as=leaser$/;

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);
/** Resolves once the page has drawn two more frames: anything it does per frame has had its turn. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );

/** Answers every request matching `url` with the server's generic 500. */
/**
 * Stops the page's clock (installed by `page.clock.install`) a moment ahead of its present. The moment
 * is read from the page first; should the machine be slow enough for it to pass before the pause
 * reaches the page, a later one is taken.
 */
async function pauseClock(page: Page) {
  for (;;) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

async function failWith500(page: Page, url: RegExp) {
  await page.route(url, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'internal',
        title: 'Something went wrong',
        message: 'Please try again later.',
      }),
    }),
  );
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a new page opens at its top and back returns to where the list was left', async ({ page }) => {
      await page.goto('/marketplace');
      const cards = page.getByRole('list', { name: 'Listings' }).locator(':scope > li');
      await expect(cards.nth(8)).toBeVisible();
      const link = cards.nth(8).getByRole('link').first();
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 120));
      const left = await scrollTop(page);
      expect(left).toBeGreaterThan(300);

      await link.click();
      await expect(page).toHaveURL(/\/listing\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollTop(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/marketplace$/);
      await expect.poll(async () => Math.abs((await scrollTop(page)) - left)).toBeLessThanOrEqual(2);

      // Forward returns to the listing's own position (its top), not the list's.
      await page.goForward();
      await expect(page).toHaveURL(/\/listing\//);
      await expect.poll(() => scrollTop(page)).toBe(0);

      // The address opened anew (typed, a bookmark) starts at its top, though this tab left it scrolled.
      await page.goto('/marketplace');
      await expect(cards.nth(8)).toBeVisible();
      await afterTwoFrames(page);
      expect(await scrollTop(page)).toBe(0);
      // A reload returns to where it was left.
      await cards.nth(8).scrollIntoViewIfNeeded();
      const reloadedFrom = await scrollTop(page);
      expect(reloadedFrom).toBeGreaterThan(300);
      await page.reload();
      await expect.poll(async () => Math.abs((await scrollTop(page)) - reloadedFrom)).toBeLessThanOrEqual(2);
    });

    test('the legal pages are linked from the footer, each with its version', async ({ page }) => {
      for (const [label, heading] of [
        ['Terms of Service', 'Terms of Service'],
        ['Privacy Policy', 'Privacy Policy'],
        ['Acceptable Use Policy', 'Acceptable Use Policy'],
      ] as const) {
        await page.goto('/');
        await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(`Version ${TERMS_VERSION}`)).toBeVisible();
        // A new page opens at its top, though the footer link was at the bottom of the last one.
        await expect.poll(() => scrollTop(page)).toBe(0);
        await expectNoAxeViolations(page);
      }
      // Each document links to the other two.
      await page
        .getByRole('navigation', { name: 'Other policies' })
        .getByRole('link', { name: 'Terms of Service' })
        .click();
      await expect(page.getByText(/Everything offered on Netlease is a lease for a term/)).toBeVisible();
    });

    test('sign-up needs the terms accepted, and the server refuses it without', async ({ page, request }) => {
      const refused = await request.post('/api/auth/register', {
        data: {
          name: 'No Terms',
          email: uniqueEmail('no-terms'),
          password: 'long-enough-1',
          confirmPassword: 'long-enough-1',
        },
        headers: { 'x-csrf-token': await csrfToken(request) },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({ title: 'Terms not accepted' });

      await page.goto('/register');
      await page.getByLabel('Full name').fill('Tessa Terms');
      await page.getByLabel('Email').fill(uniqueEmail('tessa'));
      await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
      await page.getByLabel('Confirm password').fill('long-enough-1');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expectToast(page, 'Terms not accepted');
      const terms = page.getByRole('checkbox', { name: /I accept the Terms of Service/ });
      await expect(terms).toBeFocused();
      await expect(page).toHaveURL(/\/register$/);
      await expectNoAxeViolations(page);

      await expect(page.locator('form').getByRole('link', { name: 'Acceptable Use Policy' })).toHaveAttribute(
        'href',
        '/acceptable-use',
      );
      await terms.check();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expectToast(page, 'Account created!');
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a server with no payment method says deposits are unavailable, not a form', async ({ page }) => {
      await signInAsNewUser(page, 'Nora Nomethod');
      // What a server answers outside demo mode with no card processor configured (CARD_GATEWAY=none).
      await page.route(/\/api\/payments\/methods$/, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ gateways: [], cardProcessor: 'none', stripePublishableKey: null }),
        }),
      );
      await page.goto('/deposit');
      await expect(page.getByRole('heading', { name: 'Deposits unavailable' })).toBeVisible();
      await expect(page.getByText('This marketplace has no payment method set up yet')).toBeVisible();
      await expect(page.getByLabel('Amount (USD)')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Deposit Now' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back to Wallet' }).click();
      await expect(page).toHaveURL(/\/wallet$/);
    });

    test('a failed list shows Retry, never its empty state, and Retry loads it', async ({ page }) => {
      await signInAsNewUser(page, `Otto Orders ${name}`);
      await failWith500(page, ORDERS);
      await page.goto('/orders');
      const failure = page.getByRole('group', { name: 'Error fetching orders' });
      await expect(failure).toBeVisible();
      await expectToast(page, 'Error fetching orders');
      await expect(page.getByText('No orders yet')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.unroute(ORDERS);
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(failure).toHaveCount(0);
      await expect(
        page
          .getByRole('table')
          .or(page.getByRole('list', { name: 'My Orders' }))
          .or(page.getByText('No orders yet')),
      ).toBeVisible();
    });
  });
}

test.describe('failed loads at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('notifications, the wallet and a listing say they failed, not that nothing is there', async ({
    page,
  }) => {
    await signInAsNewUser(page, 'Fay Failed');

    await failWith500(page, /\/api\/notifications(\?|$)/);
    await page.goto('/notifications');
    await expect(page.getByRole('group', { name: 'Error fetching notifications' })).toBeVisible();
    await expect(page.getByText('All caught up!')).toHaveCount(0);
    await page.unroute(/\/api\/notifications(\?|$)/);

    await failWith500(page, /\/api\/wallet$/);
    await page.goto('/wallet');
    const walletFailure = page.getByRole('group', { name: 'Error fetching wallet data' });
    await expect(walletFailure).toBeVisible();
    await expect(page.getByText('Available Balance', { exact: true })).toHaveCount(0);
    await expect(page.getByText('On Hold', { exact: true })).toHaveCount(0);
    await page.unroute(/\/api\/wallet$/);
    await walletFailure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Available Balance', { exact: true })).toBeVisible();

    await page.goto('/marketplace');
    const firstListing = page.getByRole('list', { name: 'Listings' }).getByRole('link').first();
    const href = await firstListing.getAttribute('href');
    await failWith500(page, /\/api\/marketplace\/(listings|server-packages)\/[^/?]+$/);
    await page.goto(href!);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('Listing Not Found')).toHaveCount(0);
    await expectToast(page, 'Could not fetch listing details');
  });

  test('a balance that failed to load offers Retry on /payouts, never a form checking against $0.00', async ({
    page,
  }) => {
    await signInAs(page, 'monetizer');
    await failWith500(page, /\/api\/wallet$/);
    await page.goto('/payouts');
    const failure = page.getByRole('group', { name: 'Error fetching wallet data' });
    await expect(failure).toBeVisible();
    await expect(page.getByText('Available balance: not loaded')).toBeVisible();
    await expect(page.getByLabel('Amount (USD)')).toHaveCount(0);
    await page.unroute(/\/api\/wallet$/);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Amount (USD)')).toBeVisible();
    await expect(page.getByText(/^Available balance: \$/)).toBeVisible();
  });

  test('a failed payment-methods load toasts and offers Retry on /deposit', async ({ page }) => {
    await signInAsNewUser(page, 'Pim Payments');
    await failWith500(page, /\/api\/payments\/methods$/);
    await page.goto('/deposit');
    await expectToast(page, 'Error fetching payment methods');
    const failure = page.getByRole('group', { name: 'Error fetching payment methods' });
    await expect(failure).toBeVisible();
    await page.unroute(/\/api\/payments\/methods$/);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('radio', { name: /Credit\/Debit Card/ })).toBeVisible();
  });

  test("a live notice waits for the payment's toast to close", async ({ page, request }) => {
    // The page's timers run on a clock the test controls: the toast's 5 seconds pass without waiting.
    await page.clock.install();
    const email = await signInAsNewUser(page, 'Lena Notice');
    // Paying needs billing details (docs/PRODUCT.md "Billing details").
    await saveBillingDetails(page, 'Lena Notice');
    await depositByCard(page, 50_000);
    const market = (await (await page.request.get('/api/marketplace?type=server')).json()) as {
      items: Array<{ id: string; title: string; bundleSubnets: string[] | null }>;
    };
    const server = market.items.find((item) => !item.bundleSubnets)!;
    await page.goto(`/payment/${server.id}?type=server`);
    await page.getByRole('radio', { name: /Wallet balance/ }).click();
    // From here the page's time moves only in the test's steps, however slowly the machine runs them:
    // the toast's 5 seconds are counted on this clock alone.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page.mouse.move(5, 5);
    // Steps of a tenth of a second until the answer is on screen: it is then at most that old.
    const answer = page.getByText('Payment successful', { exact: true });
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(answer).toBeVisible({ timeout: 100 });
    }).toPass();

    const notice = `Lease notice ${Date.now()}`;
    await notifyByTestHook(request, email, notice, 'A notice sent while the answer is on screen.');
    // The notice has reached the page: it is in the bell.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('menu').getByText(notice)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);
    // Longer than a notice used to wait: the answer to the payment is still the toast on screen.
    await page.clock.runFor(3_000);
    await expect(answer).toBeVisible();
    await expect(page.getByText(notice, { exact: true })).toHaveCount(0);

    // Its 5 seconds over (and its exit a moment later), the notice follows.
    await page.clock.runFor(2_500);
    await page.clock.runFor(500);
    await expect(page.getByText(notice, { exact: true })).toBeVisible();
    await expect(answer).toHaveCount(0);
  });
});

test('a toast asked for as the one before it leaves stays its full 5 seconds', async ({ page }) => {
  // The page's timers run on a clock the test controls, so the second toast is asked for in the
  // moment the first one is leaving the screen, however slowly the machine runs.
  await page.clock.install();
  await signInAsNewUser(page, 'Toby Toast');
  await page.goto('/security');
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Add an endpoint' }) });
  await form.getByLabel('Endpoint URL').fill('not a url');
  const refusal = page.getByText('Invalid webhook URL', { exact: true });
  await pauseClock(page);
  const submitUntilToast = async () => {
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await page.mouse.move(5, 5);
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(refusal).toBeVisible({ timeout: 100 });
    }).toPass();
  };
  await submitUntilToast();

  // Its 5 seconds end; while it leaves the screen, the same refusal is asked for again.
  await page.clock.runFor(5_000);
  await submitUntilToast();
  // Past the moment the first one was taken away: the second stays until its own 5 seconds end.
  await page.clock.runFor(1_000);
  await expect(refusal).toBeVisible();
  await page.clock.runFor(3_500);
  await expect(refusal).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(refusal).toHaveCount(0);
});

test.describe('the phone filter panel', () => {
  test.use({ viewport: PHONE });

  test('closes onto the results with "Show N results"', async ({ page }) => {
    await page.goto('/marketplace');
    const count = page.getByText(/^[\d,]+\+? listings?$/);
    await expect(count).toBeVisible();
    const total = (await count.textContent())!.replace(/ listings?$/, '');

    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel).toBeVisible();
    const show = panel.getByRole('button', { name: /^Show .* results?$/ });
    await expect(show).toHaveText(`Show ${total} ${total === '1' ? 'result' : 'results'}`);
    await expectNoAxeViolations(page);
    await show.click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Listings' })).toBeVisible();
  });

  test('has no such button on a wide screen', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/marketplace');
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Show .* results?$/ })).toBeHidden();
  });
});

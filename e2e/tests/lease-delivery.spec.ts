import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO,
  PHONE,
  csrfToken,
  depositByCard,
  expectNoSeriousViolations,
  expectToast,
  expectWithinPhoneWidth,
  newSession,
  runServerJobs,
  signedInApi,
  test,
  signInAtDashboard,
} from './fixtures';

/**
 * Delivering a lease (docs/PRODUCT.md "Delivering a lease"): the paid range becomes a documented, routed
 * lease on its page, for the buyer and the seller, and ends with its letter revoked.
 */

interface MarketplaceItem {
  id: string;
  title: string;
  type: string;
}

/** The demo leaser buys a listing from its wallet through the API (checkout has its own spec). */
async function buyListing(page: Page, title: string): Promise<string> {
  const found = await page.request.get(
    `/api/marketplace?type=ip&q=${encodeURIComponent(title.split(' ')[0]!)}`,
  );
  const items = ((await found.json()) as { items: MarketplaceItem[] }).items;
  const listing = items.find((item) => item.title === title);
  expect(listing, `${title} on the marketplace`).toBeTruthy();
  await depositByCard(page, 500_000);
  const paid = await page.request.post('/api/checkout', {
    // Whatever its reputation band, the buyer has read it (the checkout spec shows the warning).
    data: { itemType: 'ip', itemId: listing!.id, method: 'wallet', acceptReputation: true },
    headers: { 'x-csrf-token': await csrfToken(page.request) },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return ((await paid.json()) as { orderId: string }).orderId;
}

/** The prefix the order leases, as the API says. */
async function prefixOf(page: Page, orderId: string): Promise<string> {
  const delivery = await page.request.get(`/api/orders/${orderId}/delivery`);
  return ((await delivery.json()) as { prefix: string }).prefix;
}

async function openLease(page: Page, orderId: string) {
  await page.goto('/orders');
  await page
    .getByRole('link', { name: `Open lease ${orderId.slice(0, 8)}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
}

const step = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Lease steps' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

async function staffDecides(request: APIRequestContext, baseURL: string, claimId: string) {
  const staff = await signedInApi(baseURL, DEMO.staff);
  const decided = await staff.context.post(`/api/staff/claims/${claimId}/decision`, {
    data: { decision: 'refund' },
    headers: { 'x-csrf-token': staff.token },
  });
  expect(decided.ok(), await decided.text()).toBeTruthy();
  await runServerJobs(request);
}

test('a paid /24 becomes an active, documented, routed lease, and a claim ends it (1440 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAtDashboard(page, 'leaser');
  // The demo VRP file is read by the refresh job (docs/decisions/231-rpki-data.md).
  await runServerJobs(page.request);
  const orderId = await buyListing(page, 'Dallas /24 starter blocks');
  const prefix = await prefixOf(page, orderId);

  // The buyer opens the lease from My Orders: the ASN is their turn.
  await openLease(page, orderId);
  await expect(page.getByRole('heading', { name: prefix, exact: true, level: 1 })).toBeVisible();
  await expect(step(page, 'ASN named')).toContainText('your turn');
  await page.getByLabel('Announcing AS').selectOption({ label: 'AS64500 · Leo Transit (demo)' });
  await page.getByRole('button', { name: 'Save ASN' }).click();
  await expectToast(page, 'ASN saved');
  // The ROA to create, and its state from the demo's validated ROA payloads.
  const routing = page.getByRole('region', { name: 'Routing' });
  await expect(routing.getByText(prefix).first()).toBeVisible();
  await expect(routing.getByText('AS64500').first()).toBeVisible();
  await expect(routing.getByText('Valid', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The seller cannot activate before the letter: Mark Active is not offered and the page says why.
  const seller = await newSession(browser, 'monetizer');
  await seller.setViewportSize({ width: 1440, height: 900 });
  await seller.goto(`/orders/${orderId}`);
  await expect(seller.getByText('Mark Active becomes available once there is:')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Mark Active' })).toHaveCount(0);
  await seller.getByRole('button', { name: 'Start Provisioning' }).click();
  await expectToast(seller, 'Order updated');
  await seller.getByRole('button', { name: 'Generate LOA' }).click();
  await expectToast(seller, 'LOA Generated');
  // The letter names the prefix and the ASN; its code checks publicly.
  await expect(seller.getByText(/Generated .* for AS64500/)).toBeVisible();
  const code = (await seller.getByRole('link', { name: /^Check LOA-/ }).textContent())!.replace('Check ', '');

  // Now it can: asked in a dialog first.
  await seller.getByRole('button', { name: 'Mark Active' }).click();
  const confirm = seller.getByRole('dialog', { name: 'Mark this lease active?' });
  await expect(confirm).toContainText(prefix);
  await confirm.getByRole('button', { name: 'Mark Active' }).click();
  await expectToast(seller, 'Lease active');
  await expect(step(seller, 'Claim window')).toContainText('Now');

  // The buyer claims within the window: the form says what is missing first.
  await page.reload();
  await page.getByRole('button', { name: 'Open a claim' }).click();
  const claim = page.getByRole('dialog', { name: 'Open a claim' });
  await claim.getByRole('button', { name: 'Open claim' }).click();
  await expect(claim.getByText('Choose what is wrong with the range.')).toBeVisible();
  await claim.getByLabel('What is wrong').selectOption('not_routable');
  await claim.getByLabel('What you see').fill(`Our upstreams drop every announcement of ${prefix}.`);
  await claim.getByRole('button', { name: 'Open claim' }).click();
  await expectToast(page, 'Claim opened');
  await expect(page.getByText('Waiting for staff')).toBeVisible();
  await expect(page.getByText('The provider has not answered yet.')).toBeVisible();
  const delivery = await page.request.get(`/api/orders/${orderId}/delivery`);
  const claimId = ((await delivery.json()) as { claims: Array<{ id: string }> }).claims[0]!.id;

  // The seller answers it once; the buyer reads the answer under the claim.
  const answer = `${prefix} is announced from AS64500 and seen by every collector we checked.`;
  await seller.reload();
  await seller.getByRole('button', { name: 'Answer the claim' }).click();
  const answering = seller.getByRole('dialog', { name: 'Answer the claim' });
  await answering.getByLabel('Your answer').fill(answer);
  await expectNoSeriousViolations(seller);
  await answering.getByRole('button', { name: 'Send answer' }).click();
  await expectToast(seller, 'Answer sent');
  await expect(seller.getByRole('button', { name: 'Answer the claim' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Provider's answer, /)).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();

  // Staff uphold it: the buyer is refunded, the lease ends, the letter is revoked, the range is back.
  await staffDecides(page.request, baseURL!, claimId);
  await page.reload();
  await expect(page.getByText('Upheld: refunded')).toBeVisible();
  await expect(step(page, 'Ended')).toContainText('Done');
  await page.goto(`/verify-loa/${code}`);
  await expect(page.getByText(/revoked/i).first()).toBeVisible();
  await page.goto(`/marketplace?q=${encodeURIComponent(prefix)}`);
  await expect(page.getByText('Dallas /24 starter blocks').first()).toBeVisible();
  await seller.context().close();
});

test('on a phone the lease page fits, and a dispute asks for its reason (390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAtDashboard(page, 'leaser');
  const orderId = await buyListing(page, 'Johannesburg /23s for hosting');
  await openLease(page, orderId);
  await expect(step(page, 'ASN named')).toBeVisible();
  await expectWithinPhoneWidth(page.getByRole('list', { name: 'Lease steps' }));
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Dispute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a dispute?' });
  await expect(dialog).toContainText('goes back to the buyer');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dialog.getByText('Please tell the other party why, in 3 to 1,000 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The range was announced by someone else when we received it.');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expectToast(page, 'Dispute opened');
  await expect(
    page.getByText('The range was announced by someone else when we received it.', { exact: true }),
  ).toBeVisible();
});

const ASKERS = [
  { role: 'leaser', side: 'leaser', name: 'buyer' },
  { role: 'monetizer', side: 'monetizer', name: 'seller' },
] as const;
for (const size of [
  { name: '1440 px', viewport: { width: 1440, height: 900 } },
  { name: '390 px', viewport: PHONE },
]) {
  for (const asker of ASKERS) {
    test(`the ${asker.name} asks support about a lease from its page (${size.name})`, async ({ page }) => {
      await page.setViewportSize(size.viewport);
      await signInAtDashboard(page, asker.role);
      const listed = (await (await page.request.get(`/api/orders?as=${asker.side}`)).json()) as {
        orders: Array<{ id: string; status: string; itemType: string }>;
      };
      const order = listed.orders.find(
        (entry) => entry.itemType === 'ip_subnet' && ['payment_confirmed', 'active'].includes(entry.status),
      );
      expect(order, `the demo ${asker.name} has a running IP lease`).toBeTruthy();
      await page.goto(`/orders/${order!.id}`);
      await page.getByRole('link', { name: 'Ask support' }).click();

      // The new ticket is about that order, chosen in the picker; a sale says so.
      const dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
      const picker = dialog.getByLabel('Related order (optional)');
      await expect(picker).toHaveValue(order!.id);
      if (asker.name === 'seller') {
        await expect(picker.locator('option:checked')).toHaveText(
          new RegExp(`^#${order!.id.slice(0, 4)} · Sold · `),
        );
      }
      await expectNoSeriousViolations(page);
      const title = `Traceroutes for a lease, from the ${asker.name} (${size.name})`;
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Description').fill('Attaching the traceroutes staff asked for.');
      await dialog.getByRole('button', { name: 'Create Ticket' }).click();
      await expectToast(page, 'Ticket created successfully!');
      await expect(page).toHaveURL(/\/support$/);
      const mine = (await (await page.request.get('/api/tickets')).json()) as {
        tickets: Array<{ id: string; title: string }>;
      };
      const ticket = mine.tickets.find((entry) => entry.title === title);
      expect(ticket, 'the new ticket is listed').toBeTruthy();
      await page.goto(`/ticket/${ticket!.id}`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText(`#${order!.id.slice(0, 8)}`).first()).toBeVisible();
      if (size.viewport.width < 1024) {
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways).toBeLessThanOrEqual(0);
      }
    });
  }
}

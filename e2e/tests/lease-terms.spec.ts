import { expect, type Page } from '@playwright/test';
import { LEASE_TERM_MESSAGES } from '@netlease/shared/lease-terms';
import {
  DEMO,
  PHONE,
  SANDBOX_CARD,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  postExpecting,
  newSession,
  signedInApi,
  submitApprovedBlock,
  test,
  type SignedInApi,
  signInAs,
} from './fixtures';

/* The terms of a lease (docs/PRODUCT.md "Listings", "Checkout", "Orders"; docs/decisions/263-lease-terms.md). */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
] as const;

const post = (api: SignedInApi, path: string, data: object, status = 201) =>
  postExpecting(api, path, data, status);

/** A live monthly IP listing of the demo seller on a block of its own, made through the API. */
async function liveMonthlyListing(baseURL: string) {
  const monetizer = await signedInApi(baseURL, DEMO.monetizer);
  const admin = await signedInApi(baseURL, DEMO.admin);
  // Benchmarking space no demo block or other spec takes (demo blocks end at 198.19.131, bundles
  // start at 198.19.202).
  const third = 140 + Math.floor(Math.random() * 55);
  const blockId = await submitApprovedBlock(monetizer, admin, `198.19.${third}.0/24`);
  const title = `Terms /24 ${third}-${Date.now() % 10_000}`;
  const created = await post(monetizer, '/api/listings', {
    type: 'ip',
    title,
    location: 'Amsterdam, NL',
    description: 'A clean range for the lease terms journey.',
    price: '30.00',
    period: 'month',
    subnet: '/24',
    specs: '',
    ipBlockId: blockId,
  });
  const id = created.listing.id as string;
  await post(admin, `/api/admin/approvals/listings/${id}/approve`, {}, 200);
  return { id, title };
}

/** An active, auto-renewing server package order of the demo leaser (a package of its own). */
async function activeServerOrder(baseURL: string) {
  const monetizer = await signedInApi(baseURL, DEMO.monetizer);
  const admin = await signedInApi(baseURL, DEMO.admin);
  const leaser = await signedInApi(baseURL, DEMO.leaser);
  const name = `Terms Box ${Date.now() % 100_000}-${Math.floor(Math.random() * 1000)}`;
  const created = await post(monetizer, '/api/server-packages', {
    name,
    description: 'A server for the end-at-renewal journey.',
    location: 'Amsterdam',
    cpu: '8 cores',
    ram: '32 GB',
    storage: '1 TB NVMe',
    bandwidth: '1 Gbps',
    price: '1.00',
    stockCount: 1,
  });
  const packageId = created.serverPackage.id as string;
  await post(admin, `/api/admin/approvals/server-packages/${packageId}/approve`, {}, 200);
  await post(leaser, '/api/deposits', { amountCents: 600, gateway: 'card', card: SANDBOX_CARD }, 201);
  const paid = await post(leaser, '/api/checkout', {
    itemType: 'server',
    itemId: packageId,
    method: 'wallet',
    autoRenews: true,
  });
  const orderId = paid.orderId as string;
  for (const status of ['provisioning', 'active']) {
    await post(monetizer, `/api/orders/${orderId}/status`, { status }, 200);
  }
  return { orderId, name };
}

/** The order's row (desktop) or card (phone) on /orders. */
const orderEntry = (page: Page, name: string, isPhone: boolean) =>
  isPhone
    ? page.getByRole('list', { name: 'My Orders' }).getByRole('listitem').filter({ hasText: name })
    : page.getByRole('row').filter({ hasText: name });

for (const viewport of VIEWPORTS) {
  test(`a seller asks for a 3-month minimum term and a buyer cannot choose less (${viewport.name})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const listing = await liveMonthlyListing(baseURL!);
    await page.setViewportSize(viewport.size);
    await signInAs(page, 'monetizer');
    await page.goto(`/my-listings/${listing.id}/edit`);
    await page.getByLabel('Minimum term').selectOption('3');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Monthly is still offered: refused beside the periods, nothing saved.
    const periods = page.getByRole('group', { name: 'Billing periods offered' });
    await expect(
      page.getByText(LEASE_TERM_MESSAGES.periodShorterThanMinTerm.description).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await periods.getByRole('checkbox', { name: 'Monthly' }).uncheck();
    await periods.getByRole('checkbox', { name: 'Quarterly' }).check();
    await periods.getByRole('checkbox', { name: 'Yearly' }).check();
    if (viewport.name === 'phone') await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Listing updated');

    // The buyer sees the term on the listing page and only the longer periods at checkout.
    const buyer = await newSession(browser, 'leaser');
    await buyer.setViewportSize(viewport.size);
    await buyer.goto(`/listing/${listing.id}`);
    await expect(buyer.getByText('Minimum term 3 months · billed quarterly or yearly')).toBeVisible();
    await buyer.getByRole('link', { name: 'Lease Now' }).click();
    await expect(buyer.getByText('Minimum term: 3 months')).toBeVisible();
    const choice = buyer.getByRole('group', { name: 'Billing period' });
    await expect(choice.getByRole('radio')).toHaveCount(2);
    await expect(choice.getByRole('radio', { name: /Monthly/ })).toHaveCount(0);
    await expect(choice.getByRole('radio', { name: /Quarterly/ })).toBeChecked();
    await expect(buyer.getByText('$90.00 per quarter').last()).toBeVisible();
    await choice.getByRole('radio', { name: /Yearly/ }).check();
    await expect(buyer.getByText('$365.00', { exact: true })).toBeVisible();
    if (viewport.name === 'phone') await expectNoSidewaysScroll(buyer);
    await expectNoAxeViolations(buyer);
    await buyer.context().close();
  });

  test(`a buyer ends an order at its next renewal and keeps it renewing (${viewport.name})`, async ({
    page,
    baseURL,
  }) => {
    const { orderId, name } = await activeServerOrder(baseURL!);
    await page.setViewportSize(viewport.size);
    await signInAs(page, 'leaser');
    await page.goto('/orders');
    const entry = orderEntry(page, name, viewport.name === 'phone');
    await entry.getByRole('button', { name: 'End at next renewal' }).click();
    await expectToast(page, LEASE_TERM_MESSAGES.endScheduled.title);
    await expect(entry.getByText(/^Ends on /)).toBeVisible();
    if (viewport.name === 'phone') await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // The lease page says so too, and takes it back.
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText(/^Ends on /).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Keep renewing' }).click();
    await expectToast(page, LEASE_TERM_MESSAGES.endCancelled.title);
    await expect(page.getByRole('button', { name: 'End at next renewal' })).toBeVisible();
    if (viewport.name === 'phone') await expectNoSidewaysScroll(page);
  });
}

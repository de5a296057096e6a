import { expect, type Page } from '@playwright/test';
import {
  DEMO,
  expectNoSeriousViolations,
  newSession,
  test,
  expectToast,
  signedInApi,
  submitApprovedBlock,
  type SignedInApi,
  signInAs,
  signInAtDashboard,
} from './fixtures';

/*
 * The seller's workspace (docs/PRODUCT.md "Seller workspace", "Inventory"): Create Listing from the
 * dashboard and from My IP Blocks, My Listings with every state, live edits, pause/resume, a lease
 * that sells the listing out, and one live offer per range. Each test lists a block of its own in
 * free benchmarking space (198.19.16.0-198.19.63.255; the demo data, catalog.spec and bundles.spec
 * use other parts of 198.18.0.0/15).
 */

async function approve(admin: SignedInApi, kind: 'ip-blocks' | 'listings', id: string) {
  const approved = await admin.context.post(`/api/admin/approvals/${kind}/${id}/approve`, {
    headers: { 'x-csrf-token': admin.token },
  });
  expect(approved.ok()).toBeTruthy();
}

async function listingIdByTitle(monetizer: SignedInApi, title: string) {
  const response = await monetizer.context.get('/api/listings');
  const { listings } = (await response.json()) as { listings: Array<{ id: string; title: string }> };
  const found = listings.find((listing) => listing.title === title);
  if (!found) throw new Error(`no listing "${title}"`);
  return found.id;
}

/** Fills the text and terms of the create form the way a seller would. */
async function fillListing(page: Page, title: string, price: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Location').fill('Lisbon, PT');
  await page.getByLabel('Price ($)').fill(price);
  await page.getByLabel('Description').fill('A clean /24 for hosting in Southern Europe.');
}

const listingCard = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

/** The public marketplace, searched for `word`: does a card with `title` show? */
async function expectOnMarketplace(page: Page, word: string, title: string, isShown: boolean) {
  await page.goto(`/marketplace?q=${encodeURIComponent(word)}`);
  if (isShown) {
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  } else {
    await expect(page.getByText('No listings found')).toBeVisible();
  }
}

test('a monetizer lists a block from the dashboard, edits, pauses and resumes it, and a leaser leases it', async ({
  page,
  browser,
  baseURL,
}) => {
  const third = 16 + Math.floor(Math.random() * 24);
  const cidr = `198.19.${third}.0/24`;
  const word = `Tagus${third}x${Math.floor(Math.random() * 1e4)}`;
  const title = `${word} Lisbon /24`;
  const monetizerApi = await signedInApi(baseURL!, DEMO.monetizer);
  const adminApi = await signedInApi(baseURL!, DEMO.admin);
  const blockId = await submitApprovedBlock(monetizerApi, adminApi, cidr);

  // Create Listing is a tile of the seller's dashboard; the IP count follows from the block.
  await signInAtDashboard(page, 'monetizer');
  const tiles = page.getByRole('navigation', { name: 'Dashboard' });
  await tiles.getByRole('link', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/create-listing$/);
  await expect(page.getByLabel('IP Count')).toHaveCount(0);
  await fillListing(page, title, '25.00');
  await page.getByLabel('IP Block', { exact: true }).selectOption({ label: cidr });
  await expect(page.getByLabel('Range')).toHaveAttribute('placeholder', cidr);
  await expect(page.getByText('IP count: 256 per lease')).toBeVisible();
  await page.getByLabel('Subnet').selectOption('/24');
  await expect(page.getByText('IP count: 256 per lease · one lease in this range')).toBeVisible();
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expectToast(page, 'Listing submitted');
  await expect(page).toHaveURL(/\/dashboard$/);

  // My Listings shows it waiting for review, with its range, lease size, price and availability.
  await tiles.getByRole('link', { name: 'My Listings' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  const card = listingCard(page, title);
  await expect(card.getByText('Pending review')).toBeVisible();
  await expect(card.getByText(cidr, { exact: true })).toBeVisible();
  await expect(card.getByText('/24 · 256 IPs per lease')).toBeVisible();
  await expect(card.getByText('1 of 1 /24 available')).toBeVisible();
  await expect(card.getByText('$25.00/month')).toBeVisible();
  await expect(card.getByRole('link', { name: /on marketplace/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // An admin approves it in the approvals tab.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'approvals' }).click();
  await admin
    .getByRole('row', { name: new RegExp(word) })
    .getByRole('button', { name: 'Review' })
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Item has been approved.');
  await adminContext.close();

  // A new price is live at once.
  await page.reload();
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/my-listings\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Type')).toHaveCount(0);
  await expect(page.getByLabel('IP Block', { exact: true })).toHaveCount(0);
  await page.getByLabel('Price ($)').fill('19.50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Listing updated');
  await expect(page.getByText('Your changes are live.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(card.getByText('$19.50/month')).toBeVisible();
  await card.getByRole('link', { name: `View ${title} on marketplace` }).click();
  await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$19.50').first()).toBeVisible();

  // Paused, it leaves the marketplace; resumed, it is back without a new review.
  await page.goto('/my-listings');
  await card.getByRole('button', { name: `Pause ${title}` }).click();
  await expectToast(page, 'Listing paused');
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await expectOnMarketplace(page, word, title, false);
  await page.goto('/my-listings');
  await card.getByRole('button', { name: `Resume ${title}` }).click();
  await expectToast(page, 'Listing resumed');
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expectOnMarketplace(page, word, title, true);

  // A second listing of the same range is refused, naming the first, next to the Range field.
  await page.goto('/create-listing');
  await fillListing(page, `${word} again`, '30.00');
  await page.getByLabel('IP Block', { exact: true }).selectOption({ label: cidr });
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expectToast(page, 'Range already offered');
  const range = page.getByLabel('Range');
  await expect(range).toHaveAttribute('aria-invalid', 'true');
  await expect(range).toBeFocused();
  await expect(range).toHaveAccessibleDescription(new RegExp(`your listing "${title}"`));
  await expect(page).toHaveURL(/\/create-listing$/);

  // 'List this block' on My IP Blocks opens the form with the block chosen.
  await page.goto('/my-ip-blocks');
  await page.getByRole('link', { name: `List this block ${cidr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/create-listing\\?block=${blockId}$`));
  await expect(page.getByLabel('IP Block', { exact: true })).toHaveValue(blockId);
  await expect(page.getByLabel('IP Block', { exact: true }).locator('option:checked')).toHaveText(cidr);

  // A leaser leases its only /24: it leaves the marketplace and reads 'Leased' for its seller.
  const listingId = await listingIdByTitle(monetizerApi, title);
  const leaser = await newSession(browser, 'leaser');
  await leaser.goto(`/payment/${listingId}?type=ip`);
  await expect(leaser.getByText(title, { exact: true })).toBeVisible();
  await leaser.getByRole('radio', { name: /Wallet balance/ }).click();
  await leaser.getByRole('button', { name: 'Complete Payment' }).click();
  await expectToast(leaser, 'Payment successful');
  await expectOnMarketplace(leaser, word, title, false);
  await leaser.context().close();

  await page.goto('/my-listings');
  await expect(card.getByText('Leased', { exact: true })).toBeVisible();
  await expect(card.getByText('0 of 1 /24 available')).toBeVisible();
  await monetizerApi.context.dispose();
  await adminApi.context.dispose();
});

test('at phone width a seller lists part of a block from My IP Blocks, fixes refused fields, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  const third = 40 + 2 * Math.floor(Math.random() * 12);
  const cidr = `198.19.${third}.0/23`;
  const range = `198.19.${third + 1}.0/24`;
  const word = `Douro${third}x${Math.floor(Math.random() * 1e4)}`;
  const title = `${word} Porto /24`;
  const monetizerApi = await signedInApi(baseURL!, DEMO.monetizer);
  const adminApi = await signedInApi(baseURL!, DEMO.admin);
  await submitApprovedBlock(monetizerApi, adminApi, cidr);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAtDashboard(page, 'monetizer');
  const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  // The collapsible menu leads to My Listings.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'My Listings' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByRole('heading', { name: 'My Listings' })).toBeVisible();
  expect(await fitsTheScreen()).toBe(true);

  // From the block's card to the form, with the block chosen.
  await page.goto('/my-ip-blocks');
  await page.getByRole('link', { name: `List this block ${cidr}` }).click();
  await expect(page.getByLabel('IP Block', { exact: true }).locator('option:checked')).toHaveText(cidr);
  await expect(page.getByText('IP count: 512 per lease')).toBeVisible();

  // Servers are server packages: the form says so and sends the seller there instead.
  await page.getByLabel('Type').selectOption('server');
  const note = page.getByRole('note');
  await expect(note.getByText('Servers are server packages')).toBeVisible();
  await expect(note.getByRole('link', { name: 'Go to My Server Packages' })).toHaveAttribute(
    'href',
    '/my-server-packages',
  );
  await expect(page.getByRole('button', { name: 'Create Listing' })).toHaveCount(0);
  await page.getByLabel('Type').selectOption('ip');

  // Missing fields are marked next to themselves, the first one takes the focus, one toast.
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expectToast(page, 'Missing listing details');
  const titleField = page.getByLabel('Title');
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAccessibleDescription('Please fill in the title.');
  await expect(page.getByLabel('Price ($)')).toHaveAccessibleDescription(
    'Please enter a price in dollars above 0, such as 49.99.',
  );
  await expectNoSeriousViolations(page);

  // A range outside the block is refused next to the Range field; one inside it is offered.
  await fillListing(page, title, '12.00');
  await expect(titleField).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Range').fill('198.19.200.0/24');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expectToast(page, 'Invalid range');
  await expect(page.getByLabel('Range')).toBeFocused();
  await page.getByLabel('Range').fill(range);
  await expect(page.getByText('IP count: 256 per lease · one lease in this range')).toBeVisible();
  await expect(page.getByLabel('Subnet').locator('option[value="/23"]')).toBeDisabled();
  expect(await fitsTheScreen()).toBe(true);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expectToast(page, 'Listing submitted');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Live, a new title waits for review while the approved one stays.
  await approve(adminApi, 'listings', await listingIdByTitle(monetizerApi, title));
  await page.goto('/my-listings');
  const card = listingCard(page, title);
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expect(card.getByText(range, { exact: true })).toBeVisible();
  await expect(card.getByText('1 of 1 /24 available')).toBeVisible();
  expect(await fitsTheScreen()).toBe(true);
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByLabel('Title').fill(`${title} renewed`);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Changes submitted');
  await expect(card.getByText('Changes in review')).toBeVisible();
  await expect(card.getByText(`${title} renewed`)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Delete asks first; the range is free again.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete listing' });
  await expect(
    dialog.getByText('Are you sure you want to delete this listing? Running leases continue until they end.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Listing deleted');
  await expect(card).toHaveCount(0);
  await monetizerApi.context.dispose();
  await adminApi.context.dispose();
});

test('a user with no listings sees the empty state with a way to create one', async ({ page }) => {
  await signInAtDashboard(page, 'leaser');
  await expect(page.getByRole('link', { name: 'My Listings' })).toHaveCount(0);
  await page.goto('/my-listings');
  await expect(page.getByText('No listings yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/create-listing$/);
});

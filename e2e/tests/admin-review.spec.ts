import { expect, type Page } from '@playwright/test';
import {
  csrfToken,
  DEMO,
  expectNoSeriousViolations,
  newSession,
  serverNow,
  test,
  expectToast,
  expectWithinPhoneWidth,
  PHONE,
  signInAs,
  signInAtDashboard,
} from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Keeps a picture of a screen for a person to look at, when asked to (E2E_SCREENSHOTS_DIR). */
async function keepScreenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function openApprovals(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'approvals' }).click();
  await expect(page.getByRole('heading', { name: 'Pending Listings' })).toBeVisible();
}

interface PendingListingEntry {
  id: string;
  title: string;
  cidr: string | null;
  unitsFree: number;
  unitsTotal: number;
  changes: unknown;
}

test('on a phone, the admin sees the demo pending listing with its range and free units and approves it', async ({
  page,
}) => {
  const title = 'Ashburn /24s for mail senders';
  await page.setViewportSize(PHONE);
  await signInAtDashboard(page, 'admin');
  const queue = (await (await page.request.get('/api/admin/approvals')).json()) as {
    listings: PendingListingEntry[];
  };
  const entry = queue.listings.find((listing) => listing.title === title);
  expect(entry).toMatchObject({ cidr: '198.18.4.0/22', unitsFree: 4, unitsTotal: 4, changes: null });

  await openApprovals(page);
  // Cards, not a wide table: owner, range and free units are readable, Review is on screen.
  const card = page
    .getByRole('list', { name: 'Pending listings' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText(DEMO.monetizer);
  await expect(card).toContainText('198.18.4.0/22');
  await expect(card).toContainText('4 of 4 /24s free');
  const review = card.getByRole('button', { name: `Review ${title}` });
  await expectWithinPhoneWidth(review);
  await keepScreenshot(page, 'approvals-phone');
  await review.click();

  const dialog = page.getByRole('dialog', { name: `Review ${title}` });
  await expect(dialog.getByText(`Owner: ${DEMO.monetizer}`)).toBeVisible();
  await expect(dialog).toContainText('Range 198.18.4.0/22');
  await expect(dialog).toContainText('4 of 4 /24s free');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, 'review-new-listing-phone');
  // A rejection needs a reason; approving needs none.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Reason required');
  // Refused beside the field, which takes the focus.
  const reason = dialog.getByLabel('Rejection reason');
  await expect(reason).toHaveAccessibleDescription(/Please provide a reason for rejection\./);
  await expect(reason).toBeFocused();
  const approve = dialog.getByRole('button', { name: 'Approve' });
  await expectWithinPhoneWidth(approve);
  await approve.click();
  await expectToast(page, 'Item has been approved.');
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);

  // It is live: a visitor's listing page shows it.
  await page.goto(`/listing/${entry!.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a change to a live listing: the admin compares live and proposed text, approves, and the new text is public', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  // The seller edits the description of one of their live listings from their own browser session.
  await signInAtDashboard(page, 'monetizer');
  const own = (await (await page.request.get('/api/listings')).json()) as {
    listings: Array<{
      id: string;
      title: string;
      location: string;
      description: string;
      priceCents: number;
      period: string;
      subnet: string | null;
      specs: string | null;
      features: string[];
      status: string;
      pendingChanges: unknown;
    }>;
  };
  const listing = own.listings.find(
    (item) => item.title === 'Johannesburg /19 for carriers' && item.status === 'active',
  );
  expect(listing, 'the demo data has this live listing').toBeTruthy();
  const before = listing!.description;
  const after = `Now with RPKI ROAs and a fresh reputation check (${Date.now()}).`;
  const edited = await page.request.put(`/api/listings/${listing!.id}`, {
    data: {
      title: listing!.title,
      location: listing!.location,
      description: after,
      price: (listing!.priceCents / 100).toFixed(2),
      period: listing!.period,
      subnet: listing!.subnet ?? '',
      specs: listing!.specs ?? '',
      features: listing!.features,
    },
    headers: { 'x-csrf-token': await csrfToken(page.request) },
  });
  expect(edited.status()).toBe(200);
  expect(((await edited.json()) as { title: string }).title).toBe('Changes submitted');

  // The admin sees it marked as a change, with the live and the proposed description.
  const admin = await newSession(browser, 'admin');
  await admin.setViewportSize(DESKTOP);
  await openApprovals(admin);
  const row = admin.getByRole('row').filter({ hasText: listing!.title });
  await expect(row.getByText('Changes', { exact: true })).toBeVisible();
  await expect(row).toContainText('Change to a live listing');
  await row.getByRole('button', { name: `Review ${listing!.title}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Review ${listing!.title}` });
  await expect(dialog.getByText(`Owner: ${DEMO.monetizer}`)).toBeVisible();
  const description = dialog.getByRole('group', { name: 'Description' });
  await expect(description).toContainText(`Live${before}`);
  await expect(description).toContainText(`Proposed${after}`);
  // Only what changed is compared; the rest is named as unchanged once the live text is loaded.
  await expect(dialog.getByRole('group', { name: 'Title' })).toHaveCount(0);
  await expect(dialog).toContainText('Unchanged: title, location, specs, features');
  await expectNoSeriousViolations(admin);
  await keepScreenshot(admin, 'review-change-desktop');
  await admin.setViewportSize(PHONE);
  await expectWithinPhoneWidth(dialog.getByRole('button', { name: 'Approve' }));
  await keepScreenshot(admin, 'review-change-phone');
  await admin.setViewportSize(DESKTOP);

  // The public page keeps the live text until the change is approved.
  await page.goto(`/listing/${listing!.id}`);
  await expect(page.getByText(before)).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Item has been approved.');
  await expect(row).toHaveCount(0);
  await admin.context().close();

  await page.reload();
  await expect(page.getByText(after)).toBeVisible();
  await expect(page.getByText(before)).toHaveCount(0);
});

test('the create auction form starts now by default and cannot start in the past', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'monetizer');
  await page.goto('/create-auction');
  const start = page.getByLabel('Start time');
  const end = page.getByLabel('End time');
  const startNow = page.getByLabel('Start now');
  // By default it starts now (the server's clock) and the start field follows it.
  await expect(startNow).toBeChecked();
  await expect(start).toBeDisabled();
  const now = await serverNow(page.request);
  const localInput = (ms: number) =>
    page.evaluate((value) => {
      const date = new Date(value);
      const pad = (part: number) => String(part).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }, ms);
  const shown = await start.inputValue();
  expect(Math.abs(new Date(shown).getTime() - now.getTime())).toBeLessThan(2 * 60_000);

  // A scheduled start: the picker's minimum is now, so the past cannot be picked.
  await startNow.uncheck();
  await expect(start).toBeEnabled();
  const min = await start.getAttribute('min');
  expect(min).not.toBeNull();
  expect(Math.abs(new Date(min!).getTime() - now.getTime())).toBeLessThan(2 * 60_000);
  expect(await end.getAttribute('min')).not.toBeNull();

  // Typed in anyway, the form says so next to the field and does not submit (the toast repeats it
  // outside the page's main region, so the checks below look at the form only).
  const form = page.locator('main form');
  await page.getByLabel('Reserve price ($)').fill('100');
  const blockSelect = page.getByLabel('IP block');
  const firstBlock = blockSelect.locator('option').nth(1);
  await blockSelect.selectOption({ label: (await firstBlock.textContent()) ?? '' });
  await start.fill(await localInput(now.getTime() - 60 * 60_000));
  await expect(form.getByText('The start time must be now or later.')).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create Auction' }).click();
  await expectToast(page, 'Invalid dates');
  await expect(page).toHaveURL(/\/create-auction$/);

  // The end must come after the start.
  await start.fill(await localInput(now.getTime() + 2 * 86_400_000));
  await expect(form.getByText('The start time must be now or later.')).toHaveCount(0);
  await end.fill(await localInput(now.getTime() + 86_400_000));
  await expect(
    form.getByText('The end time must be in the future, after the start time, and at most 90 days away.'),
  ).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, 'create-auction-desktop');
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'create-auction-phone');
  await page.getByRole('button', { name: 'Create Auction' }).click();
  await expect(page).toHaveURL(/\/create-auction$/);
  await page.setViewportSize(DESKTOP);

  // Valid dates, but meanwhile another offer took the block: the server's message names it, and
  // the block leaves the choices.
  await end.fill(await localInput(now.getTime() + 3 * 86_400_000));
  await expect(end).not.toHaveAttribute('aria-invalid', 'true');
  const blockId = await blockSelect.inputValue();
  const token = await csrfToken(page.request);
  const held = await page.request.post('/api/listings', {
    data: {
      type: 'ip',
      title: 'Held while the auction form was open',
      location: 'Amsterdam, NL',
      description: 'Takes the block so the auction cannot.',
      price: '10',
      period: 'month',
      subnet: '',
      specs: '',
      ipBlockId: blockId,
    },
    headers: { 'x-csrf-token': token },
  });
  expect(held.status()).toBe(201);
  const heldId = ((await held.json()) as { listing: { id: string } }).listing.id;
  await page.getByRole('button', { name: 'Create Auction' }).click();
  await expectToast(page, 'Range already offered');
  // Beside the block field too, which names the offer holding the range.
  await expect(
    form.getByText('your listing "Held while the auction form was open"', { exact: false }),
  ).toBeVisible();
  await expect(blockSelect.locator(`option[value="${blockId}"]`)).toHaveCount(0);
  await expect(page).toHaveURL(/\/create-auction$/);
  // The demo block is free again for the other tests.
  const removed = await page.request.delete(`/api/listings/${heldId}`, {
    headers: { 'x-csrf-token': token },
  });
  expect(removed.ok()).toBeTruthy();
});

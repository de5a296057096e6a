import { expect, type Page } from '@playwright/test';
import { test, expectToast, LOA_PDF, signInAs, signInAtDashboard } from './fixtures';

async function openApprovals(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'approvals' }).click();
}

test('a block goes from submission to a listing a visitor finds', async ({ page, browser }) => {
  const third = 100 + Math.floor(Math.random() * 150);
  const cidr = `198.18.${third}.0/24`;
  const word = `Zephyr${third}`;

  // The monetizer submits a block: an invalid CIDR is refused, a valid one goes to review.
  await signInAs(page, 'monetizer');
  await page.goto('/my-ip-blocks');
  await expect(page.getByRole('heading', { name: 'My IP Blocks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add IP Block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add IP Block' });
  await dialog.getByLabel('CIDR').fill('198.18.300.0/24');
  await dialog.getByLabel('RIR').selectOption('ripe');
  await dialog.getByRole('combobox', { name: 'Country Code' }).fill('switz');
  await dialog.getByRole('option', { name: 'Switzerland (CH)' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Country Code' })).toHaveValue('Switzerland (CH)');
  await dialog.getByLabel('LOA Document (PDF)').setInputFiles({
    name: 'loa.pdf',
    mimeType: 'application/pdf',
    buffer: LOA_PDF,
  });
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await expectToast(page, 'Invalid CIDR');
  await dialog.getByLabel('CIDR').fill(cidr);
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await expectToast(page, 'IP Block Submitted');
  const card = page.getByRole('listitem').filter({ hasText: cidr });
  await expect(card.getByText('pending')).toBeVisible();
  await expect(card.getByText('RIPE', { exact: true })).toBeVisible();

  // The admin refuses a rejection without a reason, rejects the seeded block, approves the new one.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAtDashboard(admin, 'admin');
  await openApprovals(admin);
  await admin
    .getByRole('row', { name: /198\.19\.128\.0\/22/ })
    .getByRole('button', { name: 'Review' })
    .click();
  const review = admin.getByRole('dialog');
  await expect(review.getByText('Owner: monetizer@netlease.demo')).toBeVisible();
  await review.getByRole('button', { name: 'Reject' }).click();
  await expectToast(admin, 'Reason required');
  await review.getByLabel('Rejection reason').fill('The LOA is not signed.');
  await review.getByRole('button', { name: 'Reject' }).click();
  await expectToast(admin, 'Item has been rejected.');
  await admin
    .getByRole('row', { name: new RegExp(cidr.replaceAll('.', '\\.')) })
    .getByRole('button', { name: 'Review' })
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Item has been approved.');

  // The monetizer lists the approved block.
  await page.goto('/create-listing');
  await page.getByLabel('Type').selectOption('ip');
  await page.getByLabel('Title').fill(`${word} Zurich /24`);
  await page.getByLabel('Location').fill('Zurich, CH');
  await page.getByLabel('Price ($)').fill('249.50');
  await page.getByLabel('Description').fill('Swiss address space with a clean history.');
  await page.getByLabel('IP Block', { exact: true }).selectOption({ label: cidr });
  await page.getByLabel('Subnet').selectOption('/24');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expectToast(page, 'Listing submitted');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin approves the listing.
  await openApprovals(admin);
  await admin
    .getByRole('row', { name: new RegExp(word) })
    .getByRole('button', { name: 'Review' })
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Item has been approved.');
  await adminContext.close();

  // A visitor finds it by search and opens its page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/marketplace');
  await visitor.getByPlaceholder('Search listings...').fill(word.toLowerCase());
  const result = visitor.getByRole('listitem').filter({ hasText: `${word} Zurich /24` });
  await expect(result).toBeVisible();
  await expect(result.getByText('256 IPs')).toBeVisible();
  await expect(result.getByRole('link', { name: 'Lease Now' })).toHaveAttribute(
    'href',
    /\/payment\/.+\?type=ip$/,
  );
  await result.getByRole('link', { name: `${word} Zurich /24` }).click();
  await expect(visitor).toHaveURL(/\/listing\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { level: 1, name: `${word} Zurich /24` })).toBeVisible();
  await expect(visitor.getByText('Reviewed by Netlease', { exact: true })).toBeVisible();
  await expect(visitor.getByText('99.9% Uptime')).toHaveCount(0);
  await expect(visitor.getByText('$249.50')).toBeVisible();
  await expect(visitor.getByText('Mona Monetizer')).toBeVisible();
  await visitor.getByRole('button', { name: 'Contact Provider' }).click();
  await expectToast(visitor, 'Login required');

  await visitor.goto('/marketplace?q=nothing-matches-this-at-all');
  await expect(visitor.getByText('No listings found')).toBeVisible();
  await expect(visitor.getByText('Try adjusting your search criteria')).toBeVisible();
  await visitor.goto('/listing/00000000-0000-4000-8000-000000000000');
  await expect(visitor.getByRole('heading', { name: 'Listing Not Found' })).toBeVisible();
  await visitor.goto('/create-listing');
  await expect(visitor.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await visitorContext.close();
});

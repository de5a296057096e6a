import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newSession, PNG, test, signInAs } from './fixtures';

test('a leaser opens a ticket, staff reply and the leaser sees the reply live', async ({ browser }) => {
  const leaser = await newSession(browser, 'leaser');
  const title = `Cannot reach my server ${Date.now()}`;

  await leaser.goto('/support');
  await leaser.getByRole('button', { name: 'Create New Ticket' }).first().click();
  const dialog = leaser.getByRole('dialog', { name: 'Create New Ticket' });
  // A blank description is refused with its message.
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(leaser.getByText('Description required')).toBeVisible();
  await dialog.getByLabel('Description').fill('The second address does not answer since this morning.');
  await dialog.getByLabel('Priority').selectOption('high');
  const orderPicker = dialog.getByLabel('Related order (optional)');
  const orderChoices = await orderPicker.locator('option').allTextContents();
  // Orders are shown by their first 4 characters (docs/PRODUCT.md "Support tickets").
  for (const choice of orderChoices.slice(1)) expect(choice).toMatch(/^#[0-9a-f]{4}\b/);
  if (orderChoices.length > 1) await orderPicker.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(leaser.getByText('Ticket created successfully!')).toBeVisible();

  const row = leaser.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('high')).toBeVisible();
  await expect(row.getByText('open')).toBeVisible();
  await row.getByRole('link', { name: 'View' }).click();
  await expect(leaser).toHaveURL(/\/ticket\/[0-9a-f-]{36}$/);
  await expect(leaser.getByRole('heading', { name: title })).toBeVisible();
  await expect(leaser.getByText('The second address does not answer since this morning.')).toBeVisible();
  const ticketUrl = leaser.url();
  await expectNoSeriousViolations(leaser);

  const staff = await newSession(browser, 'staff');
  await staff.goto('/staff');
  await staff.getByRole('tab', { name: /Support Tickets/ }).click();
  await staff
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(staff).toHaveURL(ticketUrl);
  const box = staff.getByRole('textbox', { name: 'Message' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(staff.locator('[data-own]')).toHaveCount(0);
  await box.fill('Hi! We are looking into it.');
  await box.press('Shift+Enter');
  await box.pressSequentially('The provider has been asked.');
  await box.press('Enter');
  await expect(staff.getByText(/We are looking into it\.\s+The provider has been asked\./)).toBeVisible();

  // The leaser's page was open all along: the reply arrives without a reload.
  await expect(leaser.getByText(/We are looking into it\.\s+The provider has been asked\./)).toBeVisible();
  await staff.getByLabel('Status').selectOption('in_progress');
  await expect(leaser.getByText('in progress', { exact: true })).toBeVisible();

  await leaser.goto('/ticket/00000000-0000-4000-8000-000000000000');
  await expect(leaser.getByText('Ticket not found')).toBeVisible();
});

/** Picks the Netherlands in the KYC form's country list. */
async function chooseCountry(page: Page) {
  await page.getByRole('combobox', { name: 'Country of residence (required)' }).fill('Netherlands');
  await page.getByRole('option', { name: 'Netherlands (NL)' }).click();
}

test('KYC: submit, staff reject with a reason, try again, staff approve', async ({ browser }) => {
  const leaser = await newSession(browser, 'leaser');
  await leaser.goto('/kyc');
  await expect(leaser.getByRole('heading', { name: 'KYC Verification' })).toBeVisible();
  await leaser.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(leaser.getByText('Missing document')).toBeVisible();

  await expect(leaser.getByText('Choose the country you live in.')).toBeVisible();

  await leaser
    .getByLabel('ID proof (required)')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await chooseCountry(leaser);
  await leaser.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(leaser.getByText('KYC Submitted')).toBeVisible();
  await expect(leaser.getByText(/1-2 business days/)).toBeVisible();

  const staff = await newSession(browser, 'staff');
  await staff.goto('/staff');
  await staff.getByRole('tab', { name: /Pending KYC/ }).click();
  const request = staff.getByRole('row', { name: /leaser@netlease\.demo/ });
  await request.getByRole('button', { name: 'Review' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Review KYC' });
  await expect(dialog.getByRole('link', { name: 'ID Document' })).toHaveAttribute(
    'href',
    /^\/api\/kyc\/verifications\/[0-9a-f-]{36}\/documents\/id$/,
  );
  // Who asks: the country named with the request and since when the account exists.
  await expect(dialog.getByText('Netherlands')).toBeVisible();
  await expect(dialog.getByText('Member since')).toBeVisible();
  await expectNoSeriousViolations(staff);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(staff.getByText('Reason required')).toBeVisible();
  await dialog.getByLabel('Rejection reason').fill('The photo is too blurred to read.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(staff.getByText('KYC Rejected')).toBeVisible();

  // The leaser's page learns of the decision live, from the notification.
  await expect(leaser.getByRole('heading', { name: 'Verification Rejected' })).toBeVisible();
  await expect(leaser.getByText(/Reason: The photo is too blurred to read\./)).toBeVisible();
  await leaser.getByRole('button', { name: 'Try Again' }).click();
  await leaser
    .getByLabel('ID proof (required)')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await chooseCountry(leaser);
  await leaser.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(leaser.getByText(/1-2 business days/)).toBeVisible();

  await staff.reload();
  await staff.getByRole('tab', { name: /Pending KYC/ }).click();
  await staff
    .getByRole('row', { name: /leaser@netlease\.demo/ })
    .getByRole('button', { name: 'Review' })
    .click();
  await staff.getByRole('dialog', { name: 'Review KYC' }).getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('KYC Approved')).toBeVisible();

  await expect(leaser.getByRole('heading', { name: 'Verified' })).toBeVisible();
});

test('staff panel is refused to a leaser', async ({ page }) => {
  await signInAs(page, 'leaser');
  await page.goto('/staff');
  await expect(page.getByText(/permission/i)).toBeVisible();
});

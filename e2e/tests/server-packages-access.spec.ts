import { expect } from '@playwright/test';
import { PHONE, expectNoSeriousViolations, expectWithinPhoneWidth, test, signInAs } from './fixtures';

/*
 * Who offers servers (docs/PRODUCT.md "Server packages and bundles"): only a seller with a verified
 * identity. Anyone else meets the way there on the pages that create packages, never a form the
 * server refuses.
 */

for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  test(`at ${viewport.width} px a leaser is shown the next step to selling instead of a package form`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'leaser');
    await page.goto('/my-server-packages');
    await expect(page.getByRole('heading', { name: 'My Server Packages' })).toBeVisible();
    const note = page.getByRole('note');
    // The demo leaser has not verified their identity yet: that comes first.
    await expect(note).toContainText('Selling on Netlease starts with a verified identity');
    await expect(page.getByRole('button', { name: 'Add Package' })).toHaveCount(0);
    const nextStep = note.getByRole('link', { name: 'Go to KYC Verification' });
    if (viewport === PHONE) await expectWithinPhoneWidth(note);
    await expectNoSeriousViolations(page);

    // The listing form shows the same next step instead of a form.
    await page.goto('/create-listing');
    await expect(page.getByLabel('Type')).toHaveCount(0);
    await expect(page.getByText('Selling on Netlease starts with a verified identity')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to KYC Verification' })).toHaveAttribute('href', '/kyc');
    await expectNoSeriousViolations(page);

    await page.goto('/my-server-packages');
    await nextStep.click();
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByRole('heading', { name: 'KYC Verification' })).toBeVisible();
  });
}

test('staff and admins, who do not sell, are told so on My Server Packages', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/my-server-packages');
  await expect(page.getByRole('note')).toContainText('Staff and admin accounts cannot sell on Netlease.');
  await expect(page.getByRole('button', { name: 'Add Package' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('a verified seller adds packages as before', async ({ page }) => {
  await signInAs(page, 'monetizer');
  await page.goto('/my-server-packages');
  await expect(page.getByRole('button', { name: 'Add Package' })).toBeVisible();
  await expect(page.getByText('Only sellers with a verified identity')).toHaveCount(0);
});

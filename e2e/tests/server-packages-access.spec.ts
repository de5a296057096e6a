import { expect } from '@playwright/test';
import { PHONE, expectNoSeriousViolations, expectWithinPhoneWidth, loginAs, test } from './fixtures';

/*
 * Who offers servers (docs/PRODUCT.md "Server packages and bundles"): only a seller with a verified
 * identity. Anyone else meets the way there on the pages that create packages, never a form the
 * server refuses.
 */

for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  test(`at ${viewport.width} px a leaser is shown the way to become a seller instead of a package form`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await loginAs(page, 'leaser');
    await page.goto('/my-server-packages');
    await expect(page.getByRole('heading', { name: 'My Server Packages' })).toBeVisible();
    const note = page.getByRole('note');
    await expect(note).toContainText(
      'Only sellers with a verified identity offer servers. Ask to become a seller to offer yours.',
    );
    await expect(page.getByRole('button', { name: 'Add Package' })).toHaveCount(0);
    const becomeSeller = note.getByRole('link', { name: 'Become a Seller' });
    if (viewport === PHONE) await expectWithinPhoneWidth(note);
    await expectNoSeriousViolations(page);

    // The listing form's Server type leads there too.
    await page.goto('/create-listing');
    await page.getByLabel('Type').selectOption('server');
    const serverNote = page.getByRole('note');
    await expect(serverNote.getByText('Servers are server packages')).toBeVisible();
    await expect(serverNote.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute(
      'href',
      '/become-seller',
    );
    await expectNoSeriousViolations(page);

    await page.goto('/my-server-packages');
    await becomeSeller.click();
    await expect(page).toHaveURL(/\/become-seller$/);
    await expect(page.getByRole('heading', { name: 'Start selling' })).toBeVisible();
  });
}

test('staff and admins, who do not sell, are told so on My Server Packages', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/my-server-packages');
  await expect(page.getByRole('note')).toContainText('Staff and admin accounts cannot become sellers.');
  await expect(page.getByRole('button', { name: 'Add Package' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('a verified seller adds packages as before', async ({ page }) => {
  await loginAs(page, 'monetizer');
  await page.goto('/my-server-packages');
  await expect(page.getByRole('button', { name: 'Add Package' })).toBeVisible();
  await expect(page.getByText('Only sellers with a verified identity')).toHaveCount(0);
});

import { expect, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  PHONE,
  registerVerifiedUser,
  signInAtDashboard,
  test,
} from './fixtures';

/* The "Billing details" section of /profile (docs/PRODUCT.md "Billing details"). */

const PASSWORD = 'billing-password-1';

async function openProfileAsNewUser(page: Page, name: string) {
  const email = await registerVerifiedUser(page.request, { name, password: PASSWORD });
  await signInAtDashboard(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
  return page.locator('form').filter({ has: page.getByRole('button', { name: 'Save billing details' }) });
}

for (const [label, viewport] of [
  ['1440 px', { width: 1440, height: 900 }],
  ['390 px', PHONE],
] as const) {
  test.describe(`billing details at ${label}`, () => {
    test.use({ viewport });

    test('a company saves its details with an EU VAT ID and sees them after a reload', async ({ page }) => {
      const form = await openProfileAsNewUser(page, 'Carla Company');
      // The profile's company name is another document's: the form says which one uses which.
      await expect(page.getByLabel('Company name', { exact: true })).toHaveAccessibleDescription(
        'Printed beside your name on letters of authorization. Invoices use your billing details.',
      );
      await expect(form.getByRole('radio', { name: 'Company' })).toBeChecked();
      await form.getByLabel('Legal company name').fill('Acme Hosting GmbH');
      await form.getByLabel('Street and number').fill('Friedrichstraße 1');
      await form.getByLabel('Postal code').fill('10117');
      await form.getByLabel('City').fill('Berlin');
      await form.getByRole('combobox', { name: 'Country' }).fill('Germany');
      await form.getByRole('option', { name: 'Germany (DE)' }).click();
      await form.getByLabel('VAT ID (optional)').fill('DE 136 695 976');
      await form.getByLabel('Billing email (optional)').fill('invoices@acme.example');
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await form.getByRole('button', { name: 'Save billing details' }).click();
      await expectToast(page, 'Billing details saved', 'Invoices will use these details.');

      await page.reload();
      await expect(form.getByLabel('Legal company name')).toHaveValue('Acme Hosting GmbH');
      await expect(form.getByLabel('Street and number')).toHaveValue('Friedrichstraße 1');
      await expect(form.getByLabel('Postal code')).toHaveValue('10117');
      await expect(form.getByLabel('City')).toHaveValue('Berlin');
      await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany (DE)');
      await expect(form.getByLabel('VAT ID (optional)')).toHaveValue('DE136695976');
      await expect(form.getByLabel('Billing email (optional)')).toHaveValue('invoices@acme.example');
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('an invalid VAT ID is refused beside the field, naming the country', async ({ page }) => {
      const form = await openProfileAsNewUser(page, 'Vera Vat');
      await form.getByLabel('Legal company name').fill('Verkeerd BV');
      await form.getByLabel('Street and number').fill('Damrak 1');
      await form.getByLabel('Postal code').fill('1012 LG');
      await form.getByLabel('City').fill('Amsterdam');
      await form.getByRole('combobox', { name: 'Country' }).fill('Netherlands');
      await form.getByRole('option', { name: 'Netherlands (NL)' }).click();
      const vat = form.getByLabel('VAT ID (optional)');
      await vat.fill('NL004495446B01');
      await form.getByRole('button', { name: 'Save billing details' }).click();
      await expect(vat).toHaveAttribute('aria-invalid', 'true');
      await expect(vat).toHaveAccessibleDescription(/This is not a valid VAT number for Netherlands\./);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
}

import { expect } from '@playwright/test';
import { csrfToken, uniqueEmail, test } from './fixtures';
import { TERMS_VERSION } from '@netlease/shared/legal';

const PASSWORD = 'outbox-pass-2026';

/**
 * The newcomer's path on a local demo (docs/decisions/130-demo-mode-safety.md): forgot the password,
 * open /outbox, follow the link. The outbox shows that browser its own mail, and another browser none.
 */
test('a newcomer resets a forgotten password through the outbox; another browser sees none of it', async ({
  page,
  browser,
}) => {
  // Two browsers and several password hashes: 72 s in the full run on two busy cores.
  test.slow();
  // An account of their own, registered and verified in this browser.
  const email = uniqueEmail('olga');
  const headers = { 'x-csrf-token': await csrfToken(page.request) };
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: 'Olga Outbox',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      termsVersion: TERMS_VERSION,
    },
    headers,
  });
  expect(registered.status()).toBe(201);
  await page.goto('/outbox');
  await page
    .getByRole('link', { name: /verify-email\?token=/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.locator('main').getByRole('status')).toBeFocused();

  await page.goto('/outbox');
  await expect(page.getByText('Reset your Netlease password')).toBeVisible();
  await page
    .getByRole('link', { name: /reset-password\?token=/ })
    .first()
    .click();
  await page.getByLabel('New password', { exact: true }).fill('outbox-pass-2027');
  await page.getByLabel('Confirm new password').fill('outbox-pass-2027');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('outbox-pass-2027');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Olga Outbox' })).toBeVisible();

  // Another browser on the same machine has no outbox cookie: none of Olga's mail is shown to it.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/outbox');
    await expect(otherPage.getByRole('heading', { name: 'Demo outbox' })).toBeVisible();
    await expect(otherPage.getByText('No mail yet')).toBeVisible();
    await expect(otherPage.getByText(email)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

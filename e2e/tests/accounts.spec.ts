import { expect } from '@playwright/test';
import { apiLogin, apiSignIn, loginAs, registerVerifiedUser, signInAs, test, uniqueEmail } from './fixtures';

test('a visitor registers, verifies the email from the outbox, signs in and out', async ({ page }) => {
  const email = uniqueEmail('nina');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Nina Network');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm password').fill('different-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

  await page.getByLabel('Confirm password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Terms not accepted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/outbox');
  await page
    .getByRole('link', { name: /verify-email\?token=/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Her first sign-in: greeted, not welcomed back (PRODUCT.md "Sign-up and sign-in").
  await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Nina Network' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a wrong password says Sign in Failed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('leaser@netlease.demo');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid login details.')).toBeVisible();
});

test('changing the password asks for the current one and signs the other devices out', async ({
  page,
  request,
}) => {
  // Each password check is an argon2 hash queued behind the other workers' (64 MiB, two at a time per
  // server): about 0.3 s alone, many seconds in the full run on two busy cores. The sign-in form has
  // its own tests above; here both devices sign in by the test hook, leaving five hashes to the test.
  test.slow();
  const email = await registerVerifiedUser(request, { name: 'Paula Password', password: 'first-password-1' });
  // Another device (this API context) is signed in before the change.
  await apiSignIn(request, email);
  expect((await request.get('/api/profile')).ok()).toBeTruthy();

  await signInAs(page, email);
  await page.goto('/profile');

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Update password' }) });
  await form.getByLabel('New password', { exact: true }).fill('second-password-2');
  await form.getByLabel('Confirm new password').fill('second-password-2');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Current password required', { exact: true })).toBeVisible();

  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Wrong current password', { exact: true })).toBeVisible();

  await form.getByLabel('Current password').fill('first-password-1');
  // Two hashes (the current password, then the new one): the test waits for the server's answer as
  // long as the test may run, then for what the page shows (docs/decisions/287).
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/profile/password') && response.request().method() === 'PUT',
    { timeout: 0 },
  );
  await form.getByRole('button', { name: 'Update password' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // This device stays signed in; the other one is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  expect((await request.get('/api/profile')).status()).toBe(401);
  await apiLogin(request, email, 'second-password-2');
});

const TILES = {
  admin: ['Profile', 'My Orders', 'Security', 'Admin Panel'],
  staff: ['Profile', 'KYC Verification', 'Staff Panel'],
  monetizer: ['My IP Blocks', 'My Server Packages', 'Create Auction', 'LOA Management', 'Profile'],
  leaser: ['Profile', 'My Wallet', 'IP Reputation'],
} as const;

for (const role of ['admin', 'staff', 'monetizer', 'leaser'] as const) {
  test(`quick demo login as ${role} shows that role's tiles`, async ({ page }) => {
    await loginAs(page, role);
    const tiles = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
    for (const label of TILES[role]) await expect(tiles.filter({ hasText: label })).toHaveCount(1);
    if (role === 'monetizer') await expect(tiles.first()).toHaveText('My IP Blocks');
    if (role === 'leaser') await expect(tiles.filter({ hasText: 'My IP Blocks' })).toHaveCount(0);
    if (role !== 'admin') await expect(tiles.filter({ hasText: 'Admin Panel' })).toHaveCount(0);
  });
}

test('a visitor is sent to /login and back after signing in; a leaser sees Access Denied on /admin', async ({
  page,
}) => {
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Leaser', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

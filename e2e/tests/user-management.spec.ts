import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import {
  PHONE,
  expectNoSeriousViolations,
  expectToast,
  expectWithinPhoneWidth,
  registerVerifiedUser,
  signInWithPassword,
  test,
  signInAtDashboard,
} from './fixtures';

/**
 * The staff and admin user tools (docs/PRODUCT.md "Staff tools") and "Sign out everywhere" on /security
 * (docs/PRODUCT.md "Sessions"), each at a desktop's and a phone's width.
 */

const DESKTOP = { width: 1440, height: 900 };
const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const PASSWORD = 'user-tools-password-1';

/** The User Management tab of /staff, searched for one email. */
async function findUser(page: Page, email: string): Promise<Locator> {
  await page.goto('/staff');
  await page.getByRole('tab', { name: 'User Management' }).click();
  const panel = page.getByRole('tabpanel', { name: 'User Management' });
  await panel.getByLabel('Search users').fill(email);
  await expect(panel.getByText('1 user', { exact: true })).toBeVisible();
  return panel;
}

/** The user's row on a desktop, their card on a phone. */
function entryOf(panel: Locator, email: string, isPhone: boolean) {
  return isPhone
    ? panel.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email })
    : panel.getByRole('row').filter({ hasText: email });
}

/** A person signed in in a browser of their own. */
async function signedInBrowser(browser: Browser, email: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAtDashboard(page, email);
  return page;
}

for (const [label, viewport] of WIDTHS) {
  const isPhone = label === 'phone';

  test(`staff suspend a user, who is signed out and refused, then reactivate them (${label})`, async ({
    page,
    browser,
    request,
  }) => {
    const name = `Sue Pended ${label}`;
    const email = await registerVerifiedUser(request, { name, password: PASSWORD });
    const userPage = await signedInBrowser(browser, email, viewport);

    await page.setViewportSize(viewport);
    await signInAtDashboard(page, 'staff');
    const panel = await findUser(page, email);
    const entry = entryOf(panel, email, isPhone);
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('leaser');
    await expect(entry).toContainText('Not Verified');
    await expect(entry).toContainText('active');
    // Staff hand out no roles.
    await expect(entry.getByRole('button', { name: `Change role of ${name}` })).toHaveCount(0);
    const suspendButton = entry.getByRole('button', { name: `Suspend ${name}` });
    if (isPhone) await expectWithinPhoneWidth(suspendButton);
    await expectNoSeriousViolations(page);

    // The dialog is the confirmation, and a reason is required.
    await suspendButton.click();
    const suspend = page.getByRole('dialog', { name: `Suspend ${name}?` });
    await expectNoSeriousViolations(page);
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expectToast(page, 'Reason required', 'Please give the reason for the suspension.');
    const reason = suspend.getByLabel('Reason for the suspension');
    await expect(reason).toHaveAccessibleDescription(/Please give the reason for the suspension\./);
    await expect(reason).toBeFocused();
    await reason.fill('Announced address space that is not ours.');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expectToast(page, 'User suspended');
    await expect(suspend).toHaveCount(0);
    await expect(entry).toContainText('suspended');
    await expect(entry).toContainText('Announced address space that is not ours.');

    // Their open page loses its session at once and goes to sign-in; signing in is refused.
    await expect(userPage).toHaveURL(/\/login/);
    await signInWithPassword(userPage, email, PASSWORD);
    await expectToast(userPage, 'Account suspended');
    await expect(userPage).toHaveURL(/\/login/);

    // The suspended filter finds them; reactivation asks its reason too.
    await panel.getByLabel('Status', { exact: true }).selectOption('suspended');
    await expect(entry).toHaveCount(1);
    await entry.getByRole('button', { name: `Reactivate ${name}` }).click();
    const reactivate = page.getByRole('dialog', { name: `Reactivate ${name}?` });
    await expect(reactivate).toContainText('Announced address space that is not ours.');
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    // (The field says why; its toast may already have given way to a live notice of the staff member's.)
    const why = reactivate.getByLabel('Reason for the reactivation');
    await expect(why).toHaveAccessibleDescription(/Please give the reason for the reactivation\./);
    await expect(why).toBeFocused();
    await why.fill('The registry confirmed the letter.');
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await expectToast(page, 'User reactivated');
    await expect(entry).toHaveCount(0);
    await panel.getByLabel('Status', { exact: true }).selectOption('active');
    await expect(entry).toHaveCount(1);

    await signInWithPassword(userPage, email, PASSWORD);
    await expect(userPage).toHaveURL(/\/dashboard$/);
    await userPage.context().close();
  });

  test(`an admin changes a user's role (${label})`, async ({ page, request }) => {
    const name = `Rory Role ${label}`;
    const email = await registerVerifiedUser(request, { name, password: PASSWORD });
    await page.setViewportSize(viewport);
    await signInAtDashboard(page, 'admin');
    const panel = await findUser(page, email);
    const entry = entryOf(panel, email, isPhone);
    const change = entry.getByRole('button', { name: `Change role of ${name}` });
    if (isPhone) await expectWithinPhoneWidth(change);
    await change.click();
    const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
    await expect(dialog.getByLabel('New role')).toHaveValue('leaser');
    await expectNoSeriousViolations(page);
    await dialog.getByLabel('New role').selectOption('monetizer');
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expectToast(page, 'Role changed', 'The new role applies from their next request.');
    await expect(dialog).toHaveCount(0);
    await expect(entry).toContainText('monetizer');
    await panel.getByLabel('Role', { exact: true }).selectOption('monetizer');
    await expect(entry).toHaveCount(1);
    await panel.getByLabel('Role', { exact: true }).selectOption('leaser');
    await expect(entry).toHaveCount(0);
    await expect(panel.getByText('No users match these filters.')).toBeVisible();
  });

  test(`sign out everywhere ends the session of another browser (${label})`, async ({
    page,
    browser,
    request,
  }) => {
    const email = await registerVerifiedUser(request, {
      name: `Eve Everywhere ${label}`,
      password: PASSWORD,
    });
    const otherBrowser = await signedInBrowser(browser, email, viewport);

    await page.setViewportSize(viewport);
    await signInAtDashboard(page, email);
    await page.goto('/security');
    const section = page.getByRole('heading', { name: 'Sessions' });
    await expect(section).toBeVisible();
    const button = page.getByRole('button', { name: 'Sign out everywhere' });
    if (isPhone) await expectWithinPhoneWidth(button);
    await expectNoSeriousViolations(page);

    // Cancel keeps every session.
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/security$/);

    await button.click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectToast(page, 'Signed out everywhere');
    await expect(page).toHaveURL(/\/login/);
    // The other browser's page goes to sign-in by itself, and stays signed out.
    await expect(otherBrowser).toHaveURL(/\/login/);
    await otherBrowser.goto('/dashboard');
    await expect(otherBrowser).toHaveURL(/\/login/);
    expect((await otherBrowser.request.get('/api/profile')).status()).toBe(401);
    await otherBrowser.context().close();
  });
}

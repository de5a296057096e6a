import { expect, type Page } from '@playwright/test';
import { NEW_USER_PASSWORD, expectNoSeriousViolations, expectToast, test, signInAsNewUser } from './fixtures';

/**
 * API tokens on /security (docs/decisions/190-api-tokens.md) at 1440 and 390 px: a refused field,
 * create a token (shown once, copied), use it as a program would (Bearer, no cookie), see it listed,
 * revoke it, and the program is refused.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function expectFitsThePhone(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport, permissions: ['clipboard-read', 'clipboard-write'] });

    test('create an API token, use it, revoke it', async ({ page, playwright, baseURL }) => {
      const name = `Lease robot ${width.name} ${Date.now()}`;
      await signInAsNewUser(page, `Tomas Token ${width.name}`);
      await page.goto('/security');
      await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();

      await page.getByRole('button', { name: 'Create token' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create API token' });
      await expect(dialog).toBeVisible();
      // Refused beside its field, with one toast.
      await dialog.getByRole('button', { name: 'Create token' }).click();
      await expect(dialog.getByText('Give the token a name, so you know where it is used.')).toBeVisible();
      await expectToast(page, 'Token name required');

      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Scope').selectOption({ label: 'Read and trade' });
      await dialog.getByLabel('Expires after').selectOption({ label: '30 days' });
      await dialog.getByLabel('Current password').fill(NEW_USER_PASSWORD);
      if (width.name === 'phone') await expectFitsThePhone(page, width.viewport.width);
      await dialog.getByRole('button', { name: 'Create token' }).click();

      const shown = page.getByRole('dialog', { name: 'Copy your new token' });
      await expectToast(page, 'API token created');
      const secret = (await shown.getByTestId('api-token-secret').textContent()) ?? '';
      expect(secret).toMatch(/^nlt_[\w-]{43}$/);
      await shown.getByRole('button', { name: 'Copy token' }).click();
      await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      if (width.name === 'phone') await expectFitsThePhone(page, width.viewport.width);
      await expectNoSeriousViolations(page);
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByTestId('api-token-secret')).toHaveCount(0);

      // A program: only the Bearer header, no cookie, no CSRF token.
      const program = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { authorization: `Bearer ${secret}` },
      });
      expect((await program.get('/api/orders')).status()).toBe(200);

      await page.reload();
      const row = page.locator('tr:visible, li:visible').filter({ hasText: name });
      await expect(row).toContainText('Read and trade');
      await expect(row).toContainText(`${secret.slice(0, 12)}…`);
      if (width.name === 'phone') await expectFitsThePhone(page, width.viewport.width);
      await expectNoSeriousViolations(page);

      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke API token?' });
      await expect(confirm).toContainText('Programs using this token can no longer reach your account.');
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expectToast(page, 'API token revoked');
      await expect(page.locator('tr:visible, li:visible').filter({ hasText: name })).toHaveCount(0);

      const refused = await program.get('/api/orders');
      expect(refused.status()).toBe(401);
      expect(((await refused.json()) as { title: string }).title).toBe('Invalid API token');
      await program.dispose();
    });
  });
}

import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { loginAs, type DemoRole, test } from './fixtures';

/**
 * axe on every page of the route table, signed in with a role that may open it: no serious or
 * critical violation (issue 8 "Accessibility").
 */
const PAGES: Array<{ path: string; role: DemoRole | null }> = [
  { path: '/', role: null },
  { path: '/marketplace', role: null },
  { path: '/auctions', role: null },
  { path: '/login', role: null },
  { path: '/register', role: null },
  { path: '/forgot-password', role: null },
  { path: '/dashboard', role: 'leaser' },
  { path: '/profile', role: 'leaser' },
  { path: '/notifications', role: 'leaser' },
  { path: '/create-listing', role: 'monetizer' },
  { path: '/support', role: 'leaser' },
  { path: '/kyc', role: 'leaser' },
  { path: '/wallet', role: 'leaser' },
  { path: '/deposit', role: 'leaser' },
  { path: '/payouts', role: 'monetizer' },
  { path: '/orders', role: 'leaser' },
  { path: '/invoices', role: 'leaser' },
  { path: '/my-ip-blocks', role: 'monetizer' },
  { path: '/my-server-packages', role: 'monetizer' },
  { path: '/my-listings', role: 'monetizer' },
  { path: '/reputation', role: 'leaser' },
  { path: '/my-reputation', role: 'leaser' },
  { path: '/security', role: 'leaser' },
  { path: '/my-asns', role: 'leaser' },
  { path: '/loa-management', role: 'monetizer' },
  { path: '/create-auction', role: 'monetizer' },
  { path: '/staff', role: 'staff' },
  { path: '/admin', role: 'admin' },
];

async function findSeriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  return serious;
}

for (const role of [null, 'leaser', 'monetizer', 'staff', 'admin'] as const) {
  const pages = PAGES.filter((entry) => entry.role === role);
  test(`pages for ${role ?? 'visitors'} have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(30_000 + pages.length * 10_000);
    if (role) await loginAs(page, role);
    const violations: string[] = [];
    for (const entry of pages) violations.push(...(await findSeriousViolations(page, entry.path)));
    expect(violations).toEqual([]);
  });
}

test('dialogs and menus work from the keyboard', async ({ page }) => {
  await loginAs(page, 'leaser');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(bell).toBeFocused();
});

import { expect } from '@playwright/test';
import { PHONE, expectNoAxeViolations, expectNoSidewaysScroll, signInAs, test } from './fixtures';

/**
 * The Setup card on /admin (docs/PRODUCT.md "Admin panel"): how this marketplace is set up, read from
 * the server the browser tests run (sandbox cards, the demo outbox, files on its disk, one instance).
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: PHONE },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('an admin reads how the marketplace is set up and which instances run it', async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Setup', exact: true })).toBeVisible();
      for (const [label, verdict, sentence] of [
        ['Card payments', 'Sandbox', 'Test cards only: no real money moves.'],
        ['Mail', 'Outbox', 'Mail is kept in the demo outbox and never sent.'],
        ['Uploaded files', 'Disk', "Uploaded files live on this server's disk (DATA_DIR/files)."],
        ['Instances', '1 running', 'Seen in the last three minutes.'],
      ] as const) {
        const row = page.locator('dt', { hasText: label }).locator('xpath=..');
        await expect(row.getByText(verdict, { exact: true })).toBeVisible();
        await expect(row.getByText(sentence)).toBeVisible();
      }
      await expect(page.getByText(/, process \d+ \(answered this page\), since /)).toBeVisible();
      await expect(page.getByText(/files: .*\/files on /)).toBeVisible();
      await expectNoAxeViolations(page);
      if (name === 'phone') await expectNoSidewaysScroll(page);
    });
  });
}

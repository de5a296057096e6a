import { expect } from '@playwright/test';
import { PHONE, expectNoAxeViolations, expectNoSidewaysScroll, signInAs, test } from './fixtures';

/**
 * The Setup card on /admin (docs/PRODUCT.md "Admin panel"): how this marketplace is set up, read from
 * the server the browser tests run (sandbox cards, the demo outbox, files on its disk, one instance),
 * and a marketplace set up badly: the answer such a server gives, with two instances that keep their
 * files apart and no card processor.
 */

/** What /api/admin/setup answers for two instances with directories of their own and no processor. */
const BADLY_SET_UP = {
  cardPayments: 'none',
  mail: 'smtp',
  fileStorage: 'local',
  instances: [
    {
      host: 'netlease-web-1.internal.example',
      pid: 1187,
      fileStorage: '/srv/netlease/releases/2026-12-01/data/files on netlease-web-1.internal.example',
      startedAt: '2026-12-01T08:12:00.000Z',
      seenAt: '2026-12-01T11:40:00.000Z',
      isThisInstance: true,
    },
    {
      host: 'netlease-web-2.internal.example',
      pid: 1203,
      fileStorage: '/srv/netlease/releases/2026-12-01/data/files on netlease-web-2.internal.example',
      startedAt: '2026-12-01T08:13:00.000Z',
      seenAt: '2026-12-01T11:40:10.000Z',
      isThisInstance: false,
    },
  ],
  filesShared: false,
};

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

    test('an admin is told when nobody can pay and the instances do not share their files', async ({
      page,
    }) => {
      await page.route('**/api/admin/setup', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(BADLY_SET_UP) }),
      );
      await signInAs(page, 'admin');
      await page.goto('/admin');
      const files = page.locator('dt', { hasText: 'Uploaded files' }).locator('xpath=..');
      await expect(files.getByText('Not shared', { exact: true })).toBeVisible();
      await expect(
        files.getByText(/a document uploaded through one cannot be read through another/),
      ).toBeVisible();
      const payments = page.locator('dt', { hasText: 'Card payments' }).locator('xpath=..');
      await expect(payments.getByText('None', { exact: true })).toBeVisible();
      await expect(payments.getByText(/nobody can pay by card or add money to a wallet/)).toBeVisible();
      await expect(page.getByText('2 running', { exact: true })).toBeVisible();
      await expect(page.getByText(/netlease-web-2\.internal\.example, process 1203, since /)).toBeVisible();
      await expectNoAxeViolations(page);
      if (name === 'phone') await expectNoSidewaysScroll(page);
    });
  });
}

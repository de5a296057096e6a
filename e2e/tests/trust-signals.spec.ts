import { expect, type Locator, type Page } from '@playwright/test';
import {
  DEMO,
  expectNoSeriousViolations,
  test,
  expectNoSidewaysScroll,
  apiSignIn,
  signInAs,
} from './fixtures';

/**
 * docs/PRODUCT.md "Trust signals", at a desktop and a phone width: a subnet never checked reads
 * 'not yet checked' (never 100/100), a user nobody rated reads 5.0 with 'no ratings yet', the admin
 * money chart shows its numbers without an animation, and the admin reputation tab pages on the
 * server.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

// The demo bundle's /24 is created after the demo's reputation checks ran (reputation.demo.ts).
const NEVER_CHECKED = '198.19.200.0/24';

/** The row (wide screen) or card (phone) that shows `text`: ResponsiveTable renders one of them. */
const shownRow = (page: Page | Locator, text: string) =>
  page.locator('tr:visible, li:visible').filter({ hasText: text }).first();

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a subnet never checked reads not yet checked on My IP Blocks and /reputation', async ({ page }) => {
      await signInAs(page, 'monetizer');
      await page.goto('/my-ip-blocks');
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: NEVER_CHECKED }) });
      await card.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: NEVER_CHECKED });
      await expect(dialog).toBeVisible();
      const subnet = shownRow(dialog, NEVER_CHECKED);
      await expect(subnet).toContainText('Not yet checked');
      await expect(subnet).not.toContainText('/100');
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/reputation');
      await expect(page.getByRole('heading', { name: 'IP Reputation Monitoring' })).toBeVisible();
      const row = shownRow(page, NEVER_CHECKED);
      await expect(row).toContainText('Not yet checked');
      await expect(row).toContainText('Never');
      await expect(row).not.toContainText('/100');
      // A checked subnet beside it still shows its score.
      await expect(page.locator('tr:visible, li:visible').filter({ hasText: '/100' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page);
    });

    test('a user without ratings reads 5.0 with no ratings yet', async ({ page, request }) => {
      await signInAs(page, 'leaser');
      await page.goto('/profile');
      const rating = page.getByRole('definition').filter({ hasText: 'no ratings yet' });
      await expect(rating).toContainText('5.0');
      await expectNoSeriousViolations(page);

      await page.goto('/my-reputation');
      await expect(page.getByText('5.0', { exact: true })).toBeVisible();
      await expect(page.getByText('no ratings yet', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The demo monetizer, nobody's rated provider, on a listing's provider card.
      await apiSignIn(request, DEMO.leaser);
      const market = (await (await request.get('/api/marketplace?type=ip')).json()) as {
        items: Array<{ id: string }>;
      };
      await page.goto(`/listing/${market.items[0]!.id}`);
      const provider = page.getByText('Provider', { exact: true }).locator('..');
      await expect(provider).toContainText('5.0');
      await expect(provider).toContainText('no ratings yet');
      await expectNoSeriousViolations(page);
    });

    test('the admin money chart shows its data at once and the reputation tab pages', async ({ page }) => {
      // The page's timers and animation frames run on a clock the test moves (no real waiting).
      await page.clock.install();
      await signInAs(page, 'admin');
      await page.goto('/admin');
      const chart = page.getByTestId('chart');
      await expect(page.getByRole('heading', { name: 'Fees and Order Volume by Week' })).toBeVisible();
      const bars = chart.locator('.recharts-bar-rectangle path');
      await expect(bars.first()).toBeAttached();
      // Drawn at once: the first paint already has the final bar heights and a whole fee line (an
      // animated line is drawn with a growing stroke-dasharray, animated bars grow from 0).
      const heightsAtOnce = await bars.evaluateAll((paths) =>
        paths.map((path) => path.getBoundingClientRect().height),
      );
      expect(Math.max(...heightsAtOnce)).toBeGreaterThan(0);
      const line = chart.locator('.recharts-line-curve');
      await expect(line).toBeAttached();
      expect(await line.getAttribute('stroke-dasharray')).toBeNull();
      // A second of animation frames later the bars have not grown: nothing was animating.
      await page.clock.runFor(1_000);
      const heightsLater = await bars.evaluateAll((paths) =>
        paths.map((path) => path.getBoundingClientRect().height),
      );
      expect(heightsLater).toEqual(heightsAtOnce);
      // Two panels, each with its own labelled dollar axis.
      await expect(chart.getByText('Order volume per week (USD)')).toBeVisible();
      await expect(chart.getByText('Platform fees per week (USD)')).toBeVisible();

      await page.getByRole('tab', { name: 'reputation' }).click();
      const count = page.getByText(/^[\d,]+ rows$/);
      await expect(count).toBeVisible();
      const total = Number((await count.textContent())!.replace(/\D/g, ''));
      expect(total).toBeGreaterThan(50);
      // The tab's first row (wide screen) or card (phone); the chart's screen-reader table is elsewhere.
      const panel = page.getByRole('tabpanel');
      const firstRow = async () =>
        (await panel
          .locator('tbody tr:visible, [aria-label="Reputation checks"] > li:visible')
          .first()
          .textContent()) ?? '';
      const pageOne = await firstRow();
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pager.getByText('Page 2')).toBeVisible();
      await expect.poll(firstRow).not.toBe(pageOne);

      // The band filter asks the server: only subnets never checked, each reading so.
      await page.getByLabel('Band').selectOption('unchecked');
      // A new filter starts from the first page: 'Page 1', or no pager when the answer fits one page
      // (how many subnets were never checked depends on what the specs before this one created).
      await expect(pager.getByText('Page 2')).toHaveCount(0);
      await expect(count).not.toHaveText(`${total.toLocaleString('en-US')} rows`);
      const unchecked = shownRow(panel, NEVER_CHECKED);
      await page.getByLabel('Search subnets').fill('198.19.200.7');
      await expect(page.getByText('1 row', { exact: true })).toBeVisible();
      await expect(unchecked).toContainText('Not yet checked');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page);
    });
  });
}

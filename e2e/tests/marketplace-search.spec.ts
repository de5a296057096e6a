import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations, test, PHONE } from './fixtures';

// Marketplace search as an IP buyer uses it (docs/PRODUCT.md "Marketplace search"), on the demo
// catalogue (apps/server/src/features/catalog/marketplace/marketplace.demo.ts). Other specs lease demo items, so
// this one relies only on what stays public: the demo leaser's order already holds the ARIN /24 of
// 198.51.100.0/24, and loa-review.spec.ts keeps 'Clean /24 in Amsterdam'.

// The cards themselves, not the lists inside them.
const cards = (page: Page) => page.getByRole('list', { name: 'Listings' }).locator(':scope > li');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });

test('filter by RIR and prefix size; the address keeps the filters across a reload and back', async ({
  page,
}) => {
  await page.goto('/marketplace');
  await expect(card(page, 'Clean /24 in Amsterdam')).toBeVisible();

  await filters(page).getByLabel('RIR').selectOption('arin');
  await expect(page).toHaveURL(/[?&]rir=arin/);
  await expect(card(page, 'Dallas /22 for CDN edge')).toBeVisible();
  await expect(card(page, 'Dallas /24 starter blocks')).toBeVisible();
  await expect(card(page, 'Clean /24 in Amsterdam')).toHaveCount(0);
  const arinCount = await cards(page).count();
  expect(arinCount).toBeGreaterThanOrEqual(2);

  await filters(page).getByLabel('Prefix size').selectOption('22');
  await expect(page).toHaveURL(/[?&]prefix=22/);
  await expect(cards(page)).toHaveCount(1);
  const dallas = card(page, 'Dallas /22 for CDN edge');
  await expect(dallas.getByText('/22 · 1,024 IPs per lease')).toBeVisible();
  await expect(dallas.getByText('ARIN · United States')).toBeVisible();
  await expect(page.getByText('1 listing', { exact: true })).toBeVisible();

  await page.reload();
  await expect(filters(page).getByLabel('RIR')).toHaveValue('arin');
  await expect(filters(page).getByLabel('Prefix size')).toHaveValue('22');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Dallas /22 for CDN edge')).toBeVisible();

  // Back: the step before the prefix size, RIR only.
  await page.goBack();
  await expect(page).not.toHaveURL(/prefix=/);
  await expect(filters(page).getByLabel('Prefix size')).toHaveValue('');
  await expect(cards(page)).toHaveCount(arinCount);

  // An address that makes no sense falls back to the defaults instead of an error.
  await page.goto('/marketplace?rir=iana&prefix=7&country=XX&sort=oldest');
  await expect(filters(page).getByLabel('RIR')).toHaveValue('');
  await expect(card(page, 'Clean /24 in Amsterdam')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a partial address in the search box finds the listing whose range holds it', async ({ page }) => {
  await page.goto('/marketplace');
  const search = page.getByPlaceholder('Search listings...');
  await search.fill('192.0.2');
  await expect(page).toHaveURL(/[?&]q=192\.0\.2(&|$)/);
  await expect(cards(page)).toHaveCount(1);
  const found = card(page, 'Clean /24 in Amsterdam');
  await expect(found.getByText('192.0.2.0/24')).toBeVisible();
  await expect(found.getByText('/24 · 256 IPs per lease')).toBeVisible();
  await expect(found.getByText('RIPE NCC · Netherlands')).toBeVisible();
  await expect(found.getByText(/per IP\/month/)).toBeVisible();
  await expect(found.getByRole('link', { name: 'Lease Now' })).toHaveAttribute(
    'href',
    /\/payment\/.+\?type=ip$/,
  );

  // 198.51.100.0/24 is leased (the demo leaser's paid order): nothing of it is on offer.
  await search.fill('198.51.100');
  await expect(page).toHaveURL(/[?&]q=198\.51\.100/);
  await expect(page.getByText('No listings found')).toBeVisible();

  // A size typed alone is the size one lease takes.
  await search.fill('/20');
  await expect(page).toHaveURL(/[?&]q=%2F20/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'São Paulo /20 for ISPs').getByText('/20 · 4,096 IPs per lease')).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue('/20');
  await expect(card(page, 'São Paulo /20 for ISPs')).toBeVisible();
});

test('on a 390 px phone the filters fold behind a button and still filter', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/marketplace?type=ip');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters(page)).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filters(page)).toBeVisible();
  await filters(page).getByLabel('Reputation').selectOption('clean');
  await filters(page).getByLabel('RIR').selectOption('lacnic');
  await expect(page).toHaveURL(/rir=lacnic/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  // Nothing of the page is wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  for (const control of ['Prefix size', 'RIR', 'Reputation']) {
    const box = (await filters(page).getByLabel(control).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }

  await filters(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/rir=/);
  await expect(card(page, 'São Paulo /20 for ISPs')).toBeVisible();
  await expectNoSeriousViolations(page);
});

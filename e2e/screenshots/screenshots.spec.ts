import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { loginAs, type DemoRole, test } from '../tests/fixtures';

/**
 * What users see, for reviewers: the dashboard, a listing, the marketplace and the admin audit log at
 * a desktop and a phone width, written to docs/screenshots/ (`npm run screenshots`). The demo data
 * are fresh each run, so the pictures change only when the pages do (and with the dates shown).
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Shot {
  name: string;
  role: DemoRole | null;
  open: (page: Page) => Promise<void>;
}

const settled = async (page: Page) => {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
};

const SHOTS: Shot[] = [
  {
    name: 'dashboard-monetizer',
    role: 'monetizer',
    open: async (page) => {
      await page.goto('/dashboard');
      await settled(page);
    },
  },
  {
    name: 'dashboard-leaser',
    role: 'leaser',
    open: async (page) => {
      await page.goto('/dashboard');
      await settled(page);
    },
  },
  {
    name: 'marketplace',
    role: null,
    open: async (page) => {
      await page.goto('/marketplace');
      await settled(page);
      await expect(page.getByRole('link', { name: /Lease Now/ }).first()).toBeVisible();
    },
  },
  {
    name: 'listing-detail',
    role: null,
    open: async (page) => {
      const response = await page.request.get('/api/marketplace?type=ip&q=Amsterdam');
      const body = (await response.json()) as { items: Array<{ id: string }> };
      await page.goto(`/listing/${body.items[0]!.id}`);
      await settled(page);
    },
  },
  {
    name: 'admin-audit',
    role: 'admin',
    open: async (page) => {
      await page.goto('/admin');
      await settled(page);
      await page.getByRole('tab', { name: 'audit' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.locator('main .animate-spin')).toHaveCount(0);
    },
  },
];

for (const size of WIDTHS) {
  for (const shot of SHOTS) {
    test(`${shot.name} on a ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (shot.role) await loginAs(page, shot.role);
      await shot.open(page);
      // A toast ('Login successful') is the moment, not the page.
      await page.addStyleTag({ content: '[data-sonner-toaster] { display: none !important; }' });
      await page.screenshot({ path: path.join(OUT, `${shot.name}-${size.name}.png`), fullPage: true });
    });
  }
}

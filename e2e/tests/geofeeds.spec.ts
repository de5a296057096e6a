import { expect } from '@playwright/test';
import {
  expectNoSeriousViolations,
  expectToast,
  newSession,
  test,
  expectNoSidewaysScroll,
  signInAs,
} from './fixtures';

/**
 * docs/PRODUCT.md "Geofeeds", at a desktop and a phone width: the leaser places a leased range from
 * My Orders (a refusal beside its field, then saved), and the seller's geofeed, whose address the
 * seller finds on My IP Blocks, shows that location.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, city: 'Amsterdam' },
  { name: 'phone', viewport: { width: 390, height: 844 }, city: 'Haarlem' },
] as const;

// The demo leaser's paid IP order (wallet.demo.ts).
const DEMO_ORDER = 'ARIN /24 for US East workloads';

for (const { name, viewport, city } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('the leaser sets the geolocation of a leased range and the seller geofeed shows it', async ({
      page,
      browser,
    }) => {
      // Two people, two pages each, and an accessibility scan of each: more than the default minute
      // on a busy machine.
      test.slow();
      await signInAs(page, 'leaser');
      await page.goto('/orders');
      await page.getByRole('button', { name: `Geolocation of ${DEMO_ORDER}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Geolocation' });
      const range = dialog.getByRole('region').first();
      await expect(range).toBeVisible();
      const cidr = (await range.getByRole('heading').textContent())!.trim();
      expect(cidr).toMatch(/^[\d.]+\/\d+$/);

      const country = dialog.getByRole('combobox', { name: 'Country' });
      await country.fill('');
      await country.pressSequentially('neth');
      await country.press('Enter');
      await expect(country).toHaveValue('Netherlands (NL)');
      // A region of another country is refused beside the field.
      await dialog.getByLabel('Region (optional)').fill('US-CA');
      await dialog.getByLabel('City (optional)').fill(city);
      await dialog.getByRole('button', { name: 'Save Geolocation' }).click();
      await expect(
        dialog.getByText(
          'The region code must start with the code of the chosen country, like NL-NH for the Netherlands.',
        ),
      ).toBeVisible();
      await expect(dialog.getByLabel('Region (optional)')).toBeFocused();

      await dialog.getByLabel('Region (optional)').fill('nl-nh');
      await dialog.getByRole('button', { name: 'Save Geolocation' }).click();
      await expectToast(page, 'Geolocation saved');
      const line = `${cidr},NL,NL-NH,${city},`;
      await expect(dialog.getByTestId('geofeed-line')).toHaveText(line);
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);

      // The seller finds the feed's address on My IP Blocks; the feed has the leaser's line.
      const seller = await newSession(browser, 'monetizer');
      await seller.setViewportSize(viewport);
      await seller.goto('/my-ip-blocks');
      await expect(seller.getByRole('heading', { name: 'Geofeed' })).toBeVisible();
      const url = (await seller.getByTestId('geofeed-url').textContent())!.trim();
      expect(url).toMatch(/\/api\/geofeeds\/[0-9a-f-]{36}\.csv$/);
      await expectNoSidewaysScroll(seller);
      await expectNoSeriousViolations(seller);

      const feed = await seller.request.get(url);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/csv; charset=utf-8');
      const lines = (await feed.text()).split('\n');
      expect(lines).toContain(line);
      await seller.context().close();
    });
  });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations, test, signInAsNewUser } from './fixtures';

/**
 * Webhooks on /security (docs/decisions/197-webhooks.md) at 1440 and 390 px: add an endpoint (the
 * secret shown once), see it listed, send it a test event that a local receiver accepts, see the
 * delivery in the log, delete the endpoint.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

let receiver: http.Server;
let receiverUrl: string;
const received: string[] = [];
test.beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    received.push(String(request.headers['netlease-event']));
    request.resume();
    request.on('end', () => {
      response.statusCode = 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

async function expectFitsThePhone(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport });

    test('add a webhook endpoint, test it, see the delivery, delete it', async ({ page }) => {
      const url = `${receiverUrl}/${width.name}/netlease`;
      await signInAsNewUser(page, `Wanda Webhook ${width.name}`);
      await page.goto('/security');
      const section = page.locator('section', {
        has: page.getByRole('heading', { name: 'Add an endpoint' }),
      });

      // Refused beside its field, with one toast.
      await section.getByLabel('Endpoint URL').fill('not a url');
      await section.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(
        section.getByText('Enter the full address of your endpoint', { exact: false }),
      ).toBeVisible();

      await section.getByLabel('Endpoint URL').fill(url);
      await section.getByRole('checkbox', { name: /bid\.outbid/ }).check();
      await section.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(page.getByText('Webhook endpoint added', { exact: true })).toBeVisible();
      const secret = page.getByTestId('webhook-secret');
      await expect(secret).toHaveText(/^whsec_[\w-]{43}$/);

      const endpoints = page.getByRole('list', { name: 'Webhook endpoints' });
      const endpoint = endpoints.getByRole('listitem').filter({ hasText: url });
      await expect(endpoint).toBeVisible();
      await expect(endpoint).toContainText('Order paid');
      await expect(endpoint).toContainText('Outbid on an auction');
      if (width.name === 'phone') await expectFitsThePhone(page, width.viewport.width);
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'I have saved it' }).click();
      await expect(secret).toHaveCount(0);

      await endpoint.getByRole('button', { name: `Send test event to ${url}` }).click();
      await expect(page.getByText('Test event delivered', { exact: true })).toBeVisible();
      expect(received).toContain('ping');
      const log = page.locator('section', { has: page.getByRole('heading', { name: 'Recent deliveries' }) });
      const delivery = log
        .locator('tr:visible, li:visible')
        .filter({ hasText: `${url}` })
        .first();
      await expect(delivery).toContainText('ping');
      await expect(delivery).toContainText('Delivered');
      await expect(delivery).toContainText('200');
      if (width.name === 'phone') await expectFitsThePhone(page, width.viewport.width);

      await endpoint.getByRole('button', { name: `Delete ${url}` }).click();
      await expect(page.getByText('Webhook endpoint deleted', { exact: true })).toBeVisible();
      await expect(endpoints.getByRole('listitem').filter({ hasText: url })).toHaveCount(0);
    });
  });
}

import { expect, type Page } from '@playwright/test';
import { test, PHONE } from './fixtures';

interface CatalogItem {
  kind: 'ip' | 'server';
  id: string;
  title: string;
}

async function catalogItem(page: Page, kind: CatalogItem['kind']): Promise<CatalogItem> {
  const answer = await page.request.get(`/api/marketplace?type=${kind === 'ip' ? 'ip' : 'server'}`);
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: CatalogItem[] };
  const item = items.find((candidate) => candidate.kind === kind);
  if (!item) throw new Error(`the demo catalogue has no ${kind} item`);
  return item;
}

/**
 * Opens `address` with the page's own code held back until the request for `detailPath` has been
 * sent: the request can only come from the app's start (docs/decisions/294), never from the page.
 * Answers how many times the page asked for `detailPath`.
 */
async function openWithCodeHeldBack(page: Page, address: string, detailPath: string) {
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/listing-page-[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  let detailRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === detailPath) detailRequests += 1;
  });
  // Bounded, so a page that waits for its own code fails here at once instead of at the test's end.
  const detailSent = page.waitForRequest((request) => new URL(request.url()).pathname === detailPath, {
    timeout: 15_000,
  });
  await page.goto(address);
  await detailSent;
  releaseCode();
  return () => detailRequests;
}

for (const viewport of [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
]) {
  test(`a listing's data is asked for beside its page's code (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    const listing = await catalogItem(page, 'ip');
    const requests = await openWithCodeHeldBack(
      page,
      `/listing/${listing.id}`,
      `/api/marketplace/listings/${listing.id}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    // The page used the answer the app's start asked for instead of asking again.
    expect(requests()).toBe(1);
  });
}

test("a server package's data is asked for beside its page's code", async ({ page }) => {
  const server = await catalogItem(page, 'server');
  const requests = await openWithCodeHeldBack(
    page,
    `/listing/${server.id}?type=server`,
    `/api/marketplace/server-packages/${server.id}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: server.title })).toBeVisible();
  expect(requests()).toBe(1);
});

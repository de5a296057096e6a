import { expect, type Page } from '@playwright/test';
import { axeViolations, notifyByTestHook, signInAs, signInAsNewUser, test, PHONE } from './fixtures';

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
 * Opens `address` with the page's own code (`code`) held back until every request for `dataPaths`
 * has been sent: such a request can only come from the app's start (docs/decisions/294), never from
 * the page. Answers how many times the page asked for each of `dataPaths`.
 */
async function openWithCodeHeldBack(page: Page, address: string, code: RegExp, dataPaths: string[]) {
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(code, async (route) => {
    await codeHeld;
    await route.continue();
  });
  const requests = new Map(dataPaths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (requests.has(path)) requests.set(path, requests.get(path)! + 1);
  });
  // Bounded, so a page that waits for its own code fails here at once instead of at the test's end.
  const sent = dataPaths.map((dataPath) =>
    page.waitForRequest((request) => new URL(request.url()).pathname === dataPath, { timeout: 15_000 }),
  );
  await page.goto(address);
  await Promise.all(sent);
  releaseCode();
  return (dataPath: string) => requests.get(dataPath);
}

const LISTING_PAGE_CODE = /\/assets\/listing-page-[^/]*\.js$/;
const DASHBOARD_PAGE_CODE = /\/assets\/dashboard-page-[^/]*\.js$/;
const DASHBOARD_FIGURES = '/api/dashboard/overview';

for (const viewport of [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
]) {
  test(`a listing's data is asked for beside its page's code (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    const listing = await catalogItem(page, 'ip');
    const detailPath = `/api/marketplace/listings/${listing.id}`;
    const requests = await openWithCodeHeldBack(page, `/listing/${listing.id}`, LISTING_PAGE_CODE, [
      detailPath,
    ]);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    // The page used the answer the app's start asked for instead of asking again.
    expect(requests(detailPath)).toBe(1);
  });
}

test("a server package's data is asked for beside its page's code", async ({ page }) => {
  const server = await catalogItem(page, 'server');
  const detailPath = `/api/marketplace/server-packages/${server.id}`;
  const requests = await openWithCodeHeldBack(page, `/listing/${server.id}?type=server`, LISTING_PAGE_CODE, [
    detailPath,
  ]);
  await expect(page.getByRole('heading', { level: 1, name: server.title })).toBeVisible();
  expect(requests(detailPath)).toBe(1);
});

for (const viewport of [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
]) {
  test(`the dashboard's figures are asked for once the session answers, beside its code (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    await signInAs(page, 'leaser');
    const savedListReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/saved-listings') savedListReads.push(request.url());
    });
    const requests = await openWithCodeHeldBack(page, '/dashboard', DASHBOARD_PAGE_CODE, [DASHBOARD_FIGURES]);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    // The figures drawn from the answer asked for before the code came, not a placeholder.
    await expect(page.getByRole('link', { name: /^Available balance \$[\d,]+\.\d{2}/ })).toBeVisible();
    // The Saved Listings tile's count comes with them: the list itself is /saved's to read.
    await expect(
      page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: /^Saved Listings\s*\d+$/ }),
    ).toBeVisible();
    expect(requests(DASHBOARD_FIGURES)).toBe(1);
    expect(savedListReads).toEqual([]);
  });
}

test('a visitor opening the dashboard asks for none of its figures and is sent to sign in', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === DASHBOARD_FIGURES) asked.push(path);
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(asked).toEqual([]);
});

for (const viewport of [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
]) {
  test(`the bell's menu loads on its first opening and works from the keyboard (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    const menuCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/notification-menu-[^/]*\.js$/.test(request.url())) menuCode.push(request.url());
    });
    // An account of the test's own, so marking all as read touches no other test's notifications.
    const email = await signInAsNewUser(page, `Bell ${viewport.name}`);
    await notifyByTestHook(page.request, email, 'Lease ready', 'Your range is routed.');
    await page.reload();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    // Signed-in pages load without the menu and its library (docs/decisions/295).
    expect(menuCode).toEqual([]);

    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Notifications', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View All' })).toBeVisible();
    expect(menuCode).toHaveLength(1);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]'))))
      .toBe(true);
    // The menu is drawn outside #root, which the open menu hides from assistive technology.
    expect(
      await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], exclude: '#root' }),
    ).toEqual([]);

    // Mark all as read is an item of the menu: the arrow keys reach it, and the menu stays open.
    const markAll = menu.getByRole('menuitem', { name: 'Mark all as read' });
    await markAll.focus();
    await page.keyboard.press('Enter');
    await expect(markAll).toBeHidden();
    await expect(menu).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Opened again, it is the menu's own trigger now: Arrow Down opens it too.
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    expect(menuCode).toHaveLength(1);
  });
}

test('the toast area loads when a person first acts, not with the first screen', async ({ page }) => {
  const toasterCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/app-toaster-[^/]*\.js$/.test(request.url())) toasterCode.push(request.url());
  });
  const listing = await catalogItem(page, 'ip');
  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(toasterCode).toEqual([]);

  // Share copies the link and answers with a toast: the first key pressed already fetched its code.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(toasterCode).toHaveLength(1);
});

for (const viewport of [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
]) {
  test(`a page whose code cannot be downloaded says so and Reload recovers (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    const listing = await catalogItem(page, 'ip');
    const pageCode = /\/assets\/listing-page-[^/]*\.js$/;
    await page.route(pageCode, (route) => route.abort('connectionreset'));
    await page.goto(`/listing/${listing.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    // The navigation stays: the person can go elsewhere, or reload.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })).toEqual([]);
    await page.unroute(pageCode);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  });
}

test('a page whose code failed downloads it again when opened again', async ({ page }) => {
  const listing = await catalogItem(page, 'ip');
  const pageCode = /\/assets\/listing-page-[^/]*\.js$/;
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (pageCode.test(request.url())) downloads.push(request.url());
  });
  await page.route(pageCode, (route) => route.abort('connectionreset'));
  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  const failedDownloads = downloads.length;
  // The connection is back: the person goes elsewhere with the app's own navigation, then back.
  await page.unroute(pageCode);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  expect(downloads.length).toBe(failedDownloads + 1);
});

test('a page changed under the app (as a browser extension may) says something went wrong, and Reload recovers', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/marketplace');
  const results = page.getByRole('list', { name: 'Listings' });
  await expect(results).toBeVisible();
  // Something outside the app takes the results out of the page; the app then replaces them.
  await results.evaluate((list) => list.remove());
  await page.getByLabel('Search listings').fill('nothing-is-called-this');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
  ).toBeVisible();
  await expect(page.getByText('It could not be shown. Reload the page to try again.')).toBeVisible();
  // Not the message of a failed download, and the navigation stays.
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })).toEqual([]);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { type DemoRole, axeViolations, test, signInAtDashboard, signInAsNewUser } from './fixtures';

/**
 * axe on every page of the web app's route table, signed in with a role that may open it, at a desktop
 * and a phone width: no violation of any impact. The table below must name exactly the routes of
 * apps/web/src/app/routes.tsx, so a new page is checked the day it is added.
 */
type Resolve = (request: APIRequestContext) => Promise<string>;
interface PageCheck {
  role: DemoRole | null;
  /** The address to open, for routes with a parameter (found through the API as that role). */
  resolve?: Resolve;
}

const firstId = async (request: APIRequestContext, url: string, pick: (body: any) => string | undefined) => {
  const response = await request.get(url);
  expect(response.ok(), url).toBeTruthy();
  const id = pick(await response.json());
  expect(id, `${url} gave no id`).toBeTruthy();
  return id!;
};

const PAGES: Record<string, PageCheck> = {
  '/': { role: null },
  '/marketplace': { role: null },
  '/listing/:id': {
    role: null,
    resolve: async (request) =>
      `/listing/${await firstId(request, '/api/marketplace?type=ip', (body) => body.items[0]?.id)}`,
  },
  '/auctions': { role: null },
  '/auction/:id': {
    role: null,
    resolve: async (request) =>
      `/auction/${await firstId(request, '/api/auctions', (body) => body.auctions[0]?.id)}`,
  },
  // The provider page of the first listing's seller (docs/PRODUCT.md "Provider page").
  '/providers/:id': {
    role: null,
    resolve: async (request) => {
      const listingId = await firstId(request, '/api/marketplace?type=ip', (body) => body.items[0]?.id);
      return `/providers/${await firstId(request, `/api/marketplace/listings/${listingId}`, (body) => body.provider?.id)}`;
    },
  },
  '/login': { role: null },
  '/register': { role: null },
  // docs/PRODUCT.md "Legal pages"
  '/terms': { role: null },
  '/privacy': { role: null },
  '/acceptable-use': { role: null },
  '/forgot-password': { role: null },
  // Link pages without a valid token show their 'invalid or expired link' state.
  '/reset-password': { role: null },
  '/verify-email': { role: null },
  '/confirm-email': { role: null },
  '/mfa-verify': { role: null },
  '/verify-loa': { role: null },
  '/verify-loa/:code': { role: null, resolve: async () => '/verify-loa/LOA-AAAA-BBBB-CCCC' },
  '/outbox': { role: null },
  // docs/PRODUCT.md "Abuse": without a token the reporter's page shows its 'Link not valid' state.
  '/report-abuse': { role: null },
  '/report-abuse/follow': { role: null },
  '/create-listing': { role: 'monetizer' },
  // A leaser's way to selling (decision 170); visitors see its Login Required state.
  '/become-seller': { role: 'leaser' },
  '/dashboard': { role: 'leaser' },
  '/profile': { role: 'leaser' },
  '/notifications': { role: 'leaser' },
  '/payment/:id': {
    role: 'leaser',
    resolve: async (request) =>
      `/payment/${await firstId(request, '/api/marketplace?type=server', (body) => body.items[0]?.id)}?type=server`,
  },
  '/support': { role: 'leaser' },
  '/ticket/:id': {
    role: 'leaser',
    resolve: async (request) =>
      `/ticket/${await firstId(request, '/api/tickets', (body) => (body.tickets ?? body.items)?.[0]?.id)}`,
  },
  '/kyc': { role: 'leaser' },
  '/messages': { role: 'leaser' },
  '/messages/:id': {
    role: 'leaser',
    resolve: async (request) =>
      `/messages/${await firstId(request, '/api/conversations', (body) => (body.conversations ?? body.items)?.[0]?.id)}`,
  },
  '/saved': { role: 'leaser' },
  '/wallet': { role: 'leaser' },
  '/deposit': { role: 'leaser' },
  '/payouts': { role: 'monetizer' },
  '/orders': { role: 'leaser' },
  // The lease page of the demo leaser's paid IP order (docs/PRODUCT.md "Delivering a lease").
  '/orders/:id': {
    role: 'leaser',
    resolve: async (request) =>
      `/orders/${await firstId(request, '/api/orders', (body) => body.orders.find((order: { itemType: string }) => order.itemType === 'ip_subnet')?.id)}`,
  },
  '/invoices': { role: 'leaser' },
  '/my-ip-blocks': { role: 'monetizer' },
  '/my-listings': { role: 'monetizer' },
  '/my-listings/:id/edit': {
    role: 'monetizer',
    resolve: async (request) =>
      `/my-listings/${await firstId(request, '/api/listings', (body) => body.listings[0]?.id)}/edit`,
  },
  '/my-server-packages': { role: 'monetizer' },
  '/reputation': { role: 'leaser' },
  '/my-reputation': { role: 'leaser' },
  '/security': { role: 'leaser' },
  '/my-asns': { role: 'leaser' },
  '/loa-management': { role: 'monetizer' },
  '/abuse': { role: 'leaser' },
  // The leaser's first case, or, with none yet, a case that is not theirs ('Case not found').
  '/abuse/cases/:id': {
    role: 'leaser',
    resolve: async (request) => {
      const cases = await request.get('/api/abuse/cases?state=all');
      const first = cases.ok()
        ? ((await cases.json()) as { items: Array<{ id: string }> }).items[0]
        : undefined;
      return `/abuse/cases/${first?.id ?? '00000000-0000-4000-8000-000000000000'}`;
    },
  },
  '/create-auction': { role: 'monetizer' },
  '/staff': { role: 'staff' },
  '/staff/abuse': { role: 'staff' },
  '/admin': { role: 'admin' },
};

const ROUTES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/app/routes.tsx',
);
const routePaths = () =>
  [...readFileSync(ROUTES_FILE, 'utf8').matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);

test('the table names exactly the routes of the web app', () => {
  expect(Object.keys(PAGES).sort()).toEqual(routePaths().sort());
});

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** An address the app answers with its own "Page not found" page. */
const NOWHERE = '/no-page-here';

/** Moves the running app to an address as following a link does: through the router's history event. */
const followTo = (page: Page, address: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);

/**
 * Opens an address inside the running app: the app and axe stay loaded, and only the new page
 * renders. It passes through the "Page not found" page first, so that no element of the previous
 * page survives into the next (two addresses of one page component would otherwise share them) and
 * the wait below finds the new page's heading.
 */
async function openInApp(page: Page, address: string) {
  await followTo(page, NOWHERE);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await followTo(page, address);
}

async function findViolations(page: Page, address: string, { inApp }: { inApp: boolean }): Promise<string[]> {
  if (inApp) await openInApp(page, address);
  else await page.goto(address);
  await expect(page.locator('main h1').filter({ hasNotText: 'Page not found' }).first()).toBeVisible();
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  const violations = await axeViolations(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
  });
  return violations.map(
    (violation) =>
      `${address}: ${violation.id} (${violation.impact}) ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * What the browser itself reports while the pages load and draw (its Issues panel, read over the
 * DevTools protocol): a Content-Security-Policy violation (zod's probe for `new Function` was one, on
 * every page that checks an object) or a form field without a name or id, which autofill and
 * assistive tools cannot tell apart. Chromium reports both for what a page adds after it loaded, so
 * the pages opened inside the app are covered as well as the first.
 */
async function collectBrowserIssues(page: Page): Promise<() => Promise<string[]>> {
  const cdp = await page.context().newCDPSession(page);
  const issues: Array<Promise<string>> = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const kind = issue.details.genericIssueDetails?.errorType ?? issue.code;
    if (issue.code !== 'ContentSecurityPolicyIssue' && kind !== 'FormEmptyIdAndNameAttributesForInputError')
      return;
    const at = page.url();
    const nodeId = issue.details.genericIssueDetails?.violatingNodeId;
    // The field itself, read while its page is still open, so a failure names it.
    const field = nodeId
      ? cdp
          .send('DOM.describeNode', { backendNodeId: nodeId })
          .then(({ node }) => `<${node.nodeName.toLowerCase()} ${(node.attributes ?? []).join(' ')}>`)
          .catch(() => 'a field no longer on the page')
      : Promise.resolve(JSON.stringify(issue.details).slice(0, 200));
    issues.push(field.then((what) => `${at}: ${kind} ${what}`));
  });
  await cdp.send('DOM.enable');
  await cdp.send('Audits.enable');
  return () => Promise.all(issues);
}

// Each role's first page is loaded whole; the others open inside the app, as a person moves
// through it. Either way axe reads the page as rendered (docs/decisions/273), and the browser's own
// reports are read on the same visits.
for (const size of WIDTHS) {
  for (const role of [null, 'leaser', 'monetizer', 'staff', 'admin'] as const) {
    const entries = Object.entries(PAGES).filter(([, check]) => check.role === role);
    test(`every page for ${role ?? 'visitors'} on a ${size.name} has no accessibility violation, policy violation or unnamed field`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + entries.length * 12_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      const browserIssues = await collectBrowserIssues(page);
      if (role) await signInAtDashboard(page, role);
      const violations: string[] = [];
      for (const [index, [route, check]] of entries.entries()) {
        const address = check.resolve ? await check.resolve(page.request) : route;
        violations.push(...(await findViolations(page, address, { inApp: index > 0 })));
      }
      expect(violations).toEqual([]);
      expect(await browserIssues()).toEqual([]);
    });
  }
}

test('dialogs and menus work from the keyboard', async ({ page }) => {
  await signInAsNewUser(page, 'Kay Keyboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(bell).toBeFocused();
});

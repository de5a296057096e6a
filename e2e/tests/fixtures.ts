import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import axe from 'axe-core';
import { TERMS_VERSION } from '@netlease/shared/legal';

/**
 * The browser tests' `test`: before each test the server's rate limits start afresh, so the order
 * of the specs never decides whether a sign-in is refused.
 */
export const test = base.extend<{ freshRateLimits: void }>({
  freshRateLimits: [
    async ({ request }, use) => {
      const token = await csrfToken(request);
      const response = await request.post('/api/test/rate-limits/reset', {
        headers: { 'x-csrf-token': token },
      });
      expect(response.ok()).toBeTruthy();
      await use();
    },
    { auto: true },
  ],
});

export const DEMO = {
  admin: 'admin@netlease.demo',
  staff: 'staff@netlease.demo',
  monetizer: 'monetizer@netlease.demo',
  leaser: 'leaser@netlease.demo',
} as const;
/** The phone size every page must work at, as a desktop does. */
export const PHONE = { width: 390, height: 844 };

export const DEMO_PASSWORD = 'demo-password-2026';
export type DemoRole = keyof typeof DEMO;

const ROLE_LABEL: Record<DemoRole, string> = {
  admin: 'Admin',
  staff: 'Staff',
  monetizer: 'Monetizer',
  leaser: 'Leaser',
};

/** The one toast on screen shows this title (and this description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

/**
 * Signs in through the Quick Demo Login button of /login, as a person would: only for the tests
 * that prove that page works; every other test signs in by cookie (`signInAs`, docs/decisions/268).
 */
export async function loginAs(page: Page, role: DemoRole) {
  await page.goto('/login');
  await page.getByRole('button', { name: ROLE_LABEL[role], exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** A demo role's email, or the email itself. */
const emailOf = (who: DemoRole | string) => (who in DEMO ? DEMO[who as DemoRole] : who);

/**
 * Signs an API request context in as an existing user by the server's test hook (POST
 * /api/test/session, TEST_CONTROL): the session a password sign-in gives, without the password's
 * hashing or the /login page (docs/decisions/268). Returns the CSRF token for its next requests.
 * A page's `page.request` shares the page's cookies, so this signs the page's browser in too.
 */
export async function apiSignIn(request: APIRequestContext, who: DemoRole | string) {
  const token = await csrfToken(request);
  const response = await request.post('/api/test/session', {
    data: { email: emailOf(who) },
    headers: { 'x-csrf-token': token },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return token;
}

/** Signs the page's browser in by cookie as a demo role or a user's email; the page stays where it is. */
export async function signInAs(page: Page, who: DemoRole | string) {
  await apiSignIn(page.request, who);
}

/** Signs in by cookie and opens the dashboard, where `loginAs` leaves a person. */
export async function signInAtDashboard(page: Page, who: DemoRole | string) {
  await signInAs(page, who);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** Signs in an API request context with a password, through the API's own sign-in. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const token = await csrfToken(request);
  const response = await request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'x-csrf-token': token },
  });
  expect(response.ok()).toBeTruthy();
  return token;
}

export async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/csrf');
  return ((await response.json()) as { token: string }).token;
}

/** Test hooks of the server (TEST_CONTROL): notify a user as a feature would. */
export async function notifyByTestHook(
  request: APIRequestContext,
  email: string,
  title: string,
  message: string,
  link: string | null = null,
) {
  const token = await csrfToken(request);
  const response = await request.post('/api/test/notify', {
    data: { email, title, message, link },
    headers: { 'x-csrf-token': token },
  });
  expect(response.ok()).toBeTruthy();
}

/** Moves the server's clock forward and returns the server's new "now". */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<Date> {
  const token = await csrfToken(request);
  const response = await request.post('/api/test/clock/advance', {
    data: { ms },
    headers: { 'x-csrf-token': token },
  });
  const body = (await response.json()) as { now: string };
  return new Date(body.now);
}

/** The server's "now": other specs move its clock, so time-based codes (TOTP) must follow it. */
export const serverNow = (request: APIRequestContext) => advanceServerClock(request, 0);

export async function runServerJobs(request: APIRequestContext) {
  const token = await csrfToken(request);
  await request.post('/api/test/jobs/run', { headers: { 'x-csrf-token': token } });
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A person's own account, registered and confirmed through the demo outbox as a person would.
 * Returns its email (made unique from the name unless given).
 */
export async function registerVerifiedUser(
  request: APIRequestContext,
  { name, password, email = uniqueEmail(name.toLowerCase().replace(/\s+/g, '-')) }: RegisterInput,
) {
  const headers = { 'x-csrf-token': await csrfToken(request) };
  const registered = await request.post('/api/auth/register', {
    data: {
      name,
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
      termsVersion: TERMS_VERSION,
    },
    headers,
  });
  expect(registered.status()).toBe(201);
  const outbox = (await (await request.get('/api/demo/outbox')).json()) as {
    messages: Array<{ to: string; text: string }>;
  };
  const token = outbox.messages
    .find((message) => message.to === email)
    ?.text.match(/verify-email\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  expect((await request.post('/api/auth/verify-email', { data: { token }, headers })).ok()).toBeTruthy();
  return email;
}
type RegisterInput = { name: string; password: string; email?: string };

/** The password of the accounts `signInAsNewUser` makes. */
export const NEW_USER_PASSWORD = 'own-account-password-1';

/**
 * A fresh verified account of the test's own (a leaser), signed in by cookie at the dashboard: for a
 * test that needs a signed-in user but none of the demo accounts' data, so that it can run beside
 * others (docs/decisions/268). Returns its email.
 */
export async function signInAsNewUser(page: Page, name: string) {
  const email = await registerVerifiedUser(page.request, { name, password: NEW_USER_PASSWORD });
  await signInAtDashboard(page, email);
  return email;
}

/** Signs in on the /login form with an email and password. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Another user's API session of its own (for setting up data the way that user would). */
export type SignedInApi = { context: APIRequestContext; token: string };
export async function signedInApi(baseURL: string, who: DemoRole | string): Promise<SignedInApi> {
  const context = await playwrightRequest.newContext({ baseURL });
  const token = await apiSignIn(context, who);
  return { context, token };
}

// A minimal real PDF: the server checks an LOA by its content, not its name.
export const LOA_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 3 3]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The monetizer's block, submitted with its LOA and approved by the admin through the API; its id. */
export async function submitApprovedBlock(monetizer: SignedInApi, admin: SignedInApi, cidr: string) {
  const submitted = await monetizer.context.post('/api/ip-blocks', {
    headers: { 'x-csrf-token': monetizer.token },
    multipart: {
      cidr,
      rir: 'ripe',
      countryCode: 'NL',
      loa: { name: 'loa.pdf', mimeType: 'application/pdf', buffer: LOA_PDF },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { block } = (await submitted.json()) as { block: { id: string } };
  const approved = await admin.context.post(`/api/admin/approvals/ip-blocks/${block.id}/approve`, {
    headers: { 'x-csrf-token': admin.token },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  return block.id;
}

/** The element sits wholly inside a phone's 390 px wide screen (scrolled to when needed). */
export async function expectWithinPhoneWidth(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** The sandbox card's test number that succeeds (docs/PRODUCT.md "Payment methods"). */
export const SANDBOX_CARD = {
  holderName: 'E2E Buyer',
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2035,
  cvc: '123',
  country: 'us',
} as const;

/** Tops up the signed-in page's wallet with the sandbox card. */
export async function depositByCard(page: Page, amountCents: number) {
  const response = await page.request.post('/api/deposits', {
    data: { amountCents, gateway: 'card', card: SANDBOX_CARD },
    headers: { 'x-csrf-token': await csrfToken(page.request) },
  });
  expect(response.status()).toBe(201);
}

/**
 * Saves billing details through the API, as paying, bidding and Buy Now need them (docs/PRODUCT.md
 * "Billing details"): a private customer outside the EU, so no VAT changes the amounts a test expects.
 */
export async function saveBillingDetails(page: Page, legalName: string) {
  const response = await page.request.put('/api/profile/billing', {
    data: { customerType: 'private', legalName, country: 'US' },
    headers: { 'x-csrf-token': await csrfToken(page.request) },
  });
  expect(response.status()).toBe(200);
}

/** A POST through a signed-in API context (with a fresh Idempotency-Key), expecting `status`. */
export async function postExpecting(api: SignedInApi, path: string, data: object, status: number) {
  const response = await api.context.post(path, {
    data,
    headers: { 'x-csrf-token': api.token, 'idempotency-key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Record<string, any>;
}

/** The smallest real PNG, as a person would pick it in the file dialog. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A second person in their own browser context, signed in with a demo role. */
export async function newSession(browser: Browser, role: DemoRole, options: { clipboard?: boolean } = {}) {
  const context = await browser.newContext(
    options.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {},
  );
  const page = await context.newPage();
  await signInAtDashboard(page, role);
  return page;
}

/**
 * axe's findings on the current page for the given rule tags, run in the page itself with axe-core
 * (the app has no frames). axe is loaded into a document once: a second check of the same page
 * (after a dialog opens, or after an address opened inside the app) reuses it. The wrapper we used
 * before, `@axe-core/playwright`, loaded axe's 560 KB script twice per check and, in its default
 * mode, joined the results in a blank page of its own (docs/decisions/273). Only violations come
 * back; the passes were serialised for nothing.
 */
export async function axeViolations(
  page: Page,
  { tags, exclude }: { tags: string[]; exclude?: string },
): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const { axe: loaded } = window as unknown as { axe: typeof axe };
      const context = exclude ? { exclude: [exclude] } : document;
      const results = await loaded.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { tags, exclude },
  );
}

/** WCAG 2.1 A and AA, without the toast region (the notifications suite checks it). */
const featureViolations = (page: Page) =>
  axeViolations(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    exclude: '[data-sonner-toaster]',
  });

const describeViolations = (violations: Awaited<ReturnType<typeof featureViolations>>) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);

/** axe on the current page: no serious or critical violation in this feature's markup. */
export async function expectNoSeriousViolations(page: Page) {
  const serious = (await featureViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(describeViolations(serious)).toEqual([]);
}

/** No axe finding of any impact: what new screens are held to. */
export async function expectNoAxeViolations(page: Page) {
  expect(describeViolations(await featureViolations(page))).toEqual([]);
}

/** Nothing on the page is wider than the screen: no sideways scroll on a phone. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

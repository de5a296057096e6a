import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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
export const DEMO_PASSWORD = 'demo-password-2026';
export type DemoRole = keyof typeof DEMO;

const ROLE_LABEL: Record<DemoRole, string> = {
  admin: 'Admin',
  staff: 'Staff',
  monetizer: 'Monetizer',
  leaser: 'Leaser',
};

/** Signs in through the Quick Demo Login button of /login, as a person would. */
/** The one toast on screen shows this title (and this description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

export async function loginAs(page: Page, role: DemoRole) {
  await page.goto('/login');
  await page.getByRole('button', { name: ROLE_LABEL[role], exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** Signs in an API request context (for setting up data the way another user would). */
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
  await loginAs(page, role);
  return page;
}

/** axe on the current page: no serious or critical violation in this feature's markup. */
export async function expectNoSeriousViolations(page: Page) {
  // The toast region is checked by the notifications suite.
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
}

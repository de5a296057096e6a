import { expect, type Page, type Response } from '@playwright/test';
import {
  DEMO,
  PHONE,
  advanceServerClock,
  depositByCard,
  expectNoSeriousViolations,
  expectToast,
  expectWithinPhoneWidth,
  signedInApi,
  submitApprovedBlock,
  test,
  type SignedInApi,
  signInAtDashboard,
} from './fixtures';

/*
 * Checkout holds the unit (docs/PRODUCT.md "Checkout", docs/decisions/232-checkout-holds.md): the page
 * names the exact range with its size, the price per period, the first renewal, auto-renew and until
 * when the unit is held; a Warning or Blacklisted range needs the 'I understand' tick; the buyer may
 * name an approved ASN; a unit another buyer holds shows 'Held by another buyer' and no pay button;
 * leaving the page releases the hold. The second test lists a block of its own in free benchmarking
 * space (198.18.16.0-198.18.99.255; the demo data, catalog.spec and bundles.spec use other parts).
 */

const DESKTOP = { width: 1440, height: 900 };

interface Summary {
  period: string;
  subtotal: number;
  renewalDate: string;
  unit: { prefix: string; addresses: number | null } | null;
  hold: { id: string; expiresAt: string } | null;
  heldUntil: string | null;
}

// The page writes dates and times in the browser's zone; the browser runs on this machine.
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const timeText = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

const isHoldAnswer = (response: Response) =>
  response.request().method() === 'POST' && /\/api\/checkout\/(ip|server)\/[^/]+\/hold$/.test(response.url());

/** Opens the payment page and returns the summary its hold request answered. */
async function openCheckout(page: Page, listingId: string): Promise<Summary> {
  const answered = page.waitForResponse(isHoldAnswer);
  await page.goto(`/payment/${listingId}?type=ip`);
  return (await (await answered).json()) as Summary;
}

// Moves the server's clock past other holds: run-e2e.mjs runs it in the clock lane.
test(
  'at desktop width a leaser holds a Blacklisted range, confirms the warning, names an ASN and pays',
  { tag: '@moves-clock' },
  async ({ page }) => {
    // Holds that earlier specs' closed pages never released end first: the demo leaser may hold 3 at most.
    await advanceServerClock(page.request, 15 * 60_000 + 1_000);
    await page.setViewportSize(DESKTOP);
    await signInAtDashboard(page, 'leaser');
    // The demo's reputation checks list addresses of the Frankfurt /22 (reputation.demo.ts).
    const market = (await (await page.request.get('/api/marketplace?type=ip')).json()) as {
      items: Array<{ id: string; title: string; priceCents: number; reputationBand: string | null }>;
    };
    const risky = market.items.find(
      (item) => item.reputationBand === 'warning' || item.reputationBand === 'blacklisted',
    );
    if (!risky) throw new Error('no Warning or Blacklisted listing in the demo marketplace');
    await depositByCard(page, risky.priceCents + 500);

    const summary = await openCheckout(page, risky.id);
    expect(summary.hold).not.toBeNull();
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    const prefixText = `${summary.unit!.prefix} · ${summary.unit!.addresses!.toLocaleString('en-US')} addresses`;
    await expect(page.getByText(prefixText).first()).toBeVisible();
    // The period's tile names the price too; the order summary, after it, is the one checked here.
    await expect(page.getByText(`${dollars(summary.subtotal)} per ${summary.period}`).last()).toBeVisible();
    await expect(page.getByText(dateText(summary.renewalDate), { exact: true })).toBeVisible();
    await expect(page.getByText(`Held for you until ${timeText(summary.hold!.expiresAt)}`)).toBeVisible();
    const autoRenew = page.getByRole('checkbox', { name: 'Auto-renew' });
    await expect(autoRenew).not.toBeChecked();
    const asn = page.getByLabel('ASN (optional)');
    await expect(asn).toHaveValue('');
    await expect(asn.locator('option:checked')).toHaveText('Name it later');
    await expect(page.getByRole('link', { name: 'Add an ASN' })).toHaveAttribute('href', '/my-asns');
    await expect(page.getByText(/^(Warning|Blacklisted) · \d+\/100$/)).toBeVisible();
    await expectNoSeriousViolations(page);

    // Paying without the tick is refused beside the tick.
    await page.getByRole('radio', { name: /Wallet balance/ }).click();
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expectToast(page, 'Confirm the reputation warning');
    const tick = page.getByRole('checkbox', { name: /I understand the reputation of this range/ });
    await expect(tick).toHaveAttribute('aria-invalid', 'true');
    await expect(tick).toBeFocused();
    await expect(tick).toHaveAccessibleDescription(/Tick "I understand" to lease it anyway/);

    await tick.check();
    await asn.selectOption({ label: 'AS64500 · Leo Transit (demo)' });
    await autoRenew.check();
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout',
    );
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      itemType: 'ip',
      itemId: risky.id,
      method: 'wallet',
      autoRenews: true,
      acceptReputation: true,
      asnId: expect.any(String),
    });
    await expectToast(page, 'Payment successful', `Your order for ${risky.title} has been confirmed.`);
    await expect(page).toHaveURL(/\/orders$/);
    const row = page.getByRole('row', { name: new RegExp(risky.title) }).first();
    await expect(row.getByRole('checkbox', { name: 'Auto-renew' })).toBeChecked();
  },
);

test('at phone width a unit held by another buyer shows until when, frees when they leave, and is paid for', async ({
  page,
  baseURL,
}) => {
  const third = 16 + Math.floor(Math.random() * 84);
  const cidr = `198.18.${third}.0/24`;
  const title = `Holdfast ${third}x${Math.floor(Math.random() * 1e4)} /24`;
  const monetizerApi = await signedInApi(baseURL!, DEMO.monetizer);
  const adminApi = await signedInApi(baseURL!, DEMO.admin);
  const staffApi = await signedInApi(baseURL!, DEMO.staff);
  const blockId = await submitApprovedBlock(monetizerApi, adminApi, cidr);
  const created = await monetizerApi.context.post('/api/listings', {
    data: {
      type: 'ip',
      title,
      location: 'Lisbon, PT',
      description: 'One /24 for the checkout hold test.',
      price: '25.00',
      period: 'month',
      subnet: '',
      specs: '',
      ipBlockId: blockId,
    },
    headers: { 'x-csrf-token': monetizerApi.token },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;
  const approved = await adminApi.context.post(`/api/admin/approvals/listings/${listingId}/approve`, {
    headers: { 'x-csrf-token': adminApi.token },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  // Another buyer (the demo staff member) opens the checkout first.
  const holdAs = (buyer: SignedInApi) =>
    buyer.context.post(`/api/checkout/ip/${listingId}/hold`, { headers: { 'x-csrf-token': buyer.token } });
  const staffHold = await holdAs(staffApi);
  expect(staffHold.status()).toBe(201);
  const staffHoldId = ((await staffHold.json()) as Summary).hold!.id;

  await page.setViewportSize(PHONE);
  await signInAtDashboard(page, 'leaser');
  await depositByCard(page, 3_000);
  const blocked = await openCheckout(page, listingId);
  expect(blocked.hold).toBeNull();
  const notice = page.getByRole('status').filter({ hasText: 'Held by another buyer' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`It frees at ${timeText(blocked.heldUntil!)} unless they pay.`);
  await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0);
  await expectWithinPhoneWidth(notice);

  // They leave; 'Check again' holds the unit for the leaser.
  expect(
    (
      await staffApi.context.delete(`/api/checkout/holds/${staffHoldId}`, {
        headers: { 'x-csrf-token': staffApi.token },
      })
    ).status(),
  ).toBe(200);
  const reopened = page.waitForResponse(isHoldAnswer);
  await notice.getByRole('button', { name: 'Check again' }).click();
  const mine = (await (await reopened).json()) as Summary;
  expect(mine.unit!.prefix).toBe(cidr);
  await expect(page.getByText(`Held for you until ${timeText(mine.hold!.expiresAt)}`)).toBeVisible();
  await expect(page.getByText(`${cidr} · 256 addresses`).first()).toBeVisible();
  await expect(page.getByText('Not yet checked', { exact: true })).toBeVisible();
  await expect(page.getByText('$25.00 per month').last()).toBeVisible();
  await expect(page.getByText(dateText(mine.renewalDate), { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Auto-renew' })).not.toBeChecked();
  // Nothing to confirm for a range nobody has checked.
  await expect(page.getByRole('checkbox', { name: /I understand/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectWithinPhoneWidth(page.getByRole('button', { name: 'Complete Payment' }));
  await expectNoSeriousViolations(page);

  // Leaving the page releases the hold: the other buyer can hold it again, then leaves once more.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Marketplace' }).click();
  await expect(page).toHaveURL(/\/marketplace/);
  let again: Summary | null = null;
  await expect(async () => {
    const response = await holdAs(staffApi);
    again = (await response.json()) as Summary;
    expect(response.status()).toBe(201);
  }).toPass();
  await staffApi.context.delete(`/api/checkout/holds/${again!.hold!.id}`, {
    headers: { 'x-csrf-token': staffApi.token },
  });

  await openCheckout(page, listingId);
  await page.getByRole('radio', { name: /Wallet balance/ }).click();
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expectToast(page, 'Payment successful', `Your order for ${title} has been confirmed.`);
  await expect(page).toHaveURL(/\/orders$/);
  // On a phone My Orders is a list of cards.
  await expect(
    page.getByRole('list', { name: 'My Orders' }).getByRole('listitem').filter({ hasText: title }),
  ).toBeVisible();

  for (const api of [monetizerApi, adminApi, staffApi]) await api.context.dispose();
});

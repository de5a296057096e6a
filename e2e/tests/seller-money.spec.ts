import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { formatCents } from '@netlease/shared/format';
import type { SellerMoney } from '@netlease/shared/money';
import {
  DEMO,
  PHONE,
  csrfToken,
  depositByCard,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  test,
  signInAs,
  signInAtDashboard,
} from './fixtures';

/* The seller's money view and the payment reference (docs/PRODUCT.md "Payouts"). */

/** As the app shows a date (apps/web/src/lib/dates.ts). */
const shownDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

async function sellerMoney(page: Page): Promise<SellerMoney> {
  const response = await page.request.get('/api/payouts/balance');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as SellerMoney;
}

async function expectBalances(page: Page, money: SellerMoney) {
  for (const [label, cents] of [
    ['Available', money.available],
    ['On hold', money.onHold],
    ['Lifetime earnings', money.lifetimeEarnings],
  ] as const) {
    await expect(page.getByText(label, { exact: true }).locator('..')).toContainText(formatCents(cents));
  }
}

test('the seller sees available, each hold with its release date, and lifetime earnings', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAtDashboard(page, 'monetizer');
  await page.getByRole('link', { name: 'Wallet' }).first().click();
  await page.getByRole('link', { name: 'Payouts', exact: true }).last().click();
  await expect(page).toHaveURL(/\/payouts$/);
  // The wallet page stays on screen until the payouts page has loaded: wait for the page itself.
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  const money = await sellerMoney(page);
  // The demo seller has a paid order waiting for activation: its hold is listed.
  expect(money.saleHolds.length).toBeGreaterThan(0);
  await expectBalances(page, money);
  // Each hold is a row with its amount and release date. Titles are not unique: another spec may
  // have bought the same package twice, so a hold is found by all three.
  const holdIn = (items: Locator, hold: SellerMoney['saleHolds'][number]) =>
    items
      .filter({ hasText: hold.orderTitle })
      .filter({ hasText: formatCents(hold.amount) })
      .filter({ hasText: shownDate(hold.releaseAt) })
      .first();
  for (const hold of money.saleHolds) {
    await expect(holdIn(page.getByRole('row'), hold)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // On a phone the holds are cards, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Money on hold from sales' });
  for (const hold of money.saleHolds) {
    await expect(holdIn(cards.getByRole('listitem'), hold)).toBeVisible();
  }
  await expectBalances(page, money);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The wallet lists the same holds, beside its balances.
  await page.goto('/wallet');
  await expect(page.getByText(`Lifetime earnings: ${formatCents(money.lifetimeEarnings)}`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Money on hold from sales' }).getByRole('listitem'),
  ).toHaveCount(money.saleHolds.length);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

for (const viewport of [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
]) {
  test(`an admin marks a payout paid with a reference and the seller reads it (${viewport.name})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport.size);
    await signInAtDashboard(page, 'monetizer');
    const amount = viewport.name === 'desktop' ? 137 : 139;
    // Other specs pay the demo seller out too: the payout must not depend on what they left.
    await depositByCard(page, amount);
    const requested = await page.request.post('/api/payouts', {
      data: {
        amountCents: amount,
        method: 'paypal',
        details: { paypal_email: 'mona@example.com' },
      },
      headers: { 'x-csrf-token': await csrfToken(page.request), 'idempotency-key': randomUUID() },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const reference = `WIRE-${viewport.name.toUpperCase()}-${amount}`;

    const adminContext = await browser.newContext({ viewport: viewport.size });
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'payouts' }).click();
    await admin.getByLabel('User email').fill(DEMO.monetizer);
    const payout =
      viewport.name === 'desktop'
        ? admin.getByRole('row').filter({ hasText: formatCents(amount) })
        : admin
            .getByRole('list', { name: 'Admin payouts' })
            .getByRole('listitem')
            .filter({ hasText: formatCents(amount) });
    await payout.getByRole('button', { name: 'Mark Paid' }).click();
    const dialog = admin.getByRole('dialog');
    // The reference is required: the product message shows beside the field.
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(
      dialog.getByText('Please enter the reference of the transfer, as the bank or service shows it.'),
    ).toBeVisible();
    await expectNoAxeViolations(admin);
    await dialog.getByLabel('Payment reference').fill(reference);
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expectToast(admin, 'Payout paid');
    await expect(payout).toContainText(`Ref: ${reference}`);
    await adminContext.close();

    await page.goto('/payouts');
    const history =
      viewport.name === 'desktop'
        ? page.getByRole('region', { name: 'Payout history' }).getByRole('row')
        : page.getByRole('list', { name: 'Payout history' }).getByRole('listitem');
    const paid = history.filter({ hasText: formatCents(amount) });
    await expect(paid).toContainText('paid');
    await expect(paid).toContainText(`Reference: ${reference}`);
    if (viewport.name === 'phone') await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
}

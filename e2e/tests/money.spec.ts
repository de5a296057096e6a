import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { DEMO, test, expectToast, signInAs, signInAtDashboard } from './fixtures';

interface MarketItem {
  id: string;
  title: string;
  priceCents: number;
  bundleSubnets: string[] | null;
}

async function findItem(page: Page, type: 'ip' | 'server', match: (item: MarketItem) => boolean) {
  const response = await page.request.get(`/api/marketplace?type=${type}`);
  const { items } = (await response.json()) as { items: MarketItem[] };
  const item = items.find(match);
  if (!item) throw new Error(`no ${type} item in the demo marketplace`);
  return item;
}

async function payFromWallet(page: Page, type: 'ip' | 'server', item: MarketItem) {
  await page.goto(`/payment/${item.id}?type=${type}`);
  await expect(page.getByText(item.title, { exact: true })).toBeVisible();
  await expect(page.getByText('Processing Fee')).toBeVisible();
  await page.getByRole('radio', { name: /Wallet balance/ }).click();
  await page.getByRole('button', { name: 'Complete Payment' }).click();
}

test('a leaser deposits by card, leases a server and an IP block, and downloads the invoice', async ({
  page,
}) => {
  await signInAtDashboard(page, 'leaser');

  // Deposit by card: a declined card first, then the sandbox's success card.
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
  await page.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await expectToast(page, 'Payment method required');
  await page.getByRole('radio', { name: 'PayPal' }).click();
  await expect(page.getByRole('note')).toContainText('not available yet');
  await page.getByRole('radio', { name: /Credit\/Debit Card/ }).click();
  await page.getByLabel('Amount (USD)').fill('0');
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await expectToast(page, 'Invalid Amount');
  await page.getByLabel('Amount (USD)').fill('750.25');
  await page.getByLabel('Cardholder Name').fill('Leo Leaser');
  await page.getByLabel('Card Number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Country').selectOption('de');
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await expectToast(page, 'Deposit Failed');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await expectToast(page, 'Deposit Successful');
  await expect(page.getByText('$750.25 has been added to your wallet.')).toBeVisible();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('region', { name: 'Transaction history' })).toContainText('+$750.25');

  // Lease a server package and an IP listing from the wallet.
  const server = await findItem(page, 'server', (item) => !item.bundleSubnets);
  await payFromWallet(page, 'server', server);
  await expectToast(page, 'Payment successful');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('row', { name: new RegExp(server.title) }).first()).toBeVisible();

  const ip = await findItem(page, 'ip', (item) => item.title === 'Clean /24 in Amsterdam');
  await payFromWallet(page, 'ip', ip);
  await expectToast(page, 'Payment successful', `Your order for ${ip.title} has been confirmed.`);
  // The live notification arrives in the bell; its toast waits for 'Payment successful' to close.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    // Paid without an ASN: the notice asks for it (docs/PRODUCT.md "Delivering a lease").
    page.getByRole('menu').getByText(`${ip.title} is paid. Name the AS that will announce it`).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const row = page.getByRole('row', { name: new RegExp(ip.title) });
  await expect(row.getByText('payment confirmed')).toBeVisible();

  // The invoice downloads as a real PDF.
  await row.getByRole('link', { name: 'View Invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice History' })).toBeVisible();
  const invoiceRow = page.getByRole('row', { name: new RegExp(ip.title) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoiceRow.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-\d{6}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // An item the wallet cannot cover is refused.
  const { balance } = (await (await page.request.get('/api/wallet')).json()) as { balance: number };
  const pricey = await findItem(page, 'ip', (item) => item.priceCents + 500 > balance);
  await page.goto(`/payment/${pricey.id}?type=ip`);
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient funds' })).toBeVisible();
  await page.getByRole('radio', { name: /Wallet balance/ }).click();
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expectToast(page, 'Insufficient Funds');
  await expect(page).toHaveURL(/\/payment\//);
});

test('a monetizer requests a payout and an admin approves and pays it', async ({ page, browser }) => {
  await signInAs(page, 'monetizer');
  await page.goto('/payouts');
  await expect(page.getByRole('heading', { name: 'Request Payout' })).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('12.34');
  await page.getByRole('button', { name: 'Request Payout' }).click();
  await expectToast(page, 'Payout method required');
  await page.getByLabel('Payout Method').selectOption('bank');
  // A German bank: IBAN and BIC/SWIFT (docs/decisions/140-forms.md).
  await page.getByLabel('Bank country').fill('Germany');
  await page.getByRole('option', { name: /Germany/ }).click();
  await page.getByLabel('Account Holder').fill('Mona Monetizer');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('BIC/SWIFT').fill('COBADEFFXXX');
  await page.getByRole('button', { name: 'Request Payout' }).click();
  await expectToast(page, 'Payout Requested');
  // A table on a desktop (a list of cards on a phone).
  const history = page.getByRole('region', { name: 'Payout history' });
  await expect(history.getByRole('row').filter({ hasText: '$12.34' })).toContainText('requested');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'payouts' }).click();
  await admin.getByLabel('User email').fill(DEMO.monetizer);
  const payout = admin.getByRole('row').filter({ hasText: '$12.34' });
  await payout.getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Payout approved');
  // The row drops its Approve button once the list shows the new status, moving Mark Paid: click it
  // after that, as a person would, not while the row is about to change under the pointer.
  await expect(payout.getByText('approved', { exact: true })).toBeVisible();
  await payout.getByRole('button', { name: 'Mark Paid' }).click();
  // Paying asks for the transfer's reference (docs/PRODUCT.md "Payouts").
  await admin.getByRole('dialog').getByLabel('Payment reference').fill('WIRE-1234');
  await admin.getByRole('dialog').getByRole('button', { name: 'Mark Paid' }).click();
  await expectToast(admin, 'Payout paid');
  await expect(payout.getByText('paid', { exact: true })).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(history.getByRole('row').filter({ hasText: '$12.34' })).toContainText('paid');
});

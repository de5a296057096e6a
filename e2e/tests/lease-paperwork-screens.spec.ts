import { expect, type Locator, type Page } from '@playwright/test';
import {
  DEMO,
  SANDBOX_CARD,
  PHONE,
  expectNoSeriousViolations,
  expectToast,
  expectWithinPhoneWidth,
  newSession,
  runServerJobs,
  signedInApi,
  test,
  type SignedInApi,
  signInAtDashboard,
} from './fixtures';

/**
 * The screens around a lease's paperwork (docs/PRODUCT.md "Delivering a lease"): the staff Lease Claims
 * tab, where a claim is rejected with a reason and the next one, answered by the provider on a phone,
 * refunded; and the public LOA check, which reads 'Revoked' once the refund has ended the lease.
 */

const DESKTOP = { width: 1440, height: 900 };
/** The demo's IPv6 /40, under a demo ROA for the leaser's AS64500, so it validates where RPKI data is known. */
const LISTING = 'IPv6 /40 in Berlin';
const PREFIX = '2001:db8:100::/40';
const REJECTION = 'Our looking glass sees the /40 announced from AS64500 since this morning.';
const ANSWER = 'We announce the /40 only to one transit; a second upstream is being added today.';

async function send(api: SignedInApi, method: 'post' | 'put', path: string, data: unknown = {}) {
  const response = await api.context[method](path, { data, headers: { 'x-csrf-token': api.token } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return response.json();
}

/**
 * An active IP lease of the demo leaser with a claim waiting for staff, made through the API as the two
 * parties make it: checkout, the buyer's ASN, the seller's generated letter, provisioning, activation,
 * then the buyer's claim. Returns the order, its total as shown and the letter's verification code.
 */
async function claimedLease(leaser: SignedInApi, monetizer: SignedInApi) {
  const market = (await (await leaser.context.get('/api/marketplace?type=ip')).json()) as {
    items: Array<{ id: string; title: string }>;
  };
  const item = market.items.find((entry) => entry.title === LISTING);
  expect(item, `${LISTING} is in the catalogue`).toBeTruthy();
  await send(leaser, 'post', '/api/deposits', { amountCents: 20_000, gateway: 'card', card: SANDBOX_CARD });
  const { orderId } = (await send(leaser, 'post', '/api/checkout', {
    itemType: 'ip',
    itemId: item!.id,
    method: 'wallet',
  })) as { orderId: string };

  const asns = (await (await leaser.context.get('/api/asns')).json()) as Array<{
    id: string;
    asnNumber: number;
    status: string;
  }>;
  const asn = asns.find((entry) => entry.asnNumber === 64500 && entry.status === 'approved');
  expect(asn, 'the demo leaser holds AS64500').toBeTruthy();
  await send(leaser, 'put', `/api/loas/buyer-orders/${orderId}/asn`, { asnId: asn!.id });
  const { loa } = (await send(monetizer, 'post', '/api/loas/generate', { orderId })) as {
    loa: { verificationCode: string };
  };

  // The RPKI data is confirmed current (other specs move the server's clock) before activation.
  await runServerJobs(leaser.context);
  await send(monetizer, 'post', `/api/orders/${orderId}/status`, { status: 'provisioning' });
  await send(monetizer, 'post', `/api/orders/${orderId}/status`, { status: 'active' });
  await openClaim(leaser, orderId);

  const orders = (await (await leaser.context.get('/api/orders')).json()) as {
    orders: Array<{ id: string; amount: number; fee: number }>;
  };
  const order = orders.orders.find((entry) => entry.id === orderId)!;
  return { orderId, total: `$${((order.amount + order.fee) / 100).toFixed(2)}`, code: loa.verificationCode };
}

const openClaim = (leaser: SignedInApi, orderId: string) =>
  send(leaser, 'post', `/api/orders/${orderId}/claims`, {
    category: 'not_routable',
    description: 'Nothing of the /40 is reachable from our transit since activation.',
  });

async function openClaimsTab(page: Page): Promise<Locator> {
  await page.goto('/staff');
  await page.getByRole('tab', { name: 'Lease Claims' }).click();
  return page.getByRole('tabpanel', { name: 'Lease Claims' });
}

test('staff reject a lease claim with a reason and refund the next; the letter then reads Revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  const leaser = await signedInApi(baseURL!, DEMO.leaser);
  const monetizer = await signedInApi(baseURL!, DEMO.monetizer);
  const { orderId, total, code } = await claimedLease(leaser, monetizer);

  // On a desktop: the claim with every fact staff decide on, in a row of the open claims.
  await page.setViewportSize(DESKTOP);
  await signInAtDashboard(page, 'staff');
  const panel = await openClaimsTab(page);
  await expect(panel.getByLabel('Status')).toHaveValue('open');
  const row = panel.getByRole('row').filter({ hasText: PREFIX });
  await expect(row).toHaveCount(1);
  for (const fact of [LISTING, 'AS64500', DEMO.leaser, DEMO.monetizer, 'Not routable', total]) {
    await expect(row).toContainText(fact);
  }
  await expect(row).toContainText('Nothing of the /40 is reachable');
  await expect(row).toContainText('No answer from the provider.');
  await expectNoSeriousViolations(page);

  // Rejecting needs the reason both parties read: refused beside the field first.
  await row.getByRole('button', { name: `Reject claim on ${PREFIX}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject the claim on ${PREFIX}` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Reason required');
  const reason = reject.getByLabel('Rejection reason');
  await expect(reason).toHaveAccessibleDescription(
    /Please tell the other party why, in 3 to 1,000 characters\./,
  );
  await expect(reason).toBeFocused();
  await reason.fill(REJECTION);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Claim rejected', 'Both parties have been told why.');
  await expect(reject).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await panel.getByLabel('Status').selectOption('rejected');
  const rejected = panel.getByRole('row').filter({ hasText: PREFIX }).filter({ hasText: REJECTION });
  await expect(rejected).toHaveCount(1);

  // The buyer claims again; on a phone the provider answers it from the lease page, once.
  await openClaim(leaser, orderId);
  const provider = await newSession(browser, 'monetizer');
  await provider.setViewportSize(PHONE);
  await provider.goto(`/orders/${orderId}`);
  await expect(provider.getByText('The buyer opened a claim: answer it before staff decide')).toBeVisible();
  const answerButton = provider.getByRole('button', { name: 'Answer the claim' });
  await expectWithinPhoneWidth(answerButton);
  await answerButton.click();
  const answerDialog = provider.getByRole('dialog', { name: 'Answer the claim' });
  await expect(answerDialog).toContainText('Nothing of the /40 is reachable');
  await answerDialog.getByRole('button', { name: 'Send answer' }).click();
  await expectToast(provider, 'Invalid answer');
  const answerField = answerDialog.getByLabel('Your answer');
  await expect(answerField).toBeFocused();
  await answerField.fill(ANSWER);
  await expectNoSeriousViolations(provider);
  await answerDialog.getByRole('button', { name: 'Send answer' }).click();
  await expectToast(provider, 'Answer sent', 'Staff read it beside the claim; the buyer has been told.');
  await expect(answerDialog).toHaveCount(0);
  await expect(provider.getByText(/^Your answer, /)).toBeVisible();
  await expect(provider.getByText(ANSWER)).toBeVisible();
  await expect(provider.getByRole('button', { name: 'Answer the claim' })).toHaveCount(0);
  const sideways = await provider.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await provider.context().close();

  // On a phone, staff read the answer beside the claim and refund it: the money goes back, the lease ends.
  await page.setViewportSize(PHONE);
  const phonePanel = await openClaimsTab(page);
  const card = phonePanel
    .getByRole('list', { name: 'Lease claims' })
    .getByRole('listitem')
    .filter({ hasText: PREFIX });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(total);
  await expect(card).toContainText(ANSWER);
  const refundButton = card.getByRole('button', { name: `Refund claim on ${PREFIX}` });
  await expectWithinPhoneWidth(refundButton);
  await expectNoSeriousViolations(page);
  await refundButton.click();
  const refund = page.getByRole('dialog', { name: `Refund the claim on ${PREFIX}?` });
  await expect(refund).toContainText(`${total} goes back to the buyer`);
  await expect(refund).toContainText('the lease ends at once');
  await expectWithinPhoneWidth(refund.getByRole('button', { name: 'Refund' }));
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expectToast(page, 'Claim upheld', 'The buyer has been refunded and the lease has ended.');
  await expect(card).toHaveCount(0);
  const after = (await (await leaser.context.get('/api/orders')).json()) as {
    orders: Array<{ id: string; status: string }>;
  };
  expect(after.orders.find((entry) => entry.id === orderId)?.status).toBe('cancelled');

  // The ended lease's letter authorises nothing any more, on a phone and on a desktop.
  await page.goto(`/verify-loa/${code}`);
  const result = page.getByRole('region', { name: 'Verification result' });
  await expect(
    result.getByText('This letter no longer authorises anything since', { exact: false }),
  ).toBeVisible();
  await expect(result.getByText('Valid LOA issued through Netlease')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.setViewportSize(DESKTOP);
  await expect(result.getByText('Revoked', { exact: true }).first()).toBeVisible();
  await expect(result).toContainText(PREFIX);
  await expectNoSeriousViolations(page);
});

import { expect } from '@playwright/test';
import {
  DEMO,
  test,
  LOA_PDF,
  expectToast,
  expectWithinPhoneWidth,
  PHONE,
  apiSignIn,
  signInAs,
} from './fixtures';

test('a monetizer uploads an LOA for a paid IP order, an admin approves it, the buyer sees it on /orders', async ({
  page,
  request,
}) => {
  // The demo leaser leases an IP block of the demo monetizer from the wallet, so this test has an
  // order of its own (the demo data's paid order is the generate-LOA test's).
  const token = await apiSignIn(request, DEMO.leaser);
  const market = (await (await request.get('/api/marketplace?type=ip')).json()) as {
    items: Array<{ id: string; title: string; priceCents: number; bundleSubnets: string[] | null }>;
  };
  const candidates = market.items
    .filter((item) => !item.bundleSubnets && item.title !== 'Clean /24 in Amsterdam')
    .sort((a, b) => a.priceCents - b.priceCents);
  const item = candidates.find((entry) => entry.title === 'Dallas /24 starter block') ?? candidates[0];
  expect(item).toBeTruthy();
  // The buyer names their approved ASN at checkout: no letter is issued for an order without one
  // (docs/PRODUCT.md "Delivering a lease").
  const asns = (await (await request.get('/api/asns')).json()) as Array<{ id: string; status: string }>;
  const asnId = asns.find((asn) => asn.status === 'approved')!.id;
  const bought = await request.post('/api/checkout', {
    data: { itemType: 'ip', itemId: item!.id, method: 'wallet', asnId, acceptReputation: true },
    headers: { 'x-csrf-token': token },
  });
  expect(bought.status()).toBe(201);
  const orderId = ((await bought.json()) as { orderId: string }).orderId;
  const short = orderId.slice(0, 8);

  // The monetizer uploads the letter from Pending LOA Uploads.
  await signInAs(page, 'monetizer');
  await page.goto('/loa-management');
  const pendingRow = page
    .getByRole('row')
    .filter({ hasText: short })
    .filter({ has: page.getByRole('button', { name: 'Upload', exact: true }) });
  await pendingRow.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload LOA' });
  await dialog.getByLabel('LOA file (PDF)').setInputFiles({
    name: 'loa.pdf',
    mimeType: 'application/pdf',
    buffer: LOA_PDF,
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'LOA Submitted');
  await expect(pendingRow).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: short }).getByText('pending')).toBeVisible();

  // The admin reviews it on a phone: a reason is needed to reject, approving needs none.
  await page.setViewportSize(PHONE);
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'loas' }).click();
  // The server filters the tab: a search for nobody finds nothing, the buyer's letters waiting
  // for a decision hold this one.
  const panel = page.getByRole('tabpanel', { name: 'loas' });
  await panel.getByLabel('Status').selectOption('pending');
  await panel.getByLabel('Search LOAs').fill('nobody-at-all@example.com');
  await expect(panel.getByText('No data available.')).toBeVisible();
  await panel.getByLabel('Search LOAs').fill(DEMO.leaser);
  const review = page.getByRole('button', { name: `Review LOA for order ${short}` });
  await review.scrollIntoViewIfNeeded();
  await expectWithinPhoneWidth(review);
  await review.click();
  const reviewDialog = page.getByRole('dialog', { name: `Review LOA for order ${short}` });
  await expect(reviewDialog.getByText(DEMO.leaser)).toBeVisible();
  await reviewDialog.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Reason required');
  // Refused beside the field, which takes the focus.
  const reason = reviewDialog.getByLabel('Rejection reason');
  await expect(reason).toHaveAccessibleDescription(/Please provide a reason for rejection\./);
  await expect(reason).toBeFocused();
  await expectWithinPhoneWidth(reviewDialog.getByRole('button', { name: 'Approve' }));
  await reviewDialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Item has been approved.');
  await expect(reviewDialog).toHaveCount(0);
  await expect(review).toHaveCount(0);

  // The buyer sees the decision on /orders, on a desktop and on a phone, with the file to open.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'leaser');
  await page.goto('/orders');
  const orderRow = page.getByRole('row').filter({ hasText: `#${short}` });
  await expect(orderRow.getByText('Approved', { exact: true })).toBeVisible();
  await expect(orderRow.getByRole('button', { name: 'View LOA' })).toBeVisible();

  await page.setViewportSize(PHONE);
  const card = page
    .getByRole('list', { name: 'My Orders' })
    .getByRole('listitem')
    .filter({ hasText: `#${short}` });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  for (const action of [
    card.getByRole('button', { name: 'View LOA' }),
    card.getByRole('link', { name: 'View Invoice' }),
  ]) {
    await expect(action).toBeVisible();
    await expectWithinPhoneWidth(action);
  }
  // The button opens the file in a new tab; the buyer's session may read it.
  const orders = (await (await page.request.get('/api/orders?as=leaser')).json()) as {
    orders: Array<{ id: string; loa: { fileUrl: string | null } | null }>;
  };
  const fileUrl = orders.orders.find((order) => order.id === orderId)?.loa?.fileUrl;
  expect(fileUrl).toBeTruthy();
  const file = await page.request.get(fileUrl!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
});

import { expect, type Locator } from '@playwright/test';
import {
  csrfToken,
  expectNoSeriousViolations,
  test,
  registerVerifiedUser,
  apiSignIn,
  expectWithinPhoneWidth,
  PHONE,
  signInAtDashboard,
} from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PAGE_SIZE = 50;

const countLine = (panel: Locator, text: string) => panel.getByText(text, { exact: true });

test('the admin asns tab filters, searches and pages on the server, as a table and as cards', async ({
  page,
  request,
}) => {
  // One owner with more ASNs than a page holds: assignable 32-bit numbers (private ones are refused).
  const password = 'paged-asns-password-1';
  const email = await registerVerifiedUser(request, { name: 'Paula Paged', password });
  await apiSignIn(request, email);
  const tag = email.split('@')[0]!;
  const firstNumber = 3_000_000_000 + Math.floor(Math.random() * 40_000_000);
  const count = PAGE_SIZE + 4;
  const token = await csrfToken(request);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await request.post('/api/asns', {
      data: {
        asnNumber: `AS${firstNumber + index}`,
        organization: index === 0 ? `Findable Transit ${tag}` : `Paged Networks ${tag}`,
        rir: 'RIPE',
        country: 'NL',
      },
      headers: { 'x-csrf-token': token },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { asn: { id: string } }).asn.id);
  }

  await page.setViewportSize(DESKTOP);
  await signInAtDashboard(page, 'admin');
  // Two of them decided already: they leave the review queue.
  const adminToken = await csrfToken(page.request);
  for (const id of ids.slice(1, 3)) {
    const approved = await page.request.post(`/api/admin/asns/${id}/approve`, {
      data: {},
      headers: { 'x-csrf-token': adminToken },
    });
    expect(approved.ok()).toBeTruthy();
  }

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'asns' }).click();
  const panel = page.getByRole('tabpanel', { name: 'asns' });
  await panel.getByLabel('Search ASNs').fill(email);
  // Waiting for review is the default: 52 of the 54, one full page and two more.
  await expect(countLine(panel, `${count - 2} ASNs`)).toBeVisible();
  const rows = panel.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(PAGE_SIZE);
  const pager = panel.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText('Page 1')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Newest first: the first submitted ASNs are the ones left for page 2.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.getByText(`Findable Transit ${tag}`)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoSeriousViolations(page);

  // A status filter starts again on page 1.
  await panel.getByLabel('Status').selectOption('approved');
  await expect(countLine(panel, '2 ASNs')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole('button', { name: /^Review/ })).toHaveCount(0);
  await expect(pager).toHaveCount(0);
  await panel.getByLabel('Status').selectOption('all');
  await expect(countLine(panel, `${count} ASNs`)).toBeVisible();
  await expect(pager.getByText('Page 1')).toBeVisible();

  // Search by AS number.
  await panel.getByLabel('Search ASNs').fill(`AS${firstNumber}`);
  await expect(countLine(panel, '1 ASN')).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: `Findable Transit ${tag}` })).toBeVisible();

  // On a phone the rows are cards, and Review is on screen: approve one from its card.
  await page.setViewportSize(PHONE);
  await panel.getByLabel('Search ASNs').fill(tag);
  await panel.getByLabel('Status').selectOption('pending');
  await expect(countLine(panel, `${count - 2} ASNs`)).toBeVisible();
  const cards = panel.getByRole('list', { name: 'ASNs' }).getByRole('listitem');
  await expect(cards).toHaveCount(PAGE_SIZE);
  const newest = `AS${firstNumber + count - 1}`;
  const card = cards.filter({ hasText: newest });
  const review = card.getByRole('button', { name: `Review ${newest}` });
  await review.scrollIntoViewIfNeeded();
  await expectWithinPhoneWidth(review);
  await review.click();
  const dialog = page.getByRole('dialog', { name: `Review ${newest}` });
  await expectWithinPhoneWidth(dialog.getByRole('button', { name: 'Approve' }));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Item has been approved.', { exact: true })).toBeVisible();
  await expect(countLine(panel, `${count - 3} ASNs`)).toBeVisible();
  await expect(card).toHaveCount(0);
  const phonePager = panel.getByRole('navigation', { name: 'Pagination' });
  await phonePager.scrollIntoViewIfNeeded();
  await expectWithinPhoneWidth(phonePager.getByRole('button', { name: 'Next' }));
  await expectNoSeriousViolations(page);
});

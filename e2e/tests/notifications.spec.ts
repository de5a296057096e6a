import { expect } from '@playwright/test';
import { DEMO, expectToast, loginAs, notifyByTestHook, test } from './fixtures';

test('a notification created on the server appears live with its toast and badge, then is marked read', async ({
  page,
  request,
}) => {
  await loginAs(page, 'leaser');
  const title = `Order shipped ${Date.now()}`;

  await notifyByTestHook(request, DEMO.leaser, title, 'Your server is being provisioned.', '/notifications');

  await expect(page.getByText(title, { exact: true })).toBeVisible();
  const bell = page.getByRole('button', { name: /Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByRole('menu').getByRole('button', { name: new RegExp(title) });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('button', { name: new RegExp(title) })).not.toHaveAttribute(
    'data-unread',
    'true',
  );
});

test('the bell says when notifications cannot be fetched, on any page', async ({ page }) => {
  await loginAs(page, 'leaser');
  // The network fails (the server is unreachable): the bell says so once, on whatever page is open.
  await page.route('**/api/notifications', (route) => route.abort('connectionrefused'));
  await page.goto('/wallet');
  await expectToast(page, 'Error fetching notifications');
  await expect(page.getByText('Please try again later.')).toBeVisible();
});

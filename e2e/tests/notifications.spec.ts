import { expect } from '@playwright/test';
import { expectToast, notifyByTestHook, test, signInAsNewUser } from './fixtures';

test('a notification created on the server appears live with its toast and badge, then is marked read', async ({
  page,
  request,
}) => {
  const email = await signInAsNewUser(page, 'Nora Notified');
  // First the page has its notifications, as the user sees in the bell: a notice made now is there
  // (read with the list, or when the live stream connected, or live). Any notification made after
  // that comes with its toast, whether the stream was already connected or not.
  const earlier = `Provisioning queued ${Date.now()}`;
  await notifyByTestHook(request, email, earlier, 'Your order is in the queue.');
  const bellButton = page.getByRole('button', { name: /^Notifications/ });
  await bellButton.click();
  await expect(page.getByRole('menu').getByText(earlier)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  const title = `Order shipped ${Date.now()}`;
  await notifyByTestHook(request, email, title, 'Your server is being provisioned.', '/notifications');

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

test('a notification made after the list was read but before the live stream listened still arrives, with its toast', async ({
  page,
  request,
}) => {
  // The live stream is held back until the notification exists: it comes on no stream.
  let releaseStream = () => {};
  const streamHeld = new Promise<void>((resolve) => (releaseStream = resolve));
  await page.route(/\/api\/events(\?|$)/, async (route) => {
    await streamHeld;
    await route.continue();
  });
  const listRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notifications' && response.ok(),
  );
  const email = await signInAsNewUser(page, 'Nils Notified');
  await listRead;

  const title = `Address block ready ${Date.now()}`;
  await notifyByTestHook(request, email, title, 'Your prefix is ready to announce.');
  releaseStream();

  // Read again when the stream connects, and announced as it would have been live.
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  await expect(page.getByRole('menu').getByRole('button', { name: new RegExp(title) })).toHaveAttribute(
    'data-unread',
    'true',
  );
});

test('the bell says when notifications cannot be fetched, on any page', async ({ page }) => {
  await signInAsNewUser(page, 'Bea Bell');
  // The network fails (the server is unreachable): the bell says so once, on whatever page is open.
  await page.route('**/api/notifications', (route) => route.abort('connectionrefused'));
  await page.goto('/wallet');
  await expectToast(page, 'Error fetching notifications');
  await expect(page.getByText('Please try again later.')).toBeVisible();
});

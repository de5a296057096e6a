import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newSession, PNG, test, expectToast } from './fixtures';

/** A server package of the demo monetizer, straight from the public marketplace API. */
async function pickServerPackage(page: Page) {
  const response = await page.request.get('/api/marketplace?type=server');
  const body = (await response.json()) as { items: Array<{ id: string; title: string }> };
  const item = body.items[0];
  if (!item) throw new Error('the demo catalog has no server package');
  return item;
}

test('a leaser contacts a provider, and both see each other’s messages live', async ({ browser }) => {
  const leaser = await newSession(browser, 'leaser');
  const item = await pickServerPackage(leaser);
  await leaser.goto(`/listing/${item.id}?type=server`);
  await expect(leaser.getByRole('heading', { name: item.title })).toBeVisible();
  await leaser.getByRole('button', { name: 'Contact Provider' }).click();
  await expect(leaser).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationUrl = leaser.url();
  await expect(leaser.getByRole('link', { name: item.title })).toBeVisible();

  const leaserBox = leaser.getByRole('textbox', { name: 'Message' });
  const question = `Is the bandwidth unmetered? ${Date.now()}`;
  await leaserBox.fill(question);
  await leaserBox.press('Enter');
  await expect(leaser.getByText(question)).toBeVisible();

  // The provider hears of it, finds it under Messages, and keeps the thread open.
  const provider = await newSession(browser, 'monetizer');
  // The dashboard's Messages tile counts what is waiting.
  await expect(
    provider.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Messages/ }),
  ).toContainText(/Messages\s*\d+/);
  await provider.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  await provider
    .getByRole('menu')
    .getByRole('button', { name: /New conversation/ })
    .first()
    .click();
  await expect(provider).toHaveURL(conversationUrl);
  await expect(provider.getByText(question)).toBeVisible();
  // Following the notification closed the menu, so the thread is usable at once.
  await expect(provider.getByRole('menu')).toBeHidden();

  // A second message arrives on the provider's open page without a reload.
  const followUp = `And is IPv6 included? ${Date.now()}`;
  await leaserBox.fill(followUp);
  await leaserBox.press('Enter');
  await expect(provider.getByText(followUp)).toBeVisible();

  // The answer arrives on the leaser's open page the same way.
  const answer = `Yes to both: unmetered 1 Gbit/s and a /64. ${Date.now()}`;
  const providerBox = provider.getByRole('textbox', { name: 'Message' });
  await providerBox.fill(answer);
  await providerBox.press('Enter');
  await expect(leaser.getByText(answer)).toBeVisible();
  await expect(leaser.locator('[data-own]')).toHaveCount(2);
  await expectNoSeriousViolations(leaser);

  // Contact Provider again reopens the same conversation.
  await leaser.goto(`/listing/${item.id}?type=server`);
  await leaser.getByRole('button', { name: 'Contact Provider' }).click();
  await expect(leaser).toHaveURL(conversationUrl);
  await expect(leaser.getByText(answer)).toBeVisible();

  // Both find it under Messages, reachable from the dashboard.
  await provider.goto('/dashboard');
  await provider
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(provider).toHaveURL(/\/messages$/);
  const thread = provider.getByRole('link', { name: new RegExp(answer.slice(0, 20)) });
  await expect(thread).toBeVisible();
  // Read on the provider's side: nothing unread left in this thread.
  await expect(thread).not.toContainText('unread');
  await expectNoSeriousViolations(provider);

  // Nobody else can read it.
  const outsider = await newSession(browser, 'staff');
  await outsider.goto(conversationUrl);
  await expect(outsider.getByText('Conversation not found')).toBeVisible();
});

test('save toggles a listing in Saved Listings, and share copies its link', async ({ browser }) => {
  const leaser = await newSession(browser, 'leaser', { clipboard: true });
  // Headless Chromium may offer a share sheet nobody can close; use the clipboard path.
  await leaser.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const item = await pickServerPackage(leaser);
  await leaser.goto(`/listing/${item.id}?type=server`);
  await expect(leaser.getByRole('heading', { name: item.title })).toBeVisible();

  await leaser.getByRole('button', { name: 'Share' }).click();
  await expectToast(leaser, 'Link copied');
  const copied = await leaser.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(`/listing/${item.id}?type=server`, leaser.url()).toString());

  const save = leaser.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expectToast(leaser, 'Saved');
  const saved = leaser.getByRole('button', { name: 'Remove from saved' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // The state survives a reload: it comes from the server.
  await leaser.reload();
  await expect(leaser.getByRole('button', { name: 'Remove from saved' })).toBeVisible();

  await leaser.goto('/dashboard');
  const tile = leaser
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /Saved Listings/ });
  await expect(tile).toContainText(/Saved Listings\s*1/);
  await tile.click();
  await expect(leaser).toHaveURL(/\/saved$/);
  const list = leaser.getByRole('list', { name: 'Saved listings' });
  await expect(list.getByRole('link', { name: item.title })).toBeVisible();
  await expectNoSeriousViolations(leaser);
  await list.getByRole('button', { name: `Remove ${item.title} from saved` }).click();
  await expectToast(leaser, 'Removed from saved');
  await expect(leaser.getByText('No saved listings')).toBeVisible();
  // Back on the dashboard without a reload, its tile counts what is saved now.
  await leaser.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(tile).toContainText(/Saved Listings\s*0/);

  await leaser.goto(`/listing/${item.id}?type=server`);
  await expect(leaser.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
});

test('a ticket attachment is checked, uploaded by its opener and opened by staff', async ({ browser }) => {
  const leaser = await newSession(browser, 'leaser');
  const title = `Invoice question ${Date.now()}`;
  await leaser.goto('/support');
  await leaser.getByRole('button', { name: 'Create New Ticket' }).first().click();
  const dialog = leaser.getByRole('dialog', { name: 'Create New Ticket' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('The amount on my last invoice looks wrong.');
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await leaser
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(leaser).toHaveURL(/\/ticket\/[0-9a-f-]{36}$/);
  const ticketUrl = leaser.url();
  await expect(leaser.getByText('Attach a PDF, PNG or JPEG file up to 5 MB.')).toBeVisible();

  // Text behind a .pdf name is refused by its content.
  const fileInput = leaser.getByLabel('Attachment file');
  await fileInput.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a pdf'),
  });
  await expectToast(leaser, 'Unsupported file');

  await leaser.getByRole('textbox', { name: 'Message' }).fill('Here is a screenshot of the invoice.');
  await fileInput.setInputFiles({ name: 'invoice-screenshot.png', mimeType: 'image/png', buffer: PNG });
  const leaserLink = leaser.getByRole('link', { name: /invoice-screenshot\.png/ });
  await expect(leaserLink).toBeVisible();
  await expect(leaser.getByText('Here is a screenshot of the invoice.')).toBeVisible();
  const href = await leaserLink.getAttribute('href');
  expect(href).toMatch(/^\/api\/tickets\/[0-9a-f-]{36}\/attachments\/[0-9a-f-]{36}$/);

  const staff = await newSession(browser, 'staff');
  await staff.goto(ticketUrl);
  const staffLink = staff.getByRole('link', { name: /invoice-screenshot\.png/ });
  await expect(staffLink).toBeVisible();
  await expectNoSeriousViolations(staff);
  const [opened] = await Promise.all([staff.waitForEvent('popup'), staffLink.click()]);
  await opened.waitForLoadState();
  expect(opened.url()).toContain(href!);
  const file = await staff.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

  // Another user and a visitor cannot open it.
  const other = await newSession(browser, 'monetizer');
  expect((await other.request.get(href!)).status()).toBe(404);
  const visitor = await browser.newContext();
  const baseURL = new URL(ticketUrl).origin;
  expect((await visitor.request.get(new URL(href!, baseURL).toString())).status()).toBe(401);
});

import { expect } from '@playwright/test';
import { DEMO, test, expectToast, signedInApi, submitApprovedBlock, signInAs } from './fixtures';

test('a monetizer builds a bundle from two subnets and a leaser buys it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Benchmarking space above the demo blocks (198.19.200.0/24 is the demo bundle's).
  const third = 202 + 2 * Math.floor(Math.random() * 26);
  const first = `198.19.${third}.0/24`;
  const second = `198.19.${third + 1}.0/24`;
  const name = `Bundle Box ${third}`;
  const monetizerApi = await signedInApi(baseURL!, DEMO.monetizer);
  const adminApi = await signedInApi(baseURL!, DEMO.admin);
  await submitApprovedBlock(monetizerApi, adminApi, `198.19.${third}.0/23`);

  // The monetizer creates a package marked as a bundle and attaches the block's two /24s.
  await signInAs(page, 'monetizer');
  await page.goto('/my-server-packages');
  await page.getByRole('button', { name: 'Add Package' }).click();
  const form = page.getByRole('dialog', { name: 'Create Server Package' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Location').fill('Amsterdam, NL');
  await form.getByLabel('CPU').fill('8 vCPU');
  await form.getByLabel('RAM').fill('32 GB');
  await form.getByLabel('Storage').fill('500 GB NVMe');
  await form.getByLabel('Bandwidth').fill('10 TB');
  await form.getByLabel('Price per month ($)').fill('45.00');
  await form.getByLabel('Stock Count').fill('3');
  await form.getByLabel('Description').fill('A server that comes with two clean /24s.');
  await form.getByLabel('Bundle (server with IP addresses)').check();
  await form.getByRole('button', { name: 'Create Package' }).click();
  await expectToast(page, 'Package Created');

  await page.getByRole('button', { name: `Subnets of ${name}` }).click();
  const editor = page.getByRole('dialog', { name: `Bundle subnets: ${name}` });
  await editor.getByRole('checkbox', { name: new RegExp(first.replaceAll('.', '\\.')) }).check();
  await editor.getByRole('checkbox', { name: new RegExp(second.replaceAll('.', '\\.')) }).check();
  await expect(editor.getByText('Included subnets (2 of at most 32)')).toBeVisible();
  await editor.getByRole('button', { name: 'Save Bundle' }).click();
  await expectToast(page, 'Bundle Updated');

  // An admin approves the package (the approvals UI is covered by catalog.spec).
  const mine = await monetizerApi.context.get('/api/server-packages');
  const { serverPackages } = (await mine.json()) as { serverPackages: Array<{ id: string; name: string }> };
  const pkg = serverPackages.find((item) => item.name === name)!;
  const approved = await adminApi.context.post(`/api/admin/approvals/server-packages/${pkg.id}/approve`, {
    headers: { 'x-csrf-token': adminApi.token },
  });
  expect(approved.ok()).toBeTruthy();

  // The leaser finds it, sees what it includes, and leases it from the wallet.
  const leaserContext = await browser.newContext();
  const leaser = await leaserContext.newPage();
  await signInAs(leaser, 'leaser');
  await leaser.goto('/marketplace');
  await leaser.getByPlaceholder('Search listings...').fill(name);
  // The search lands in the address after a short pause; wait for it before opening a card.
  await expect(leaser).toHaveURL(/[?&]q=Bundle/);
  const card = leaser.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Bundle: server + 2 subnets')).toBeVisible();
  await expect(card.getByText(`${first}, ${second}`)).toBeVisible();
  await card.getByRole('link', { name }).click();
  await expect(leaser.getByRole('heading', { name: /Bundle includes/ })).toBeVisible();
  const subnets = leaser.getByRole('list', { name: 'Bundle subnets' });
  await expect(subnets.getByText(first, { exact: true })).toBeVisible();
  await expect(subnets.getByText(second, { exact: true })).toBeVisible();
  await expect(leaser.getByText('CPU: 8 vCPU').first()).toBeVisible();

  await leaser.getByRole('link', { name: 'Lease Now' }).click();
  await expect(leaser).toHaveURL(/\/payment\/.+\?type=server/);
  await expect(leaser.getByText('Bundle: the server plus 2 subnets')).toBeVisible();
  await leaser.getByRole('radio', { name: /Wallet balance/ }).click();
  await leaser.getByRole('button', { name: 'Complete Payment' }).click();
  await expectToast(leaser, 'Payment successful');
  await expect(leaser).toHaveURL(/\/orders$/);
  await expect(leaser.getByRole('row', { name: new RegExp(name) }).first()).toBeVisible();

  // The subnets are leased now: they no longer appear among the monetizer's free subnets.
  const free = await monetizerApi.context.get('/api/server-packages/available-subnets');
  const { subnets: left } = (await free.json()) as { subnets: Array<{ subnet: string }> };
  expect(left.map((subnet) => subnet.subnet)).not.toContain(first);

  await leaserContext.close();
  await monetizerApi.context.dispose();
  await adminApi.context.dispose();
});

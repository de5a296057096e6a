import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import { DEMO, test, apiSignIn, signInAs } from './fixtures';

/** Clicks Export CSV and gives back the downloaded file's name and lines. */
async function exportCsv(page: Page) {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), lines: text.trimEnd().split('\r\n') };
}

test('an admin filters the audit log to one approval and exports it, and exports an orders tab', async ({
  page,
  playwright,
}) => {
  // The monetizer submits a server package (through the API: the form is another spec's journey).
  const name = `Audit Export ${Date.now()}`;
  const monetizer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await apiSignIn(monetizer, DEMO.monetizer);
  const created = await monetizer.post('/api/server-packages', {
    data: {
      name,
      description: 'A package for the audit export journey.',
      location: 'Amsterdam',
      cpu: '8 cores',
      ram: '32 GB',
      storage: '1 TB NVMe',
      bandwidth: '1 Gbps',
      price: '49.00',
      stockCount: 2,
    },
    headers: { 'x-csrf-token': token },
  });
  expect(created.status()).toBe(201);
  const packageId = ((await created.json()) as { serverPackage: { id: string } }).serverPackage.id;
  await monetizer.dispose();

  // The admin approves it.
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'approvals' }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Review' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Item has been approved.', { exact: true }).first()).toBeVisible();

  // The audit log, filtered to server package approvals, shows that one approval; its export holds it.
  await page.getByRole('tab', { name: 'audit' }).click();
  const audit = page.getByRole('region', { name: 'Audit log' });
  await audit.getByLabel('Action').selectOption('server_package.approved');
  await audit.getByLabel('Target type').selectOption('server_package');
  await expect(audit.getByRole('row')).toHaveCount(2);
  // The ledger names the package and the admin, says the action in words, and keeps the ids on hover.
  const entry = audit.getByRole('row').nth(1);
  await expect(entry).toContainText('Approved a server package');
  await expect(entry.getByTestId('audit-target')).toHaveText(name);
  await expect(entry.getByTestId('audit-target')).toHaveAttribute('title', new RegExp(packageId));
  await expect(entry.getByTestId('audit-actor')).toHaveText('Ada Admin');
  await expect(entry.getByTestId('audit-actor')).toHaveAttribute('title', /admin@netlease\.demo/);
  const auditCsv = await exportCsv(page);
  expect(auditCsv.name).toBe('audit-log.csv');
  expect(auditCsv.lines).toEqual([
    'time,actor_email,action,target_type,target_id,before,after',
    expect.stringMatching(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,admin@netlease\\.demo,server_package\\.approved,server_package,${packageId},"\\{""status"":""pending""\\}","\\{""status"":""approved""\\}"$`,
      ),
    ),
  ]);

  // The orders tab, filtered by the leaser's email: the file holds exactly the rows the filter matches.
  await page.getByRole('tab', { name: 'orders' }).click();
  const listed = page.waitForResponse(
    (response) => response.url().includes('/api/admin/orders?') && response.url().includes('email=leaser'),
  );
  await page.getByLabel('User email').fill('leaser@netlease.demo');
  const { total } = (await (await listed).json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(`${total} orders`, { exact: true })).toBeVisible();
  const ordersCsv = await exportCsv(page);
  expect(ordersCsv.name).toBe('admin-orders.csv');
  expect(ordersCsv.lines[0]).toBe(
    'id,created_at,status,item_type,title,leaser_email,monetizer_email,prefix,asn,amount_usd,fee_usd,total_usd,start_date,renewal_date,auto_renews',
  );
  expect(ordersCsv.lines).toHaveLength(total + 1);
  for (const line of ordersCsv.lines.slice(1)) expect(line).toContain(',leaser@netlease.demo,');
});

/** A chart's card: its drawing (an svg) or its empty state, and its text alternative. */
async function expectChart(page: Page, title: string, emptyTitle: string, tableCaption: string | RegExp) {
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const drawing = page.getByTestId('chart').locator('svg.recharts-surface').first();
  const empty = page.getByText(emptyTitle, { exact: true });
  await expect(drawing.or(empty)).toBeVisible();
  if (await drawing.isVisible()) {
    await expect(page.getByRole('table', { name: tableCaption })).toBeAttached();
  }
}

test('the wallet, reputation and admin charts render', async ({ browser }) => {
  const roles = [
    ['leaser', '/wallet', 'Balance Over Time', 'No balance history yet', 'Balance at the end of each day'],
    ['monetizer', '/reputation', 'Score Over Time', 'No checks yet', /^Reputation checks of \d/],
    [
      'admin',
      '/admin',
      'Fees and Order Volume by Week',
      'No orders or fees yet',
      'Platform fees and orders by week',
    ],
  ] as const;
  for (const [role, path, title, emptyTitle, caption] of roles) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, role);
    await page.goto(path);
    await expectChart(page, title, emptyTitle, caption);
    await context.close();
  }
});

import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { formatCents } from '@netlease/shared/format';
import { formatCreditNoteNumber } from '@netlease/shared/invoicing';
import { formatInvoiceNumber, type Invoice } from '@netlease/shared/orders';
import {
  DEMO,
  PHONE,
  SANDBOX_CARD,
  csrfToken,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectWithinPhoneWidth,
  postExpecting,
  signedInApi,
  test,
  signInAtDashboard,
} from './fixtures';

/*
 * Invoice History (docs/PRODUCT.md "Invoices"): an invoice shows its net, VAT and total; a refund
 * leaves it paid and credits it with a credit note of its own; the accountant's export holds both.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
] as const;

const post = postExpecting;

/** An approved server package of the demo seller that no other spec buys, made through the API. */
async function approvedServerPackage(baseURL: string) {
  const monetizer = await signedInApi(baseURL, DEMO.monetizer);
  const admin = await signedInApi(baseURL, DEMO.admin);
  const name = `Ledger Box ${Date.now() % 100_000}-${Math.floor(Math.random() * 1000)}`;
  const created = await post(
    monetizer,
    '/api/server-packages',
    {
      name,
      description: 'A server for the invoice history journey.',
      location: 'Amsterdam',
      cpu: '4 cores',
      ram: '16 GB',
      storage: '500 GB NVMe',
      bandwidth: '1 Gbps',
      price: '55.00',
      stockCount: 1,
    },
    201,
  );
  const packageId = created.serverPackage.id as string;
  await post(admin, `/api/admin/approvals/server-packages/${packageId}/approve`, {}, 200);
  return { packageId, name };
}

/**
 * The signed-in demo leaser buys the package from its wallet and cancels the order with a reason,
 * through the API (checkout and /orders have their own specs). Returns the order's invoice as listed.
 */
async function buyAndCancel(page: Page, packageId: string, reason: string): Promise<Invoice> {
  const headers = async () => ({
    'x-csrf-token': await csrfToken(page.request),
    'idempotency-key': randomUUID(),
  });
  const deposited = await page.request.post('/api/deposits', {
    data: { amountCents: 10_000, gateway: 'card', card: SANDBOX_CARD },
    headers: await headers(),
  });
  expect(deposited.status(), await deposited.text()).toBe(201);
  const paid = await page.request.post('/api/checkout', {
    data: { itemType: 'server', itemId: packageId, method: 'wallet' },
    headers: await headers(),
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { orderId } = (await paid.json()) as { orderId: string };
  const cancelled = await page.request.post(`/api/orders/${orderId}/cancel`, {
    data: { reason },
    headers: await headers(),
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const listed = (await (await page.request.get('/api/invoices')).json()) as { invoices: Invoice[] };
  const invoice = listed.invoices.find((item) => item.orderId === orderId);
  expect(invoice, 'the order’s invoice').toBeTruthy();
  return invoice!;
}

/** Clicks a button that saves a file; gives back the file's name and bytes. */
async function download(button: Locator) {
  const [file]: [Download, void] = await Promise.all([
    button.page().waitForEvent('download'),
    button.click(),
  ]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

for (const viewport of VIEWPORTS) {
  test(`a refunded order's invoice stays paid with its credit note and both export (${viewport.name})`, async ({
    page,
    baseURL,
  }) => {
    const { packageId, name } = await approvedServerPackage(baseURL!);
    await page.setViewportSize(viewport.size);
    await signInAtDashboard(page, 'leaser');
    const reason = `Plans changed ${viewport.name}`;
    const invoice = await buyAndCancel(page, packageId, reason);
    expect(invoice.creditNotes).toHaveLength(1);
    const creditNote = invoice.creditNotes[0]!;
    const invoiceNumber = formatInvoiceNumber(invoice.invoiceNumber);
    const creditNoteNumber = formatCreditNoteNumber(creditNote.creditNoteNumber);

    await page.goto('/invoices');
    // Its row on a desktop, its card on a phone: one entry per invoice, its credit notes inside.
    const entry =
      viewport.name === 'phone'
        ? page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').filter({ hasText: name })
        : page.getByRole('row').filter({ hasText: name });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`#${invoiceNumber}`);
    // The demo leaser is a German company with a VAT ID: reverse charged by the Dutch issuer.
    await expect(entry).toContainText(`${formatCents(invoice.taxAmount)} · VAT 0 % (reverse charge)`);
    await expect(entry).toContainText(formatCents(invoice.netAmount));
    // A refund credits the invoice in full and leaves it paid.
    await expect(entry.getByText('paid', { exact: true })).toBeVisible();
    await expect(entry.getByText(`Credited ${formatCents(invoice.amount)}`)).toBeVisible();
    await expect(entry).toContainText(`Credit note ${creditNoteNumber}`);
    await expect(entry).toContainText(reason);
    await expect(entry.getByText(`-${formatCents(invoice.amount)}`, { exact: true })).toBeVisible();
    const invoiceButton = entry.getByRole('button', {
      name: `Download invoice ${invoiceNumber}`,
      exact: true,
    });
    const creditButton = entry.getByRole('button', {
      name: `Download credit note ${creditNoteNumber}`,
      exact: true,
    });
    await expect(invoiceButton).toBeVisible();
    if (viewport.name === 'phone') {
      await expectWithinPhoneWidth(creditButton);
      await expectNoSidewaysScroll(page);
    }
    await expectNoAxeViolations(page);

    const pdf = await download(creditButton);
    expect(pdf.name).toBe(`credit-note-${creditNoteNumber}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const csv = await download(page.getByRole('button', { name: 'Export for accounting (CSV)' }));
    expect(csv.name).toBe('netlease-invoices.csv');
    // A byte order mark first, so a spreadsheet reads the names' accents right.
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.toString('utf8').slice(1).trimEnd().split(/\r?\n/);
    expect(lines[0]).toMatch(/^document,number,date,status,credits_invoice,/);
    const credited = lines.filter((line) => line.startsWith(`credit_note,${creditNoteNumber},`));
    expect(credited.length).toBeGreaterThan(0);
    expect(credited.every((line) => line.includes(`,${invoiceNumber},`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`invoice,${invoiceNumber},`))).toBe(true);
  });
}

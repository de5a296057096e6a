import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  depositByCard,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  PHONE,
  registerVerifiedUser,
  signInAtDashboard,
  test,
  uniqueEmail,
} from './fixtures';

/*
 * Invoices an accounts department accepts (docs/PRODUCT.md "Invoices", "Checkout"): a Czech company
 * with an EU VAT ID fills its billing details when checkout asks for them, leases with the reverse
 * charge shown before paying and printed on the invoice, cancels before activation and receives a
 * credit note. The names are Czech, so the PDFs must print them as written.
 */

const PASSWORD = 'invoice-password-1';
const COMPANY = 'Dvořák Síť s.r.o.';
const REVERSE_CHARGE =
  'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).';

/** The texts of a PDF as a reader copying them gets them (PDF.js), one entry per placed text. */
async function pdfTexts(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const document = await getDocument({ data: new Uint8Array(await response.body()), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    for (const item of (await page.getTextContent()).items) {
      if ('str' in item && item.str.trim()) texts.push(item.str.trim());
    }
  }
  await document.destroy();
  return texts;
}

async function firstServerPackage(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.get('/api/marketplace?type=server');
  expect(response.status()).toBe(200);
  const item = (await response.json()).items[0] as { id: string; title: string } | undefined;
  if (!item) throw new Error('no server package in the demo marketplace');
  return item;
}

async function invoicesOf(page: Page) {
  const response = await page.request.get('/api/invoices');
  expect(response.status()).toBe(200);
  return (await response.json()).invoices as Array<{
    id: string;
    orderId: string;
    status: string;
    amount: number;
    creditedAmount: number;
    creditNotes: Array<{ id: string; amount: number }>;
  }>;
}

for (const [label, viewport] of [
  ['1440 px', { width: 1440, height: 900 }],
  ['390 px', PHONE],
] as const) {
  test.describe(`invoices with VAT at ${label}`, () => {
    test.use({ viewport });

    test('an EU company leases under the reverse charge, cancels and receives a credit note', async ({
      page,
    }) => {
      // A purchase, two PDFs read back and two accessibility scans: about 22 s alone, 84 s in the
      // full run on two busy cores.
      test.slow();
      const email = await registerVerifiedUser(page.request, {
        name: 'Zdeněk Dvořák',
        password: PASSWORD,
        email: uniqueEmail('zdenek-dvorak'),
      });
      await signInAtDashboard(page, email);
      const item = await firstServerPackage(page);
      const checkout = `/payment/${item.id}?type=server`;

      // Without billing details checkout says why paying waits, and where to fix it.
      await page.goto(checkout);
      const needed = page.getByRole('alert').filter({ hasText: 'Billing details required' });
      await expect(needed).toBeVisible();
      await expect(page.getByText('Total before VAT')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Complete Payment' })).toBeDisabled();
      await expectNoAxeViolations(page);
      await needed.getByRole('link', { name: 'Add billing details' }).click();
      await expect(page).toHaveURL(/\/profile#billing$/);

      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Save billing details' }) });
      await form.getByLabel('Legal company name').fill(COMPANY);
      await form.getByLabel('Street and number').fill('Vinohradská 1');
      await form.getByLabel('Postal code').fill('120 00');
      await form.getByLabel('City').fill('Praha');
      await form.getByRole('combobox', { name: 'Country' }).fill('Czechia');
      await form.getByRole('option', { name: 'Czechia (CZ)' }).click();
      await form.getByLabel('VAT ID (optional)').fill('CZ 25123891');
      await form.getByRole('button', { name: 'Save billing details' }).click();
      await expectToast(page, 'Billing details saved', 'Invoices will use these details.');

      // Before paying: VAT 0 % under the reverse charge, with its legal wording.
      await depositByCard(page, 500_000);
      await page.goto(checkout);
      await expect(page.getByText('VAT 0 % (reverse charge)')).toBeVisible();
      await expect(page.getByText(REVERSE_CHARGE)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Billing details required' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('radio', { name: /Wallet balance/ }).click();
      await page.getByRole('button', { name: 'Complete Payment' }).click();
      await expectToast(page, 'Payment successful', `Your order for ${item.title} has been confirmed.`);
      await expect(page).toHaveURL(/\/orders$/);

      // The invoice names the company as billed, in Czech, with the VAT ID and the legal wording.
      const [invoice] = await invoicesOf(page);
      expect(invoice).toMatchObject({ status: 'paid', creditedAmount: 0 });
      const invoiceTexts = await pdfTexts(page.request, `/api/invoices/${invoice!.id}/pdf`);
      expect(invoiceTexts).toEqual(
        expect.arrayContaining([
          'INVOICE',
          COMPANY,
          'Vinohradská 1',
          '120 00 Praha',
          'VAT ID CZ25123891',
          'VAT 0 % (reverse charge)',
          REVERSE_CHARGE,
        ]),
      );
      expect(invoiceTexts.join(' ')).not.toContain('?');

      // Cancelled before activation: the refund is credited by a credit note; the invoice stays paid.
      // A table row on a desktop, a card on a phone: the one on screen.
      const row = page.locator('tr, li').filter({ hasText: item.title }).filter({ visible: true }).first();
      await row.getByRole('button', { name: 'Cancel', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByLabel('Reason').fill('Bought the wrong region');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(async () => {
        const [credited] = await invoicesOf(page);
        expect(credited).toMatchObject({ id: invoice!.id, status: 'paid', creditedAmount: invoice!.amount });
      }).toPass();
      const [credited] = await invoicesOf(page);
      const note = credited!.creditNotes[0]!;
      expect(note.amount).toBe(invoice!.amount);
      const noteTexts = await pdfTexts(page.request, `/api/credit-notes/${note.id}/pdf`);
      expect(noteTexts).toEqual(
        expect.arrayContaining([
          'CREDIT NOTE',
          COMPANY,
          'Reason',
          'Order cancelled: Bought the wrong region',
        ]),
      );
    });
  });
}

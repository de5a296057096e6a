import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { asnRecords, orders } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { checkEmbeddedGlyphs } from '../../../test/pdf-glyphs';
import { pdfTexts as pdfLines } from '../../../test/pdf-text';
import { NAMES_IN_EVERY_SCRIPT } from '../../../test/script-names';
import { createIpListing, createServerPackage, fundWallet } from '../../../test/checkout-factories';

describe('invoices', () => {
  test('lists the buyer invoices and serves a real PDF to the owner only', async ({ app }) => {
    const seller = await signInAs(app, { role: 'monetizer', name: 'Mona Seller' });
    const buyer = await signInAs(app, { name: 'Leo Buyer' });
    await fundWallet(buyer.client, 20_000);
    const pkg = await createServerPackage(app, seller.user.id, { name: 'Bare metal — Zürich' });
    const order = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });

    const listed = await buyer.client.get('/api/invoices');
    expect(listed.status).toBe(200);
    expect(listed.body.invoices).toHaveLength(1);
    const invoice = listed.body.invoices[0];
    expect(invoice).toMatchObject({ orderId: order.body.orderId, amount: 10_000, status: 'paid' });
    expect(invoice.invoiceNumber).toBeGreaterThan(0);
    expect((await seller.client.get('/api/invoices')).body.invoices).toHaveLength(0);

    const pdf = await buyer.client.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${String(invoice.invoiceNumber).padStart(6, '0')}.pdf"`,
    );
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { cookie: [...buyer.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Invoice ${String(invoice.invoiceNumber).padStart(6, '0')}`);
    // Readable, not only extractable: every glyph drawn is its font's own outline.
    const glyphs = await checkEmbeddedGlyphs(bytes);
    expect(glyphs.wrong).toEqual([]);
    expect(glyphs.checked).toBeGreaterThan(40);

    expect((await seller.client.get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await app.client().get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(401);
    expect((await buyer.client.get('/api/invoices/00000000-0000-4000-8000-000000000000/pdf')).status).toBe(
      404,
    );
  });
});

/** The PDF of an invoice as its owner downloads it, raw. */
async function downloadPdf(app: TestApp, owner: Awaited<ReturnType<typeof signInAs>>, invoiceId: string) {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/invoices/${invoiceId}/pdf`,
    headers: { cookie: [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return response.rawPayload;
}

describe('the invoice of an IP lease', () => {
  let nextAsn = 3_300_000_000;

  async function ipInvoice(app: TestApp) {
    const seller = await signInAs(app, { role: 'monetizer', name: 'Ida Seller' });
    const buyer = await signInAs(app, { name: 'Ned Buyer' });
    await fundWallet(buyer.client, 50_000);
    const { listing } = await createIpListing(app, seller.user.id, { priceCents: 10_000 });
    const paid = await buyer.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
    });
    expect(paid.status).toBe(201);
    const orderId = paid.body.orderId as string;
    const listed = await buyer.client.get('/api/invoices');
    const invoice = (listed.body.invoices as Array<{ id: string; orderId: string }>).find(
      (item) => item.orderId === orderId,
    )!;
    return { seller, buyer, orderId, invoice };
  }

  test('shows the leased prefix and the buyer’s ASN once named, on the list and in the PDF', async ({
    app,
    db,
  }) => {
    const { buyer, orderId, invoice } = await ipInvoice(app);
    const before = await buyer.client.get('/api/invoices');
    const prefix = (await buyer.client.get('/api/orders')).body.orders.find(
      (order: { id: string }) => order.id === orderId,
    ).prefix as string;
    expect(prefix).toMatch(/^\d+\.\d+\.\d+\.0\/24$/);
    expect(before.body.invoices[0]).toMatchObject({ id: invoice.id, orderId, prefix, asnNumber: null });
    const unnamed = await pdfLines(await downloadPdf(app, buyer, invoice.id));
    expect(unnamed).toEqual(expect.arrayContaining(['Prefix', prefix, 'ASN', 'Not named yet']));

    // The buyer names the AS that announces the range (docs/PRODUCT.md "Delivering a lease").
    const asnNumber = nextAsn++;
    const [asn] = await db
      .insert(asnRecords)
      .values({
        userId: buyer.user.id,
        asnNumber,
        organization: 'Ned Transit',
        rir: 'RIPE',
        status: 'approved',
      })
      .returning();
    expect((await buyer.client.put(`/api/loas/buyer-orders/${orderId}/asn`, { asnId: asn!.id })).status).toBe(
      200,
    );
    const named = await buyer.client.get('/api/invoices');
    expect(named.body.invoices[0]).toMatchObject({ id: invoice.id, prefix, asnNumber });
    expect(await pdfLines(await downloadPdf(app, buyer, invoice.id))).toEqual(
      expect.arrayContaining(['Prefix', prefix, 'ASN', `AS${asnNumber}`]),
    );
  });

  test('keeps the prefix an ended lease held', async ({ app, db }) => {
    const { buyer, orderId, invoice } = await ipInvoice(app);
    const prefix = (await buyer.client.get('/api/invoices')).body.invoices[0].prefix as string;
    const cancelled = await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('cancelled');
    const listed = await buyer.client.get('/api/invoices');
    // The invoice stays paid; a credit note gives back its whole amount (docs/PRODUCT.md "Invoices").
    const credited = listed.body.invoices.find((item: { id: string }) => item.id === invoice.id);
    expect(credited).toMatchObject({ status: 'paid', prefix });
    expect(credited.creditedAmount).toBe(credited.amount);
  });

  test('has neither for a server package', async ({ app, seller }) => {
    const buyer = await signInAs(app, {});
    await fundWallet(buyer.client, 20_000);
    const pkg = await createServerPackage(app, seller.user.id, { name: 'Plain VPS' });
    await buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' });
    const [invoice] = (await buyer.client.get('/api/invoices')).body.invoices;
    expect(invoice).toMatchObject({ prefix: null, asnNumber: null });
    const lines = await pdfLines(await downloadPdf(app, buyer, invoice.id));
    expect(lines).toContain('Order');
    expect(lines).not.toContain('Prefix');
  });
});

describe('the names on an invoice', () => {
  test.for(NAMES_IN_EVERY_SCRIPT)('print as written: %s', async (name, { app }) => {
    const seller = await signInAs(app, { role: 'monetizer', name: `${name} Hosting` });
    const buyer = await signInAs(app, { name });
    await fundWallet(buyer.client, 20_000);
    const pkg = await createServerPackage(app, seller.user.id, { name: 'Plain VPS' });
    await buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' });
    const [invoice] = (await buyer.client.get('/api/invoices')).body.invoices;
    const bytes = await downloadPdf(app, buyer, invoice.id);
    const lines = await pdfLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining(['Bill to', name, `Provider of the leased item: ${name} Hosting`]),
    );
    expect(lines.join('\n')).not.toContain('?');
    // Measured: 10 to 12 kB, CJK names included (the fonts are embedded as subsets: only the glyphs
    // drawn). One whole Noto Sans weight is 630 kB, one Noto Sans JP weight 5.5 MB: the bound leaves
    // room for longer names and titles, never for a whole font.
    expect(bytes.length).toBeLessThan(40_000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { createServerPackage, fundWallet } from '../checkout/checkout-test-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('invoices', () => {
  it('lists the buyer invoices and serves a real PDF to the owner only', async () => {
    const seller = await signInAs(t, { role: 'monetizer', name: 'Mona Seller' });
    const buyer = await signInAs(t, { name: 'Leo Buyer' });
    await fundWallet(buyer.client, 20_000);
    const pkg = await createServerPackage(t, seller.user.id, { name: 'Bare metal — Zürich' });
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
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { cookie: [...buyer.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Invoice ${String(invoice.invoiceNumber).padStart(6, '0')}`);

    expect((await seller.client.get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await t.client().get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(401);
    expect((await buyer.client.get('/api/invoices/00000000-0000-4000-8000-000000000000/pdf')).status).toBe(
      404,
    );
  });
});

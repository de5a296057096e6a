import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { TAX_NOTES } from '@netlease/shared/invoicing';
import { queryRows } from '../../../platform/db/database';
import type { MailMessage } from '../../../platform/mail/mailer';
import { billingProfiles, creditNotes, invoices, users } from '../../../platform/db/schema/index';
import { findDatabaseError } from '../../../platform/db/db-errors';
import { registerErrorHandler } from '../../../platform/http/error-handler';
import { invoiceIssuerOf } from '../../../platform/invoice-issuer';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { pdfTexts } from '../../../test/pdf-text';
import { createServerPackage, fundWallet } from '../../../test/checkout-factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { creditInvoice } from './credit-notes.service';
import { mailIssuedDocuments } from './invoices.jobs';

/**
 * Invoices as documents of record (docs/PRODUCT.md "Invoices"): VAT by the buyer's billing details,
 * gap-free numbers per issuer, the document kept as issued, credit notes for refunds, the export.
 * The test issuer is the demo issuer: the Netherlands at 21 %, French consumers at 20 %.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Billing = NonNullable<Parameters<typeof signInAs>[1]>['billing'];

const DUTCH_COMPANY: Billing = {
  customerType: 'company',
  legalName: 'Polder Hosting B.V.',
  street: 'Damrak 1',
  postalCode: '1012 LG',
  city: 'Amsterdam',
  country: 'NL',
};
const GERMAN_COMPANY: Billing = {
  customerType: 'company',
  legalName: 'Leo Transit GmbH',
  street: 'Hanauer Landstraße 300',
  postalCode: '60314',
  city: 'Frankfurt am Main',
  country: 'DE',
  vatId: 'DE136695976',
};
const FRENCH_PERSON: Billing = { customerType: 'private', legalName: 'Élise Martin', country: 'FR' };
const AMERICAN_COMPANY: Billing = {
  customerType: 'company',
  legalName: 'Prairie Networks LLC',
  street: '1 Main St',
  postalCode: '68102',
  city: 'Omaha',
  country: 'US',
  vatId: '123456789',
};

/** A buyer with billing details and funds, and a seller's package at 49.99 a month. */
async function buyPackage(billing: Billing, priceCents = 4_999) {
  const seller = await signInAs(t, { role: 'monetizer', name: 'Mona Seller' });
  const buyer = await signInAs(t, { name: 'Buyer Account Name', billing });
  await fundWallet(buyer.client, 20_000);
  const pkg = await createServerPackage(t, seller.user.id, { priceCents, name: 'Plain VPS' });
  const summary = await buyer.client.get(`/api/checkout/server/${pkg.id}`);
  const paid = await buyer.client.post('/api/checkout', {
    itemType: 'server',
    itemId: pkg.id,
    method: 'wallet',
  });
  expect(paid.status).toBe(201);
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, paid.body.invoiceId));
  return {
    seller,
    buyer,
    pkg,
    summary: summary.body,
    orderId: paid.body.orderId as string,
    invoice: invoice!,
  };
}

async function pdfOf(client: Awaited<ReturnType<typeof signInAs>>['client'], url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  expect(response.statusCode).toBe(200);
  return pdfTexts(response.rawPayload);
}

describe('VAT by the buyer (docs/PRODUCT.md "Invoices" → "Tax")', () => {
  it('charges a domestic buyer 21 % per line, shown at checkout and on the invoice', async () => {
    const { buyer, summary, invoice } = await buyPackage(DUTCH_COMPANY);
    // 4,999 × 21 % = 1,049.79 → 1,050; 500 × 21 % = 105.
    expect(summary.tax).toMatchObject({ treatment: 'domestic', rateBasisPoints: 2100, taxCents: 1_155 });
    expect(summary.total).toBe(6_654);
    expect(invoice).toMatchObject({ subtotal: 4_999, fee: 500, tax: 1_155, amount: 6_654, status: 'paid' });
    expect(invoice.document!.lines.map((line) => [line.netCents, line.taxCents, line.grossCents])).toEqual([
      [4_999, 1_050, 6_049],
      [500, 105, 605],
    ]);
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(20_000 - 6_654);
    const history = (await buyer.client.get('/api/wallet/transactions')).body.items;
    expect(history).toContainEqual(expect.objectContaining({ type: 'tax', amount: 1_155 }));
    const texts = await pdfOf(buyer.client, `/api/invoices/${invoice.id}/pdf`);
    expect(texts).toEqual(
      expect.arrayContaining(['Polder Hosting B.V.', 'Damrak 1', '1012 LG Amsterdam', 'VAT 21 %', '$66.54']),
    );
    expect(texts.join('\n')).not.toMatch(/wallet_|[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expectLedgerBalanced(t);
    const [owed] = await queryRows<{ total: string }>(
      t.db,
      sql`SELECT COALESCE(SUM(amount), 0) AS total FROM ledger_postings WHERE account_code = 'platform:tax_payable'`,
    );
    expect(Number(owed!.total)).toBeGreaterThanOrEqual(1_155);
  });

  it('reverse charges an EU company abroad with a VAT ID, with the legal wording', async () => {
    const { buyer, summary, invoice } = await buyPackage(GERMAN_COMPANY);
    expect(summary.tax).toMatchObject({ treatment: 'reverse_charge', taxCents: 0, grossCents: 5_499 });
    expect(invoice).toMatchObject({ tax: 0, amount: 5_499 });
    const texts = await pdfOf(buyer.client, `/api/invoices/${invoice.id}/pdf`);
    expect(texts).toEqual(
      expect.arrayContaining(['VAT ID DE136695976', 'VAT 0 % (reverse charge)', TAX_NOTES.reverse_charge!]),
    );
  });

  it("charges an EU consumer their country's rate and leaves a buyer outside the EU without VAT", async () => {
    const french = await buyPackage(FRENCH_PERSON);
    // 4,999 × 20 % = 999.8 → 1,000; 500 × 20 % = 100.
    expect(french.invoice).toMatchObject({ tax: 1_100, amount: 6_599 });
    expect(french.invoice.document).toMatchObject({ treatment: 'consumer' });
    const american = await buyPackage(AMERICAN_COMPANY);
    expect(american.invoice).toMatchObject({ tax: 0, amount: 5_499 });
    const texts = await pdfOf(american.buyer.client, `/api/invoices/${american.invoice.id}/pdf`);
    expect(texts).toEqual(expect.arrayContaining(['VAT 0 % (not subject)', TAX_NOTES.not_subject!]));
  });

  it('refuses a buyer without billing details before anything is written', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t, { billing: null });
    await fundWallet(buyer.client, 20_000);
    const pkg = await createServerPackage(t, seller.user.id, { stockCount: 2 });
    const summary = await buyer.client.get(`/api/checkout/server/${pkg.id}`);
    expect(summary.body).toMatchObject({ tax: null, total: 9_500 + 500 });
    const refused = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      title: 'Billing details required',
      message: 'Add your billing details on your profile before paying: invoices are made out to them.',
    });
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, buyer.user.id))).toEqual([]);
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(20_000);
    // By card too: refused before the card is charged.
    const byCard = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'card',
      card: {
        holderName: 'A',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        country: 'us',
      },
    });
    expect(byCard.status).toBe(422);
    expect(byCard.body.title).toBe('Billing details required');
  });
});

describe('documents of record', () => {
  it('keep the buyer as issued when the profile and the name change later', async () => {
    const { buyer, invoice } = await buyPackage(DUTCH_COMPANY);
    await t.db
      .update(billingProfiles)
      .set({ legalName: 'Renamed Holding B.V.', street: 'Elsewhere 9', country: 'BE' })
      .where(eq(billingProfiles.userId, buyer.user.id));
    await t.db.update(users).set({ name: 'Someone Else' }).where(eq(users.id, buyer.user.id));
    const texts = await pdfOf(buyer.client, `/api/invoices/${invoice.id}/pdf`);
    expect(texts).toEqual(expect.arrayContaining(['Polder Hosting B.V.', 'Damrak 1']));
    expect(texts.join('\n')).not.toMatch(/Renamed|Elsewhere|Someone Else/);
  });

  it('cannot be changed or deleted once issued; only an unpaid one may be marked paid', async () => {
    const { invoice } = await buyPackage(DUTCH_COMPANY);
    for (const change of [
      () =>
        t.db
          .update(invoices)
          .set({ amount: 1, subtotal: 1, fee: 0, tax: 0 })
          .where(eq(invoices.id, invoice.id)),
      () => t.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, invoice.id)),
      () => t.db.delete(invoices).where(eq(invoices.id, invoice.id)),
    ]) {
      const error = await change().then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(findDatabaseError(error)).toMatchObject({
        code: '23514',
        constraint: 'issued_documents_are_final',
      });
    }
  });

  it("answer an attempt to change one with 409 and the product's message, never a 500", async () => {
    const { invoice } = await buyPackage(DUTCH_COMPANY);
    // Any code path that tries it meets the same refusal: here a bare route over the real error handler.
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/change', async () => {
      await t.db.update(invoices).set({ title: 'Edited' }).where(eq(invoices.id, invoice.id));
      return { ok: true };
    });
    const response = await app.inject({ method: 'POST', url: '/change' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      title: 'Invoice issued',
      message: 'An issued invoice cannot be changed; a refund issues a credit note.',
    });
    await app.close();
  });

  it('are numbered without gaps or duplicates under 20 concurrent checkouts, refusals taking none', async () => {
    const issuerKey = invoiceIssuerOf(t.ctx).key;
    const seller = await signInAs(t, { role: 'monetizer' });
    const pkg = await createServerPackage(t, seller.user.id, { stockCount: 30, priceCents: 1_000 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const buyer = await signInAs(t, { billing: index % 2 === 0 ? DUTCH_COMPANY : GERMAN_COMPANY });
        // Every fourth buyer cannot pay: their refusal rolls back and must not use up a number.
        if (index % 4 !== 3) await fundWallet(buyer.client, 5_000);
        return buyer;
      }),
    );
    const [before] = await queryRows<{ last: string | null }>(
      t.db,
      sql`SELECT MAX(invoice_number) AS last FROM invoices WHERE issuer_key = ${issuerKey}`,
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(15).fill(201),
      ...Array<number>(5).fill(422),
    ]);
    const numbers = (
      await queryRows<{ invoice_number: string }>(
        t.db,
        sql`SELECT invoice_number FROM invoices WHERE issuer_key = ${issuerKey}
            AND invoice_number > ${Number(before!.last ?? 0)} ORDER BY invoice_number`,
      )
    ).map((row) => Number(row.invoice_number));
    const first = Number(before!.last ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, index) => first + index));
    await expectLedgerBalanced(t);
  });
});

describe('credit notes (docs/PRODUCT.md "Invoices" → "Credit notes")', () => {
  it('credit a cancelled order in full: the refund equals the credit, VAT included, and the invoice stays paid', async () => {
    const { buyer, orderId, invoice } = await buyPackage(DUTCH_COMPANY);
    const cancelled = await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.status).toBe(200);
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(20_000);
    const [credit] = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(credit).toMatchObject({
      net: 5_499,
      tax: 1_155,
      amount: 6_654,
      reason: 'Order cancelled: Plans changed',
    });
    expect(credit!.document.lines.map((line) => line.grossCents)).toEqual([-6_049, -605]);
    const listed = (await buyer.client.get('/api/invoices')).body.invoices[0];
    expect(listed).toMatchObject({ id: invoice.id, status: 'paid', creditedAmount: 6_654 });
    expect(listed.creditNotes).toEqual([
      expect.objectContaining({ id: credit!.id, amount: 6_654, creditNoteNumber: credit!.creditNoteNumber }),
    ]);
    const texts = await pdfOf(buyer.client, `/api/credit-notes/${credit!.id}/pdf`);
    expect(texts).toEqual(
      expect.arrayContaining([
        'CREDIT NOTE',
        'Credits invoice',
        'Total credited',
        '-$66.54',
        'Polder Hosting B.V.',
      ]),
    );
    const invoiceTexts = await pdfOf(buyer.client, `/api/invoices/${invoice.id}/pdf`);
    expect(invoiceTexts.join('\n')).toMatch(/Credited\n\$66\.54 by credit note CN-\d{6}/);
    await expectLedgerBalanced(t);
  });

  it('credit in part what a partial refund gives back (the fee of a term whose lease is kept)', async () => {
    const { invoice } = await buyPackage(DUTCH_COMPANY);
    const credit = await t.db.transaction((tx) =>
      creditInvoice(tx, t.ctx, invoice, { lease: false, fee: true }, 'Fee returned'),
    );
    expect(credit).toMatchObject({ netCents: 500, taxCents: 105, grossCents: 605 });
  });

  it('are numbered in their own series, and shown to their owner only', async () => {
    const { buyer, orderId, invoice } = await buyPackage(GERMAN_COMPANY);
    await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: 'Wrong region' });
    const [credit] = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    const other = await signInAs(t, {});
    expect((await other.client.get(`/api/credit-notes/${credit!.id}/pdf`)).status).toBe(404);
    expect((await t.client().get(`/api/credit-notes/${credit!.id}/pdf`)).status).toBe(401);
    const [series] = await queryRows<{ last_number: string }>(
      t.db,
      sql`SELECT last_number FROM document_number_series
          WHERE issuer_key = ${invoice.issuerKey} AND kind = 'credit_note'`,
    );
    expect(Number(series!.last_number)).toBe(credit!.creditNoteNumber);
    const error = await t.db
      .update(creditNotes)
      .set({ reason: 'Edited' })
      .where(and(eq(creditNotes.id, credit!.id)))
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(findDatabaseError(error)?.constraint).toBe('issued_documents_are_final');
  });
});

describe('mailing issued documents', () => {
  it('mails each invoice and credit note once, to the account and the billing email, even with two runs at once', async () => {
    await mailIssuedDocuments(t.ctx);
    const { buyer, orderId, invoice } = await buyPackage({
      ...DUTCH_COMPANY,
      billingEmail: 'books@polder.example',
    });
    await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: 'Plans changed' });
    const runs = await Promise.all([mailIssuedDocuments(t.ctx), mailIssuedDocuments(t.ctx)]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await mailIssuedDocuments(t.ctx)).toBe(0);
    const mails = t.sentMail.filter((mail) => [buyer.user.email, 'books@polder.example'].includes(mail.to));
    const number = String(invoice.invoiceNumber).padStart(6, '0');
    expect(mails).toHaveLength(4);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual(
      expect.arrayContaining([
        [buyer.user.email, `Invoice ${number} from Netlease Demo B.V. (demo issuer)`],
        ['books@polder.example', `Invoice ${number} from Netlease Demo B.V. (demo issuer)`],
        [buyer.user.email, expect.stringMatching(/^Credit note CN-\d{6} from Netlease Demo B\.V\./)],
        ['books@polder.example', expect.stringMatching(/^Credit note CN-\d{6} from Netlease Demo B\.V\./)],
      ]),
    );
    expect(mails.find((mail) => mail.subject.startsWith('Invoice'))!.text).toContain(
      'Invoice ' + number + ' for Plain VPS: $66.54.',
    );
  });
});

describe('the mailing queue', () => {
  it('lets instances draining a backlog at once mail each document once', async () => {
    await mailIssuedDocuments(t.ctx);
    const { buyer, invoice } = await buyPackage(DUTCH_COMPANY);
    // Thirty more issued invoices of the same buyer, queued by their insert as any issued document is.
    await t.db.execute(
      sql`INSERT INTO invoices (user_id, order_id, issuer_key, invoice_number, title, subtotal, fee, tax,
                                amount, status, due_date, paid_at, document, created_at)
          SELECT user_id, order_id, issuer_key, invoice_number + 100000 + g, title, subtotal, fee, tax,
                 amount, status, due_date, paid_at, document, created_at + g * interval '1 second'
          FROM invoices, generate_series(1, 30) AS g WHERE id = ${invoice.id}`,
    );
    const runs = await Promise.all([
      mailIssuedDocuments(t.ctx),
      mailIssuedDocuments(t.ctx),
      mailIssuedDocuments(t.ctx),
    ]);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(31);
    expect(await mailIssuedDocuments(t.ctx)).toBe(0);
    const subjects = t.sentMail.filter((mail) => mail.to === buyer.user.email).map((mail) => mail.subject);
    expect(subjects).toHaveLength(31);
    expect(new Set(subjects).size).toBe(31);
  });

  it('holds a document whose mail failed for its claim while the ones behind it go out', async () => {
    await mailIssuedDocuments(t.ctx);
    const { buyer } = await buyPackage(DUTCH_COMPANY);
    const down = new Error('mail server unreachable');
    const failing = { ...t.ctx, mailer: { send: () => Promise.reject(down) } };
    await expect(mailIssuedDocuments(failing)).rejects.toBe(down);
    const mine = () => t.sentMail.filter((mail) => mail.to === buyer.user.email);
    expect(mine()).toHaveLength(0);
    // A document issued after the failed one goes out at once; the failed one waits for its claim.
    const second = await buyPackage(DUTCH_COMPANY);
    expect(await mailIssuedDocuments(t.ctx)).toBe(1);
    expect(t.sentMail.filter((mail) => mail.to === second.buyer.user.email)).toHaveLength(1);
    expect(mine()).toHaveLength(0);
    t.clock.advance(10 * 60_000);
    expect(await mailIssuedDocuments(t.ctx)).toBe(1);
    expect(mine()).toHaveLength(1);
    expect(await mailIssuedDocuments(t.ctx)).toBe(0);
  });

  it('mails only the address a failed send missed, not the one it reached', async () => {
    await mailIssuedDocuments(t.ctx);
    const { buyer, invoice } = await buyPackage({ ...DUTCH_COMPANY, billingEmail: 'books@dijk.example' });
    const refused = new Error('550 mailbox unavailable');
    const billingRefused = {
      ...t.ctx,
      mailer: {
        send: (mail: MailMessage) =>
          mail.to === 'books@dijk.example' ? Promise.reject(refused) : t.ctx.mailer.send(mail),
      },
    };
    await expect(mailIssuedDocuments(billingRefused)).rejects.toBe(refused);
    const to = (address: string) => t.sentMail.filter((mail) => mail.to === address);
    expect(to(buyer.user.email)).toHaveLength(1);
    expect(to('books@dijk.example')).toHaveLength(0);
    const [held] = await queryRows<{ mailed_to: string[]; mailed: boolean }>(
      t.db,
      sql`SELECT mailed_to, mailed_at IS NOT NULL AS mailed FROM document_mailings WHERE document_id = ${invoice.id}`,
    );
    expect(held).toEqual({ mailed_to: [buyer.user.email], mailed: false });
    t.clock.advance(10 * 60_000);
    expect(await mailIssuedDocuments(t.ctx)).toBe(1);
    expect(to(buyer.user.email)).toHaveLength(1);
    expect(to('books@dijk.example')).toHaveLength(1);
    expect(await mailIssuedDocuments(t.ctx)).toBe(0);
  });

  it('mails a document again when the run that claimed it stopped before it was sent', async () => {
    await mailIssuedDocuments(t.ctx);
    const { buyer, invoice } = await buyPackage(DUTCH_COMPANY);
    // A run whose process stops in the send: its claim is committed, the mail never goes out.
    const stopped = { ...t.ctx, mailer: { send: () => new Promise<void>(() => {}) } };
    void mailIssuedDocuments(stopped);
    await expect
      .poll(async () => {
        const [row] = await queryRows<{ claimed: boolean }>(
          t.db,
          sql`SELECT claimed_until IS NOT NULL AS claimed FROM document_mailings WHERE document_id = ${invoice.id}`,
        );
        return row?.claimed;
      })
      .toBe(true);
    expect(await mailIssuedDocuments(t.ctx)).toBe(0);
    t.clock.advance(10 * 60_000);
    expect(await mailIssuedDocuments(t.ctx)).toBe(1);
    const [row] = await queryRows<{ mailed: boolean }>(
      t.db,
      sql`SELECT mailed_at IS NOT NULL AS mailed FROM document_mailings WHERE document_id = ${invoice.id}`,
    );
    expect(row?.mailed).toBe(true);
    expect(t.sentMail.filter((mail) => mail.to === buyer.user.email)).toHaveLength(1);
  });
});

describe("the accountant's export", () => {
  it('lists every line of invoices and credit notes as UTF-8 CSV with a byte order mark', async () => {
    const { buyer, orderId } = await buyPackage({
      customerType: 'company',
      legalName: 'Dvořák Síť s.r.o.',
      street: 'Vinohradská 1',
      postalCode: '120 00',
      city: 'Praha',
      country: 'CZ',
      vatId: 'CZ25123891',
    });
    await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: 'Plans changed' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/export.csv',
      headers: { cookie: [...buyer.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'document,number,date,status,credits_invoice,buyer_name,buyer_country,buyer_vat_id,tax_treatment,description,period_from,period_to,quantity,unit_price,net,tax_rate_percent,tax,gross,currency',
    );
    expect(rows).toHaveLength(5);
    expect(rows[1]).toMatch(
      /^invoice,\d{6},[\d-]{10},paid,,Dvořák Síť s\.r\.o\.,CZ,CZ25123891,reverse_charge,/,
    );
    expect(rows[1]).toMatch(/,1,49\.99,49\.99,0\.00,0\.00,49\.99,USD$/);
    expect(rows[3]).toMatch(/^credit_note,CN-\d{6},[\d-]{10},issued,\d{6},/);
    expect(rows[3]).toMatch(/,1,-49\.99,-49\.99,0\.00,0\.00,-49\.99,USD$/);
    expect((await t.client().get('/api/invoices/export.csv')).status).toBe(401);
  });
});

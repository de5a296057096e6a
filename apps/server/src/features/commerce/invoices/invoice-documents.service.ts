import { sql, type SQL } from 'drizzle-orm';
import {
  INVOICING_MESSAGES,
  TAX_NOTES,
  paymentMethodWords,
  priceLines,
  taxRuleFor,
  type InvoiceDocument,
  type InvoiceLine,
  type LineItem,
  type TaxQuote,
  type TaxRule,
} from '@netlease/shared/invoicing';
import type { CustomerType } from '@netlease/shared/billing';
import type { Executor } from '../../../platform/db/database';
import { queryPreparedRows } from '../../../platform/db/prepared';
import { AppError } from '../../../platform/errors';
import { invoiceIssuerOf, type InvoiceIssuer } from '../../../platform/invoice-issuer';
import type { Env } from '../../../platform/env';

/**
 * The content of invoices and credit notes (docs/PRODUCT.md "Invoices", decision 261): the buyer as
 * their billing profile names them, the lines of a charge with the tax rule of that buyer, and the
 * document kept as issued. Numbers come from `nextDocumentNumber`, in the transaction of the charge.
 */

export type DocumentBuyer = InvoiceDocument['buyer'];

/**
 * The buyer of a charge as their billing profile names them now, with the seller's name. Paying needs
 * a billing profile (docs/PRODUCT.md "Billing details"): without one a purchase is refused. A renewal
 * or an auction won by an account from before billing details were required ('account') is invoiced
 * to the account's name and email as a private customer in the issuer's country.
 */
export async function readChargeParties(
  db: Executor,
  ctx: { env: Env },
  buyerId: string,
  sellerId: string,
  ifMissing: 'refuse' | 'account',
): Promise<{ buyer: DocumentBuyer; sellerName: string | null }> {
  // Prepared (docs/decisions/281): every charge reads this, and its plan does not depend on the ids.
  const [row] = await queryPreparedRows<{
    customer_type: CustomerType | null;
    legal_name: string | null;
    street: string | null;
    postal_code: string | null;
    city: string | null;
    country: string | null;
    vat_id: string | null;
    name: string;
    email: string;
    billing_email: string | null;
    seller_name: string | null;
  }>(
    db,
    sql`SELECT bp.customer_type, bp.legal_name, bp.street, bp.postal_code, bp.city, bp.country, bp.vat_id,
               u.name, u.email, bp.billing_email,
               (SELECT name FROM users WHERE id = ${sellerId}::uuid) AS seller_name
        FROM users u LEFT JOIN billing_profiles bp ON bp.user_id = u.id
        WHERE u.id = ${buyerId}::uuid`,
  );
  if (!row) throw new AppError('not_found', INVOICING_MESSAGES.billingDetailsRequired);
  const sellerName = row.seller_name;
  if (!row.customer_type || !row.legal_name || !row.country) {
    if (ifMissing === 'refuse') {
      throw new AppError('unprocessable', INVOICING_MESSAGES.billingDetailsRequired, { field: 'billing' });
    }
    const { country } = invoiceIssuerOf(ctx).tax;
    return {
      buyer: {
        customerType: 'private',
        legalName: row.name,
        address: [],
        country,
        vatId: null,
        email: row.email,
      },
      sellerName,
    };
  }
  const cityLine = [row.postal_code, row.city].filter(Boolean).join(' ');
  return {
    buyer: {
      customerType: row.customer_type,
      legalName: row.legal_name,
      address: [row.street, cityLine].filter((line): line is string => Boolean(line)),
      country: row.country,
      vatId: row.vat_id,
      email: row.billing_email ?? row.email,
    },
    sellerName,
  };
}

/** The VAT rate a buyer pays now (an auction's bid hold covers it: docs/PRODUCT.md "Bidding"). */
export async function taxRateOfBuyer(
  db: Executor,
  ctx: { env: Env },
  buyerId: string,
  ifMissing: 'refuse' | 'account',
): Promise<number> {
  const { buyer } = await readChargeParties(db, ctx, buyerId, buyerId, ifMissing);
  return taxRuleFor(invoiceIssuerOf(ctx).tax, buyer).rateBasisPoints;
}

/** What one term of an order bills: the lease (or package) for its period, and the fee. */
export interface ChargeItems {
  title: string;
  /** The leased prefix, or null for a server package (its title names it). */
  prefix: string | null;
  amount: number;
  fee: number;
  periodStart: Date;
  periodEnd: Date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function chargeLineItems(items: ChargeItems): LineItem[] {
  const period = { periodFrom: isoDay(items.periodStart), periodTo: isoDay(items.periodEnd) };
  return [
    {
      description: items.prefix ? `Lease of ${items.prefix}: ${items.title}` : `Lease: ${items.title}`,
      ...period,
      quantity: 1,
      unitPriceCents: items.amount,
    },
    ...(items.fee > 0
      ? [
          {
            description: 'Processing fee',
            periodFrom: null,
            periodTo: null,
            quantity: 1,
            unitPriceCents: items.fee,
          },
        ]
      : []),
  ];
}

/** The tax a buyer pays on a charge, as checkout shows it and the invoice then prints it. */
export function quoteCharge(issuer: InvoiceIssuer, buyer: DocumentBuyer, items: ChargeItems): TaxQuote {
  const rule = taxRuleFor(issuer.tax, buyer);
  return { ...rule, note: TAX_NOTES[rule.treatment], ...priceLines(chargeLineItems(items), rule) };
}

export interface PaymentSource {
  method: string;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

/** The document of an invoice as issued: issuer, seller, buyer, lines and totals, payment in words. */
export function invoiceDocument(input: {
  issuer: InvoiceIssuer;
  buyer: DocumentBuyer;
  sellerName: string | null;
  quote: TaxQuote;
  prefix: string | null;
  payment: PaymentSource | null;
}): InvoiceDocument {
  const { quote } = input;
  return {
    issuer: input.issuer.details,
    seller: input.sellerName ? { name: input.sellerName } : null,
    buyer: input.buyer,
    lines: quote.lines,
    treatment: quote.treatment,
    taxNote: quote.note,
    currency: 'USD',
    netCents: quote.netCents,
    taxCents: quote.taxCents,
    grossCents: quote.grossCents,
    paymentMethod: input.payment
      ? paymentMethodWords(input.payment.method, {
          brand: input.payment.cardBrand ?? null,
          last4: input.payment.cardLast4 ?? null,
        })
      : null,
    leased: input.prefix,
  };
}

/**
 * The credit of lines of an issued invoice (docs/PRODUCT.md "Invoices" → "Credit notes"): each
 * credited line at the invoice's own rate, negative, so the credit note mirrors what it reverses.
 */
export function creditDocument(invoice: InvoiceDocument, credited: readonly InvoiceLine[]): InvoiceDocument {
  const rule: TaxRule = {
    treatment: invoice.treatment,
    rateBasisPoints: credited[0]?.taxRateBasisPoints ?? 0,
  };
  const priced = priceLines(
    credited.map((line) => ({ ...line, unitPriceCents: -line.unitPriceCents })),
    rule,
  );
  return { ...invoice, lines: priced.lines, ...totalsOf(priced) };
}

const totalsOf = (priced: { netCents: number; taxCents: number; grossCents: number }) => ({
  netCents: priced.netCents,
  taxCents: priced.taxCents,
  grossCents: priced.grossCents,
});

/**
 * The next number of an issuer's series, taken in the caller's transaction: the series row stays
 * locked until it commits, so numbers are gap-free and never given twice. A new series continues
 * after the highest number issued so far, so numbers stay distinct across issuers.
 */
export function nextDocumentNumber(issuerKey: string, kind: 'invoice' | 'credit_note'): SQL {
  const highest =
    kind === 'invoice'
      ? sql`(SELECT COALESCE(MAX(invoice_number), 0) + 1 FROM invoices)`
      : sql`(SELECT COALESCE(MAX(credit_note_number), 0) + 1 FROM credit_notes)`;
  return sql`INSERT INTO document_number_series AS series (issuer_key, kind, last_number)
             VALUES (${issuerKey}, ${kind}, ${highest})
             ON CONFLICT (issuer_key, kind) DO UPDATE SET last_number = series.last_number + 1
             RETURNING last_number`;
}

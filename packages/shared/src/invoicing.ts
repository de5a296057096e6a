import { z } from 'zod';
import { CUSTOMER_TYPES } from './billing';
import { TAX_TREATMENTS, formatRate, taxOfLine, type TaxRule } from './invoicing-constants';

/**
 * Invoices and tax (docs/PRODUCT.md "Invoices", docs/decisions/261-invoices-and-tax.md): who issues,
 * which tax rule applies to a buyer, the lines of a document with their tax, and the document kept
 * as issued. Amounts are integer cents; rates are basis points (2100 = 21 %, 2550 = 25.5 %).
 * The constants, the tax rule and the texts live in invoicing-constants.ts (no zod); re-exported
 * here for everyone else.
 */
export * from './invoicing-constants';

/** The legal entity that issues every invoice and credit note (configured: docs/PRODUCT.md "Invoices"). */
export const issuerSchema = z.object({
  name: z.string(),
  /** The postal address, one line per entry. */
  address: z.array(z.string()),
  country: z.string(),
  vatId: z.string().nullable(),
  registration: z.string().nullable(),
  email: z.string().nullable(),
});
export type Issuer = z.infer<typeof issuerSchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  /** The period the line covers (ISO dates), when it covers one. */
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  netCents: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  taxCents: z.number().int(),
  grossCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export interface LineItem {
  description: string;
  periodFrom: string | null;
  periodTo: string | null;
  quantity: number;
  unitPriceCents: number;
}

/** The lines of a document with their tax, and its totals: each total is the sum of its lines. */
export function priceLines(items: readonly LineItem[], rule: TaxRule) {
  const lines: InvoiceLine[] = items.map((item) => {
    const netCents = item.unitPriceCents * item.quantity;
    const taxCents = taxOfLine(netCents, rule.rateBasisPoints);
    return {
      ...item,
      netCents,
      taxRateBasisPoints: rule.rateBasisPoints,
      taxCents,
      grossCents: netCents + taxCents,
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    netCents: sum((line) => line.netCents),
    taxCents: sum((line) => line.taxCents),
    grossCents: sum((line) => line.grossCents),
  };
}

/** The buyer as the document names them: their billing profile when it was issued. */
export const documentBuyerSchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES),
  legalName: z.string(),
  address: z.array(z.string()),
  country: z.string(),
  vatId: z.string().nullable(),
  email: z.string(),
});

/**
 * An invoice or credit note as issued (docs/PRODUCT.md "Invoices"): everything printed on it, kept
 * with it so a later change of a profile, a name or a setting never alters it.
 */
export const invoiceDocumentSchema = z.object({
  issuer: issuerSchema,
  /** The provider of what was leased, named for information; the issuer is the supplier. */
  seller: z.object({ name: z.string() }).nullable(),
  buyer: documentBuyerSchema,
  lines: z.array(invoiceLineSchema),
  treatment: z.enum(TAX_TREATMENTS),
  taxNote: z.string().nullable(),
  currency: z.literal('USD'),
  netCents: z.number().int(),
  taxCents: z.number().int(),
  grossCents: z.number().int(),
  /** How it was paid, in words ('Wallet balance', 'Visa ending 4242'); null while unpaid. */
  paymentMethod: z.string().nullable(),
  /** On a lease: the leased prefix or package, for the reader's reference. */
  leased: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** The tax a buyer will pay, as checkout shows it before paying. */
export const taxQuoteSchema = z.object({
  treatment: z.enum(TAX_TREATMENTS),
  rateBasisPoints: z.number().int(),
  note: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  netCents: z.number().int(),
  taxCents: z.number().int(),
  grossCents: z.number().int(),
});
export type TaxQuote = z.infer<typeof taxQuoteSchema>;

/**
 * The same buyer's quote for another price of its first line (the lease priced by another billing
 * period, docs/PRODUCT.md "Checkout"): every line taxed and rounded as the invoice will be.
 */
export function requote(quote: TaxQuote, leaseCents: number): TaxQuote {
  const items = quote.lines.map((line, index) => ({
    ...line,
    unitPriceCents: index === 0 ? leaseCents : line.unitPriceCents,
  }));
  return { ...quote, ...priceLines(items, quote) };
}

/** A treatment as a short label: 'VAT 21 %', 'Reverse charge', 'Not subject to VAT'. */
export function taxLabel(quote: Pick<TaxQuote, 'treatment' | 'rateBasisPoints'>): string {
  if (quote.treatment === 'reverse_charge') return 'VAT 0 % (reverse charge)';
  if (quote.treatment === 'not_subject') return 'VAT 0 % (not subject)';
  return `VAT ${formatRate(quote.rateBasisPoints)}`;
}

import { z } from 'zod';
import { CUSTOMER_TYPES, type CustomerType } from './billing';
import { message, type Message } from './messages';

/**
 * Invoices and tax (docs/PRODUCT.md "Invoices", docs/decisions/261-invoices-and-tax.md): who issues,
 * which tax rule applies to a buyer, the lines of a document with their tax, and the document kept
 * as issued. Amounts are integer cents; rates are basis points (2100 = 21 %, 2550 = 25.5 %).
 */

/** The member states of the European Union, by ISO code (Greece is GR here, EL only in VAT IDs). */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

export const isEuMemberState = (country: string) => EU_MEMBER_STATES.has(country);

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

/** The issuer's tax settings: its domestic rate and the rates of consumers' countries where it has them. */
export interface IssuerTaxSettings {
  country: string;
  rateBasisPoints: number;
  consumerRates: Readonly<Record<string, number>>;
}

export const TAX_TREATMENTS = ['domestic', 'reverse_charge', 'consumer', 'not_subject'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** The words an invoice prints for a treatment without VAT; null where VAT is charged. */
export const TAX_NOTES: Record<TaxTreatment, string | null> = {
  domestic: null,
  consumer: null,
  reverse_charge:
    'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).',
  not_subject: 'Not subject to VAT: the customer is established outside the EU.',
};

export interface TaxRule {
  treatment: TaxTreatment;
  rateBasisPoints: number;
}

/** What the tax rule reads of the buyer: their billing profile's type, country and VAT ID. */
export interface TaxBuyer {
  customerType: CustomerType;
  country: string;
  vatId: string | null;
}

/**
 * The tax rule for one buyer (docs/PRODUCT.md "Invoices" → "Tax"):
 * - a buyer in the issuer's country pays the issuer's rate (domestic);
 * - an issuer in the EU: a company in another member state with a VAT ID is reverse charged (0 %);
 *   any other buyer there (a private customer, a company without a VAT ID) pays the rate configured
 *   for their country, else the issuer's (consumer);
 * - a buyer outside the EU (or, for an issuer outside the EU, outside its country) is not subject (0 %).
 */
export function taxRuleFor(issuer: IssuerTaxSettings, buyer: TaxBuyer): TaxRule {
  if (buyer.country === issuer.country) {
    return { treatment: 'domestic', rateBasisPoints: issuer.rateBasisPoints };
  }
  if (!isEuMemberState(issuer.country) || !isEuMemberState(buyer.country)) {
    return { treatment: 'not_subject', rateBasisPoints: 0 };
  }
  if (buyer.customerType === 'company' && buyer.vatId) {
    return { treatment: 'reverse_charge', rateBasisPoints: 0 };
  }
  return {
    treatment: 'consumer',
    rateBasisPoints: issuer.consumerRates[buyer.country] ?? issuer.rateBasisPoints,
  };
}

/**
 * The tax of one line: net × rate, rounded to the nearest cent, halves away from zero (a credit
 * line's tax is the exact negative of the charge line's). Integer arithmetic only.
 */
export function taxOfLine(netCents: number, rateBasisPoints: number): number {
  const sign = netCents < 0 ? -1 : 1;
  const product = Math.abs(netCents) * rateBasisPoints;
  return sign * Math.floor((product + 5_000) / 10_000);
}

/** '21 %', '25.5 %', '0 %'. */
export const formatRate = (rateBasisPoints: number) => `${Number((rateBasisPoints / 100).toFixed(2))} %`;

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

/** The payment method in words, never an internal id. */
export function paymentMethodWords(
  method: string,
  card: { brand: string | null; last4: string | null } = { brand: null, last4: null },
): string {
  if (method === 'wallet') return 'Netlease wallet balance';
  if (card.last4)
    return `${card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card'} ending ${card.last4}`;
  return 'Card';
}

/** Credit note numbers carry a prefix so they never read as invoice numbers: 'CN-000004'. */
export const formatCreditNoteNumber = (creditNoteNumber: number) =>
  `CN-${String(creditNoteNumber).padStart(6, '0')}`;

export const INVOICING_MESSAGES = {
  billingDetailsRequired: message(
    'Billing details required',
    'Add your billing details on your profile before paying: invoices are made out to them.',
  ),
  invoiceIssued: message(
    'Invoice issued',
    'An issued invoice cannot be changed; a refund issues a credit note.',
  ),
} as const satisfies Record<string, Message>;

import type { CustomerType } from './billing';
import { message, type Message } from './messages';

/**
 * Invoices' constants, tax rule and texts without zod, so a page that only lists invoices and credit
 * notes does not load zod and the invoices' contracts (docs/decisions/270). invoicing.ts re-exports
 * them.
 */

/** The member states of the European Union, by ISO code (Greece is GR here, EL only in VAT IDs). */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

export const isEuMemberState = (country: string) => EU_MEMBER_STATES.has(country);

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

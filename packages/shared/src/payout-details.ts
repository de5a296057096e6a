import { electronicFormatIBAN, getCountrySpecifications, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { isCountryCode } from './countries';
import type { Message } from './messages';
import { MONEY_MESSAGES, type PayoutMethod } from './money';
import { findTextProblem, textProblemMessage } from './text';

/**
 * What a payout needs to reach its payee (docs/PRODUCT.md "Payouts"; banks ask for what their
 * country uses, not an IFSC everywhere, docs/decisions/140-forms.md):
 * - a country whose banks use IBAN: IBAN and BIC/SWIFT;
 * - the United States: account number and ABA routing number; Canada: account number and the
 *   branch's transit and institution numbers;
 * - India: account number and IFSC;
 * - anywhere else: account number and the bank's BIC/SWIFT (an international wire).
 * Both the server and the payout form run `checkPayoutDetails`. Its own module, so only the payout
 * page (and the server) load the IBAN tables.
 */

export type BankScheme = 'iban' | 'us' | 'ca' | 'in' | 'swift';

export interface PayoutDetailField {
  key: string;
  label: string;
  hint?: string;
  autoComplete?: string;
}

const ACCOUNT_HOLDER: PayoutDetailField = {
  key: 'account_holder',
  label: 'Account Holder',
  autoComplete: 'name',
};
const ACCOUNT_NUMBER: PayoutDetailField = { key: 'account_number', label: 'Account Number' };
const BIC: PayoutDetailField = {
  key: 'bic',
  label: 'BIC/SWIFT',
  hint: 'The 8 or 11 character code of your bank, for example COBADEFFXXX.',
};

/** The detail fields of each bank scheme, in the order the form shows them (after the country). */
export const BANK_DETAIL_FIELDS: Record<BankScheme, PayoutDetailField[]> = {
  iban: [
    ACCOUNT_HOLDER,
    { key: 'iban', label: 'IBAN', hint: 'For example DE89 3704 0044 0532 0130 00.' },
    BIC,
  ],
  us: [
    ACCOUNT_HOLDER,
    ACCOUNT_NUMBER,
    { key: 'routing_number', label: 'Routing Number', hint: 'The 9-digit ABA routing number of your bank.' },
  ],
  ca: [
    ACCOUNT_HOLDER,
    ACCOUNT_NUMBER,
    {
      key: 'routing_number',
      label: 'Routing Number',
      hint: 'Transit number (5 digits) and institution number (3 digits), for example 12345-003.',
    },
  ],
  in: [
    ACCOUNT_HOLDER,
    ACCOUNT_NUMBER,
    {
      key: 'ifsc_code',
      label: 'IFSC Code',
      hint: 'The 11-character code of your branch, for example SBIN0001234.',
    },
  ],
  swift: [ACCOUNT_HOLDER, ACCOUNT_NUMBER, BIC],
};

/** The detail fields of the other payout methods (docs/PRODUCT.md "Payouts"). */
export const OTHER_PAYOUT_DETAIL_FIELDS: Record<Exclude<PayoutMethod, 'bank'>, PayoutDetailField[]> = {
  crypto: [{ key: 'wallet_address', label: 'Wallet Address' }],
  paypal: [{ key: 'paypal_email', label: 'PayPal Email', autoComplete: 'email' }],
};

/** The field that names the bank's country; it decides which other fields a bank payout needs. */
export const BANK_COUNTRY_FIELD = 'country';

/** True for a country whose banks use IBANs (ibantools' table, registry and experimental). */
export function usesIban(country: string): boolean {
  return (getCountrySpecifications()[country]?.chars ?? null) !== null;
}

export function bankSchemeOf(country: string): BankScheme {
  if (country === 'US') return 'us';
  if (country === 'CA') return 'ca';
  if (country === 'IN') return 'in';
  return usesIban(country) ? 'iban' : 'swift';
}

/** The detail fields a payout by this method (and bank country) asks for. */
export function payoutDetailFields(method: PayoutMethod, country: string): PayoutDetailField[] {
  if (method !== 'bank') return OTHER_PAYOUT_DETAIL_FIELDS[method];
  return isCountryCode(country) ? BANK_DETAIL_FIELDS[bankSchemeOf(country)] : [];
}

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export function isValidAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return sum % 10 === 0;
}

/**
 * A Canadian branch as 'TTTTTIII' (transit, then institution): typed as 12345-003 or 12345 003,
 * or in the 9-digit electronic form 0IIITTTTT that direct deposits use. Null when neither.
 */
export function parseCanadianRouting(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d{8}$/.test(digits)) return digits;
  if (/^0\d{8}$/.test(digits)) return `${digits.slice(4)}${digits.slice(1, 4)}`;
  return null;
}

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const ACCOUNT_NUMBER_DIGITS: Record<Exclude<BankScheme, 'iban'>, [number, number]> = {
  us: [4, 17],
  ca: [5, 12],
  in: [9, 18],
  swift: [4, 34],
};

export interface PayoutDetailIssue {
  /** The key in `details` ('iban'); the request field is `details.<key>`. */
  field: string;
  message: Message;
}

export type PayoutDetailsCheck =
  { ok: true; details: Record<string, string> } | { ok: false; issues: PayoutDetailIssue[] };

const squeeze = (text: string) => text.replace(/[\s-]/g, '');

/** One field's value as kept, or the message that refuses it. */
function checkField(scheme: BankScheme | null, field: PayoutDetailField, raw: string): string | Message {
  const { key } = field;
  const text = raw.trim();
  if (!text) return MONEY_MESSAGES.payoutDetailsRequired;
  if (text.length > 200) return MONEY_MESSAGES.payoutDetailsRequired;
  const problem = findTextProblem(text, 'single');
  if (problem) return textProblemMessage(field.label.toLowerCase(), problem);
  switch (key) {
    case 'iban': {
      const iban = electronicFormatIBAN(text) ?? '';
      return isValidIBAN(iban) ? iban : MONEY_MESSAGES.invalidIban;
    }
    case 'bic': {
      const bic = squeeze(text).toUpperCase();
      return isValidBIC(bic) ? bic : MONEY_MESSAGES.invalidBic;
    }
    case 'routing_number': {
      if (scheme === 'ca') return parseCanadianRouting(text) ?? MONEY_MESSAGES.invalidTransitNumber;
      const digits = squeeze(text);
      return isValidAbaRoutingNumber(digits) ? digits : MONEY_MESSAGES.invalidRoutingNumber;
    }
    case 'ifsc_code': {
      const ifsc = squeeze(text).toUpperCase();
      return IFSC_PATTERN.test(ifsc) ? ifsc : MONEY_MESSAGES.invalidIfsc;
    }
    case 'account_number': {
      const number = squeeze(text).toUpperCase();
      if (scheme === null || scheme === 'iban') return number;
      const [min, max] = ACCOUNT_NUMBER_DIGITS[scheme];
      const pattern = scheme === 'swift' ? /^[A-Z0-9]+$/ : /^\d+$/;
      return pattern.test(number) && number.length >= min && number.length <= max
        ? number
        : MONEY_MESSAGES.invalidAccountNumber;
    }
    case 'paypal_email':
      return z.email().safeParse(text).success ? text.toLowerCase() : MONEY_MESSAGES.invalidPaypalEmail;
    default:
      return text;
  }
}

/**
 * The details kept for a payout: only the fields of its method (and bank country), each checked and
 * normalised (IBAN and BIC without spaces, upper case). Otherwise every refused field, in form order.
 */
export function checkPayoutDetails(
  method: PayoutMethod,
  details: Record<string, string>,
): PayoutDetailsCheck {
  const issues: PayoutDetailIssue[] = [];
  const kept: Record<string, string> = {};
  let scheme: BankScheme | null = null;
  if (method === 'bank') {
    const country = (details[BANK_COUNTRY_FIELD] ?? '').trim().toUpperCase();
    if (!isCountryCode(country)) {
      return {
        ok: false,
        issues: [{ field: BANK_COUNTRY_FIELD, message: MONEY_MESSAGES.bankCountryRequired }],
      };
    }
    kept[BANK_COUNTRY_FIELD] = country;
    scheme = bankSchemeOf(country);
  }
  const fields = method === 'bank' ? BANK_DETAIL_FIELDS[scheme!] : OTHER_PAYOUT_DETAIL_FIELDS[method];
  for (const field of fields) {
    const checked = checkField(scheme, field, details[field.key] ?? '');
    if (typeof checked === 'string') kept[field.key] = checked;
    else issues.push({ field: field.key, message: checked });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, details: kept };
}

/** How the payout history names where the money went: 'DE89 … 3000', '…6789', 'x@y.z'. */
export function describePayoutDestination(details: Record<string, string>): string {
  const tail = (value: string) => `…${value.slice(-4)}`;
  if (details.iban) return `${details.iban.slice(0, 4)} ${tail(details.iban)}`;
  if (details.account_number) return tail(details.account_number);
  if (details.wallet_address) return tail(details.wallet_address);
  return details.paypal_email ?? '';
}

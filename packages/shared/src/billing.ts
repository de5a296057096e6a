import { checkVAT, countries as vatCountries } from 'jsvat';
import { z } from 'zod';
import { emailSchema } from './auth';
import { countryName, isCountryCode } from './countries';
import { asIssue, message, type Message } from './messages';
import { messageShape } from './replies';
import { singleLineText } from './text';

/**
 * The billing profile (docs/PRODUCT.md "Billing details"): who invoices are made out to. A company
 * needs its legal name, street, city, postal code and country; a private customer a name and a
 * country. A VAT ID is optional; when given it must pass the format and check digits of the
 * billing country (jsvat, docs/decisions/258-billing-profile.md) and is kept normalised
 * ('DE136695976'). Both the server and the form on /profile run this schema.
 */

export const CUSTOMER_TYPES = ['company', 'private'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const BILLING_MESSAGES = {
  nameRequired: message('Name required', 'Enter the name invoices are made out to.'),
  nameTooLong: message('Name too long', 'Use at most 200 characters for the name.'),
  streetRequired: message('Street required', 'A company needs the street of its billing address.'),
  cityRequired: message('City required', 'A company needs the city of its billing address.'),
  postalCodeRequired: message(
    'Postal code required',
    'A company needs the postal code of its billing address.',
  ),
  addressTooLong: message('Address too long', 'Use at most 200 characters for each address line.'),
  countryRequired: message('Country required', 'Choose the country of your billing address.'),
  invalidCountry: message('Invalid country', 'Choose a country from the list.'),
  invalidCustomerType: message('Choose a customer type', 'Choose company or private customer.'),
  vatIdTooLong: message('Invalid VAT number', 'Use at most 30 characters for the VAT number.'),
  billingProfileSaved: message('Billing details saved', 'Invoices will use these details.'),
  billingProfileLoadFailed: message('Error loading billing details', 'Please try again later.'),
  billingProfileSaveFailed: message('Error saving billing details', 'Something went wrong'),
} as const satisfies Record<string, Message>;

/** The message that refuses a VAT ID, naming the country it was checked for. */
export const invalidVatIdMessage = (country: string): Message =>
  message('Invalid VAT number', `This is not a valid VAT number for ${countryName(country) ?? country}.`);

/** The jsvat rules for an ISO country code, or undefined where it knows none (the VAT ID is then kept as typed). */
const vatRulesOf = (country: string) => vatCountries.find((rules) => rules.codes[0] === country);

export type VatIdCheck = { ok: true; value: string } | { ok: false; message: Message };

/**
 * A VAT ID checked for the billing country: spaces, dots and dashes dropped, upper case, the
 * country's prefix added when left out ('136695976' in Germany is 'DE136695976'). Where the
 * library knows the country the format and check digits must pass; elsewhere (no rules, for example
 * the United States) letters and digits are kept as typed.
 */
export function checkVatId(text: string, country: string): VatIdCheck {
  const squeezed = text.replace(/[\s.\-/]/g, '').toUpperCase();
  const rules = vatRulesOf(country);
  if (!rules) {
    return /^[A-Z0-9]{2,30}$/.test(squeezed)
      ? { ok: true, value: squeezed }
      : { ok: false, message: invalidVatIdMessage(country) };
  }
  // Greece's VAT prefix is EL, not its ISO code.
  const prefix = country === 'GR' ? 'EL' : country;
  const withPrefix = /^[A-Z]{2}/.test(squeezed) ? squeezed : `${prefix}${squeezed}`;
  const result = checkVAT(withPrefix, [rules]);
  return result.isValid && result.value
    ? { ok: true, value: result.value }
    : { ok: false, message: invalidVatIdMessage(country) };
}

const optionalLine = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, asIssue(BILLING_MESSAGES.addressTooLong))
    .check(singleLineText(label))
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

const optionalBillingEmail = z
  .string()
  .nullable()
  .default(null)
  .transform((value) => (value?.trim() ? value.trim() : null))
  .pipe(emailSchema.nullable());

/** PUT /api/profile/billing: the billing profile as sent by the form. */
export const billingProfileInputSchema = z
  .object({
    customerType: z.enum(CUSTOMER_TYPES, { error: asIssue(BILLING_MESSAGES.invalidCustomerType) }),
    legalName: z
      .string({ error: asIssue(BILLING_MESSAGES.nameRequired) })
      .trim()
      .min(1, asIssue(BILLING_MESSAGES.nameRequired))
      .max(200, asIssue(BILLING_MESSAGES.nameTooLong))
      .check(singleLineText('name')),
    street: optionalLine('street'),
    city: optionalLine('city'),
    postalCode: optionalLine('postal code', 20),
    country: z
      .string({ error: asIssue(BILLING_MESSAGES.countryRequired) })
      .trim()
      .min(1, asIssue(BILLING_MESSAGES.countryRequired))
      .max(2, asIssue(BILLING_MESSAGES.invalidCountry))
      .transform((value) => value.toUpperCase())
      .refine(isCountryCode, asIssue(BILLING_MESSAGES.invalidCountry)),
    vatId: z
      .string()
      .max(30, asIssue(BILLING_MESSAGES.vatIdTooLong))
      .nullable()
      .default(null)
      .transform((value) => (value?.trim() ? value.trim() : null)),
    billingEmail: optionalBillingEmail,
  })
  .transform((input, context) => {
    if (input.customerType === 'company') {
      const required = [
        ['street', BILLING_MESSAGES.streetRequired],
        ['city', BILLING_MESSAGES.cityRequired],
        ['postalCode', BILLING_MESSAGES.postalCodeRequired],
      ] as const;
      for (const [field, problem] of required) {
        if (!input[field]) context.addIssue({ code: 'custom', path: [field], message: asIssue(problem) });
      }
    }
    let vatId: string | null = null;
    if (input.vatId !== null) {
      const check = checkVatId(input.vatId, input.country);
      if (check.ok) vatId = check.value;
      else context.addIssue({ code: 'custom', path: ['vatId'], message: asIssue(check.message) });
    }
    return { ...input, vatId };
  });
export type BillingProfileInput = z.input<typeof billingProfileInputSchema>;

/** A saved billing profile; null fields were left blank. */
export const billingProfileSchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES),
  legalName: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  vatId: z.string().nullable(),
  billingEmail: z.string().nullable(),
  updatedAt: z.string(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;

/** GET /api/profile/billing: the caller's billing profile, or null before the first save. */
export const billingProfileReplySchema = z.object({ billingProfile: billingProfileSchema.nullable() });

/** PUT /api/profile/billing: the saved profile and its toast. */
export const billingProfileSaveResultSchema = z.object({
  billingProfile: billingProfileSchema,
  ...messageShape,
});
export type BillingProfileSaveResult = z.infer<typeof billingProfileSaveResultSchema>;

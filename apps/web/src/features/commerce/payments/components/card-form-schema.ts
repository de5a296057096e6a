import { z } from 'zod';
import {
  CARD_COUNTRIES,
  PAYMENT_MESSAGES,
  cardInputSchema,
  findCardProblem,
  type CardInput,
} from '@netlease/shared/payments';
import { addFieldIssue, messageOfError } from '@/components/ui/form';

/** The card as typed: "MM/YY" in one box. */
export interface CardFields {
  holderName: string;
  number: string;
  expiry: string;
  cvc: string;
  country: (typeof CARD_COUNTRIES)[number];
}

export const EMPTY_CARD: CardFields = { holderName: '', number: '', expiry: '', cvc: '', country: 'us' };

export const cardFieldsSchema = z.object({
  holderName: z.string(),
  number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
  country: z.enum(CARD_COUNTRIES),
});

/** The form's text as the API's card input ("MM/YY" split into month and year). */
export function toCardInput(fields: CardFields): CardInput {
  const [month = '', year = ''] = fields.expiry.split('/').map((part) => part.trim());
  return {
    holderName: fields.holderName,
    number: fields.number,
    expMonth: Number(month) || 0,
    // Letters read as 0 like a missing part, so the card's own 'expired' message answers, not zod's.
    expYear: (year.length === 2 ? 2000 + Number(year) : Number(year)) || 0,
    cvc: fields.cvc.trim(),
    country: fields.country,
  };
}

// The API's card fields on the form: month and year are typed in one box.
const FIELD_OF_INPUT: Record<string, keyof CardFields> = {
  holderName: 'holderName',
  number: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
  country: 'country',
};
const FIELD_OF_PROBLEM = new Map<unknown, keyof CardFields>([
  [PAYMENT_MESSAGES.invalidCardNumber, 'number'],
  [PAYMENT_MESSAGES.cardExpired, 'expiry'],
  [PAYMENT_MESSAGES.invalidCvc, 'cvc'],
]);

/**
 * Checks the card with the sandbox processor's own rules (shared cardInputSchema, findCardProblem),
 * each problem at its field under `prefix` ('card.number'); the card input when it looks usable.
 */
export function checkCard(fields: CardFields, context: z.RefinementCtx, prefix = 'card'): CardInput | null {
  const input = toCardInput(fields);
  const parsed = cardInputSchema.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_INPUT[String(issue.path[0])] ?? 'number';
      if (seen.has(field)) continue;
      seen.add(field);
      addFieldIssue(context, `${prefix}.${field}`, messageOfError(issue.message));
    }
    return null;
  }
  const problem = findCardProblem(parsed.data, new Date());
  if (problem) {
    addFieldIssue(context, `${prefix}.${FIELD_OF_PROBLEM.get(problem) ?? 'number'}`, problem);
    return null;
  }
  return input;
}

import { describe, expect, it } from 'vitest';
import { REPUTATION_MESSAGES } from '@netlease/shared/reputation';
import { messageOfError } from '@/components/ui/form';
import { penaltyFormSchema } from './penalty-form-schema';

const EMPTY = { userEmail: '', type: '', amount: '', reason: '' };
const VALID = { userEmail: 'seller@example.com', type: 'warning', amount: '', reason: 'Late delivery' };

/** Each refusal as the form shows it: its field and its product message. */
function refusals(values: typeof EMPTY) {
  const result = penaltyFormSchema.safeParse(values);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: messageOfError(issue.message),
  }));
}

describe('penaltyFormSchema', () => {
  it('refuses an empty form with the missing-fields message on the user email first', () => {
    const found = refusals(EMPTY);
    expect(found[0]).toEqual({ field: 'userEmail', message: REPUTATION_MESSAGES.missingPenaltyFields });
    // The type and the reason are missing too, each once, at its own field.
    expect(found.map((refusal) => refusal.field)).toEqual(['userEmail', 'type', 'reason']);
    for (const refusal of found) expect(refusal.message).toEqual(REPUTATION_MESSAGES.missingPenaltyFields);
  });

  it.each(['12.345', 'abc', '-5', '1,000'])('refuses the amount %s on the amount field', (amount) => {
    expect(refusals({ ...VALID, amount })).toEqual([
      { field: 'amount', message: REPUTATION_MESSAGES.invalidPenaltyAmount },
    ]);
  });

  it('refuses a bad amount before looking at the other fields', () => {
    expect(refusals({ ...EMPTY, amount: 'abc' })).toEqual([
      { field: 'amount', message: REPUTATION_MESSAGES.invalidPenaltyAmount },
    ]);
  });

  it.each(['', '0', '  '])('refuses a fine with the amount %j on the amount field', (amount) => {
    expect(refusals({ ...VALID, type: 'fine', amount })).toEqual([
      { field: 'amount', message: REPUTATION_MESSAGES.invalidPenaltyAmount },
    ]);
  });

  it('refuses a type that is not a penalty type on the type field', () => {
    expect(refusals({ ...VALID, type: 'ban' })).toEqual([
      { field: 'type', message: REPUTATION_MESSAGES.missingPenaltyFields },
    ]);
  });

  it('refuses a reason of spaces only on the reason field', () => {
    expect(refusals({ ...VALID, reason: '   ' })).toEqual([
      { field: 'reason', message: REPUTATION_MESSAGES.missingPenaltyFields },
    ]);
  });

  it('turns a fine typed in dollars into the API input in cents, trimmed', () => {
    const result = penaltyFormSchema.safeParse({
      userEmail: '  seller@example.com ',
      type: 'fine',
      amount: ' 12.5 ',
      reason: ' Chargeback ',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      userEmail: 'seller@example.com',
      type: 'fine',
      amountCents: 1250,
      reason: 'Chargeback',
    });
  });

  it('sends 0 cents for a penalty without an amount', () => {
    const result = penaltyFormSchema.safeParse(VALID);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...VALID, amount: undefined, amountCents: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { PAYMENT_MESSAGES } from '@netlease/shared/payments';
import { messageOfError } from '@/components/ui/form';
import { EMPTY_CARD } from './card-form-schema';
import { checkoutFormSchema, type CheckoutFormRules, type CheckoutFormValues } from './checkout-form-schema';

const RULES: CheckoutFormRules = { isShort: false, isCardWithProcessor: false, needsReputationTick: false };
const VALUES: CheckoutFormValues = {
  method: 'wallet',
  card: EMPTY_CARD,
  autoRenews: false,
  acceptReputation: false,
  asnId: '',
};

function refusals(values: Partial<CheckoutFormValues>, rules: Partial<CheckoutFormRules> = {}) {
  const result = checkoutFormSchema({ ...RULES, ...rules }).safeParse({ ...VALUES, ...values });
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: messageOfError(issue.message),
  }));
}

describe('the checkout form (docs/PRODUCT.md "Checkout")', () => {
  it('sends the method, auto-renew, the tick and the ASN; no ASN named is left out', () => {
    const schema = checkoutFormSchema(RULES);
    expect(
      schema.parse({ ...VALUES, autoRenews: true, asnId: 'b3c1b5d6-1b1a-4c8e-9a55-0d6c2f4b8a11' }),
    ).toEqual({
      method: 'wallet',
      card: undefined,
      autoRenews: true,
      acceptReputation: false,
      asnId: 'b3c1b5d6-1b1a-4c8e-9a55-0d6c2f4b8a11',
    });
    expect(schema.parse(VALUES).asnId).toBeUndefined();
  });

  it('asks for the reputation tick of a Warning or Blacklisted unit, beside the tick', () => {
    expect(refusals({}, { needsReputationTick: true })).toEqual([
      { field: 'acceptReputation', message: ORDER_MESSAGES.confirmReputation },
    ]);
    const ticked = checkoutFormSchema({ ...RULES, needsReputationTick: true }).parse({
      ...VALUES,
      acceptReputation: true,
    });
    expect(ticked.acceptReputation).toBe(true);
  });

  it('reports a missing method and a missing tick together, each beside its field', () => {
    expect(refusals({ method: '' }, { needsReputationTick: true })).toEqual([
      { field: 'method', message: PAYMENT_MESSAGES.paymentMethodRequired },
      { field: 'acceptReputation', message: ORDER_MESSAGES.confirmReputation },
    ]);
  });

  it('refuses the wallet when it is short', () => {
    expect(refusals({}, { isShort: true })).toEqual([
      { field: 'method', message: ORDER_MESSAGES.insufficientFunds },
    ]);
  });
});

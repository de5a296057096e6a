import { Link } from 'react-router';
import { z } from 'zod';
import { parseDollarsToCents } from '@netlease/shared/format';
import { KYC_MESSAGES } from '@netlease/shared/kyc';
import {
  MAX_MOVEMENT_CENTS,
  MONEY_MESSAGES,
  PAYOUT_METHODS,
  PAYOUT_METHOD_LABELS,
  type PayoutMethod,
} from '@netlease/shared/money';
import { BANK_COUNTRY_FIELD, checkPayoutDetails, payoutDetailFields } from '@netlease/shared/payout-details';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Input, Select } from '@/components/ui/field';
import { Form, FormController, FormField, addFieldIssue, useZodForm } from '@/components/ui/form';
import { useSession } from '@/features/accounts/auth/api/session';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useRequestPayout, type PayoutRequest } from '../api/request-payout';

interface PayoutFormValues {
  amount: string;
  method: PayoutMethod | '';
  details: Record<string, string>;
}

const EMPTY: PayoutFormValues = { amount: '', method: '', details: {} };
const isPayoutMethod = (value: string): value is PayoutMethod =>
  (PAYOUT_METHODS as readonly string[]).includes(value);

/**
 * The payout form, checked with the server's rules (docs/PRODUCT.md "Payouts": amount, balance, method; the
 * details by `checkPayoutDetails`, docs/decisions/140-forms.md), every refused field at once.
 */
const payoutFormSchema = (available: number) =>
  z
    .object({ amount: z.string(), method: z.string(), details: z.record(z.string(), z.string()) })
    .transform((values, context): PayoutRequest => {
      const cents = parseDollarsToCents(values.amount);
      if (cents === null || cents <= 0 || cents > MAX_MOVEMENT_CENTS) {
        addFieldIssue(context, 'amount', MONEY_MESSAGES.invalidPayoutAmount);
      } else if (cents > available) {
        addFieldIssue(context, 'amount', MONEY_MESSAGES.insufficientBalance);
      }
      if (!isPayoutMethod(values.method)) {
        addFieldIssue(context, 'method', MONEY_MESSAGES.payoutMethodRequired);
        return z.NEVER;
      }
      const checked = checkPayoutDetails(values.method, values.details);
      if (!checked.ok) {
        for (const issue of checked.issues) addFieldIssue(context, `details.${issue.field}`, issue.message);
      }
      if (!checked.ok || cents === null) return z.NEVER;
      return { amountCents: cents, method: values.method, details: checked.details };
    });

/** The Request Payout form of /payouts, checked against the available balance. */
export function PayoutForm({ available }: { available: number }) {
  const { user } = useSession();
  const request = useRequestPayout();
  const { key, renew } = useIdempotencyKey();
  const form = useZodForm(payoutFormSchema(available), { defaultValues: EMPTY });
  const method = form.watch('method');
  const country = form.watch(`details.${BANK_COUNTRY_FIELD}`) ?? '';
  const fields = isPayoutMethod(method) ? payoutDetailFields(method, country) : [];

  return (
    <>
      {user && user.kycStatus !== 'approved' && (
        // Payouts go only to verified identities (docs/PRODUCT.md "Accounts"); the server refuses too.
        <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
          {KYC_MESSAGES.verifiedPayoutRequired.description}{' '}
          <Link to="/kyc" className="font-medium underline">
            Go to KYC Verification
          </Link>
        </p>
      )}
      <Form
        form={form}
        className="space-y-4"
        failure={MONEY_MESSAGES.payoutRequestFailed}
        serverFields={{ amountCents: 'amount' }}
        onError={(error) => {
          // A refusal settles its key; a cut-off request keeps it, so the retry cannot pay twice.
          if (error instanceof ApiError) renew();
        }}
        send={(input) => request.mutateAsync({ input, idempotencyKey: key })}
        onSent={() => {
          renew();
          form.reset(EMPTY);
        }}
      >
        <FormField<PayoutFormValues> name="amount" label="Amount (USD)">
          {(control) => <Input {...control} inputMode="decimal" placeholder="100.00" />}
        </FormField>
        <FormField<PayoutFormValues> name="method" label="Payout Method">
          {(control) => (
            <Select
              {...control}
              onChange={(event) => {
                // A method (or a bank country) asks for its own fields; typed ones do not carry over.
                form.setValue('details', {});
                form.clearErrors('details');
                return control.onChange(event);
              }}
            >
              <option value="">Select a method</option>
              {PAYOUT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {PAYOUT_METHOD_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {method === 'bank' && (
          <FormController<PayoutFormValues, `details.${string}`>
            name={`details.${BANK_COUNTRY_FIELD}`}
            label="Bank country"
            hint="The country of your bank account decides what your bank needs."
          >
            {(control, field) => (
              <CountrySelect
                {...control}
                name={field.name}
                value={field.value ?? ''}
                onChange={(next) => {
                  field.onChange(next);
                  for (const detail of Object.keys(form.getValues('details'))) {
                    if (detail !== BANK_COUNTRY_FIELD) form.setValue(`details.${detail}`, '');
                  }
                }}
              />
            )}
          </FormController>
        )}
        {fields.map((detail) => (
          <FormField<PayoutFormValues>
            key={`${method}-${country}-${detail.key}`}
            name={`details.${detail.key}`}
            label={detail.label}
            hint={detail.hint}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete={detail.autoComplete ?? 'off'}
                spellCheck={false}
                className={
                  detail.key === 'account_holder' || detail.key === 'paypal_email' ? '' : 'font-mono'
                }
              />
            )}
          </FormField>
        ))}
        <Button type="submit" className="w-full" isLoading={request.isPending}>
          Request Payout
        </Button>
      </Form>
    </>
  );
}

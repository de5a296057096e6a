import { Link } from 'react-router';
import { z } from 'zod';
import { formatCents, parseDollarsToCents } from '@netlease/shared/format';
import { DEPOSIT_FEE_CENTS, MAX_MOVEMENT_CENTS, MONEY_MESSAGES } from '@netlease/shared/money';
import { PAYMENT_MESSAGES, type CardInput, type Gateway } from '@netlease/shared/payments';
import { Button, buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { Form, FormChoice, FormField, addFieldIssue, useZodForm } from '@/components/ui/form';
import { Page } from '@/components/ui/page';
import { useCreateDeposit } from '../api/create-deposit';
import { usePaymentMethods } from '../api/get-payment-methods';
import { EMPTY_CARD, cardFieldsSchema, checkCard, type CardFields } from '../components/card-form-schema';
import { GatewayList } from '../components/gateway-list';
import { GatewayDetails, isGateway, useGatewayPayment } from '../components/gateway-payment';

interface DepositFormValues {
  amount: string;
  gateway: Gateway | '';
  card: CardFields;
}

/**
 * docs/PRODUCT.md "Deposits": a method is required; the amount is a number above 0; the card as the processor
 * checks it, unless the processor takes the card in its own field (Stripe).
 */
const depositFormSchema = (isCardWithProcessor: boolean) =>
  z
    .object({ amount: z.string(), gateway: z.string(), card: cardFieldsSchema })
    .transform((values, context): { amountCents: number; gateway: Gateway; card: CardInput | undefined } => {
      // The method comes first: with none chosen, that is the one thing to fix.
      if (!isGateway(values.gateway)) {
        addFieldIssue(context, 'gateway', PAYMENT_MESSAGES.paymentMethodRequired);
        return z.NEVER;
      }
      const cents = parseDollarsToCents(values.amount);
      const isAmountValid = cents !== null && cents > 0 && cents <= MAX_MOVEMENT_CENTS;
      if (!isAmountValid) addFieldIssue(context, 'amount', MONEY_MESSAGES.invalidDepositAmount);
      const card =
        values.gateway === 'card' && !isCardWithProcessor ? checkCard(values.card, context) : undefined;
      if (!isAmountValid || card === null) return z.NEVER;
      return { amountCents: cents, gateway: values.gateway, card };
    });

const TITLE = 'Deposit Funds';
const SUBTITLE = 'Add money to your wallet to lease IP blocks and servers.';

/**
 * A server that offers no payment method (docs/PRODUCT.md "Deposits") says so instead of a form whose
 * every submit would be refused.
 */
function DepositsUnavailable() {
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <SectionCard title={MONEY_MESSAGES.depositsUnavailable.title}>
        <p className="text-sm text-slate-600">{MONEY_MESSAGES.depositsUnavailable.description}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/wallet" className={buttonClasses('secondary')}>
            Back to Wallet
          </Link>
          <Link to="/support" className={buttonClasses('ghost')}>
            Contact Support
          </Link>
        </div>
      </SectionCard>
    </Page>
  );
}

/** /deposit: amount, gateway, card form, summary and Deposit Now. */
export default function DepositPage() {
  const methods = usePaymentMethods();
  const payment = useGatewayPayment(MONEY_MESSAGES.depositFailed.title);
  const deposit = useCreateDeposit();
  const form = useZodForm(depositFormSchema(payment.isStripe), {
    defaultValues: { amount: '', gateway: '', card: EMPTY_CARD },
  });
  const gateway = form.watch('gateway');
  const cents = parseDollarsToCents(form.watch('amount'));

  if (methods.data?.gateways.length === 0) return <DepositsUnavailable />;
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <Form
        form={form}
        failure={MONEY_MESSAGES.depositFailed}
        className="grid gap-6 lg:grid-cols-3"
        serverFields={{ amountCents: 'amount' }}
        onError={payment.onError}
        onSubmit={async (input) => {
          if (!payment.isReady(input.gateway)) return;
          const answer = await deposit.mutateAsync({ input, idempotencyKey: payment.idempotencyKey });
          await payment.finish(answer, '/wallet');
        }}
      >
        <div className="space-y-6 lg:col-span-2">
          <SectionCard title="Amount">
            <FormField<DepositFormValues> name="amount" label="Amount (USD)">
              {(control) => <Input {...control} inputMode="decimal" placeholder="100.00" />}
            </FormField>
          </SectionCard>
          <SectionCard title="Payment Gateway" bodyClassName="space-y-4">
            <FormChoice<DepositFormValues, 'gateway'> name="gateway">
              {(control, field) => (
                <GatewayList
                  {...control}
                  name={field.name}
                  value={isGateway(field.value) ? field.value : null}
                  onChange={field.onChange}
                />
              )}
            </FormChoice>
            <GatewayDetails method={gateway} payment={payment} />
          </SectionCard>
        </div>
        <SectionCard title="Summary" className="h-fit" bodyClassName="space-y-3 text-sm">
          <div className="flex justify-between">
            <span className="text-slate-500">Deposit Amount</span>
            <span>{formatCents(cents ?? 0)}</span>
          </div>
          <div className="flex justify-between">
            <span className="text-slate-500">Deposit Fee</span>
            <span>{formatCents(DEPOSIT_FEE_CENTS)}</span>
          </div>
          <div className="flex justify-between border-t border-slate-100 pt-3 font-semibold">
            <span>Total</span>
            <span>{formatCents((cents ?? 0) + DEPOSIT_FEE_CENTS)}</span>
          </div>
          <Button type="submit" className="w-full" isLoading={deposit.isPending}>
            Deposit Now
          </Button>
        </SectionCard>
      </Form>
    </Page>
  );
}

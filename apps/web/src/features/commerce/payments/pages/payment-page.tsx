import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AlertTriangle, Wallet } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import {
  CHECKOUT_ITEM_TYPES,
  ORDER_MESSAGES,
  type CheckoutItemType,
  type PaymentMethod,
} from '@netlease/shared/orders';
import { z } from 'zod';
import { PAYMENT_MESSAGES, type CardInput } from '@netlease/shared/payments';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Form, FormChoice, addFieldIssue, useZodForm } from '@/components/ui/form';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckoutSummary } from '../api/get-checkout-summary';
import { useCreateCheckout } from '../api/create-checkout';
import { EMPTY_CARD, cardFieldsSchema, checkCard, type CardFields } from '../components/card-form-schema';
import { GatewayList } from '../components/gateway-list';
import { GatewayDetails, isGateway, useGatewayPayment } from '../components/gateway-payment';
import { BundleCheckoutNote } from '@/features/catalog/server-packages/components/bundle-contents';

const toItemType = (value: string | null): CheckoutItemType | null =>
  CHECKOUT_ITEM_TYPES.find((type) => type === value) ?? null;

interface CheckoutFormValues {
  method: PaymentMethod | '';
  card: CardFields;
}

/**
 * docs/PRODUCT.md "Checkout": a payment method is required; the wallet must cover the total; the card as
 * checked, unless the processor takes the card in its own field (Stripe).
 */
const checkoutFormSchema = (isShort: boolean, isCardWithProcessor: boolean) =>
  z
    .object({ method: z.string(), card: cardFieldsSchema })
    .transform((values, context): { method: PaymentMethod; card: CardInput | undefined } => {
      const method = values.method === 'wallet' || isGateway(values.method) ? values.method : null;
      if (method === null) {
        addFieldIssue(context, 'method', PAYMENT_MESSAGES.paymentMethodRequired);
        return z.NEVER;
      }
      if (method === 'wallet' && isShort) {
        addFieldIssue(context, 'method', ORDER_MESSAGES.insufficientFunds);
        return z.NEVER;
      }
      const card = method === 'card' && !isCardWithProcessor ? checkCard(values.card, context) : undefined;
      if (card === null) return z.NEVER;
      return { method, card };
    });

/**
 * /payment/{id}?type=ip|server (docs/PRODUCT.md "Checkout"): wallet or gateway, order summary, Complete
 * Payment.
 */
export default function PaymentPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const itemType = toItemType(search.get('type'));
  const summary = useCheckoutSummary(itemType, id);
  useEffect(() => {
    const isInvalid =
      itemType === null || (summary.error instanceof ApiError && summary.error.status === 404);
    if (isInvalid) {
      toast.error(ORDER_MESSAGES.invalidItem.title, ORDER_MESSAGES.invalidItem.description);
      void navigate('/marketplace', { replace: true });
    } else if (summary.error) {
      toast.error(ORDER_MESSAGES.itemFetchFailed.title, ORDER_MESSAGES.itemFetchFailed.description);
      void navigate('/marketplace', { replace: true });
    }
  }, [itemType, summary.error, navigate]);

  if (!summary.data) return <Spinner />;
  // Keyed by the item, so the form starts afresh for another one.
  return <CheckoutForm key={`${summary.data.itemType}-${summary.data.itemId}`} item={summary.data} />;
}

function CheckoutForm({ item }: { item: NonNullable<ReturnType<typeof useCheckoutSummary>['data']> }) {
  const payment = useGatewayPayment(ORDER_MESSAGES.paymentFailed.title);
  const pay = useCreateCheckout();
  const isShort = item.walletBalance < item.total;
  const form = useZodForm(checkoutFormSchema(isShort, payment.isStripe), {
    defaultValues: { method: '', card: EMPTY_CARD },
  });
  const method = form.watch('method');

  return (
    <Page title="Complete Your Payment" subtitle="Choose how to pay for your lease.">
      <Form
        form={form}
        failure={ORDER_MESSAGES.paymentFailed}
        className="grid gap-6 lg:grid-cols-3"
        onError={payment.onError}
        onSubmit={async (input) => {
          if (input.method !== 'wallet' && !payment.isReady(input.method)) return;
          const answer = await pay.mutateAsync({
            input: {
              itemType: item.itemType,
              itemId: item.itemId,
              method: input.method,
              ...(input.card ? { card: input.card } : {}),
            },
            idempotencyKey: payment.idempotencyKey,
          });
          await payment.finish(answer, '/orders');
        }}
      >
        <FormChoice<CheckoutFormValues, 'method'> name="method">
          {(control, field) => (
            <div className="space-y-6 lg:col-span-2">
              <SectionCard title="Pay with My Wallet">
                <button
                  type="button"
                  role="radio"
                  name={field.name}
                  aria-checked={field.value === 'wallet'}
                  aria-describedby={control['aria-describedby']}
                  onClick={() => field.onChange('wallet')}
                  className={cn(
                    'flex w-full items-center justify-between rounded-lg border px-4 py-3 text-left',
                    field.value === 'wallet'
                      ? 'border-brand-600 bg-brand-50'
                      : control['aria-invalid']
                        ? 'border-red-500 hover:bg-slate-50'
                        : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <span className="flex items-center gap-3 font-medium text-slate-900">
                    <Wallet className="size-5 text-brand-600" aria-hidden /> Wallet balance
                  </span>
                  <span className="text-sm text-slate-600">Available: {formatCents(item.walletBalance)}</span>
                </button>
                {isShort && (
                  <p className="mt-3 flex items-center gap-2 text-sm text-red-600" role="alert">
                    <AlertTriangle className="size-4" aria-hidden /> Insufficient funds
                  </p>
                )}
              </SectionCard>
              <SectionCard title="Payment Gateways" bodyClassName="space-y-4">
                <GatewayList
                  {...control}
                  value={isGateway(field.value) ? field.value : null}
                  onChange={field.onChange}
                />
                <GatewayDetails method={method} payment={payment} />
              </SectionCard>
            </div>
          )}
        </FormChoice>
        <SectionCard title="Order Summary" className="h-fit" bodyClassName="space-y-3 text-sm">
          <p className="text-base font-semibold text-slate-900">{item.title}</p>
          <p className="text-slate-500">Provider: {item.providerName}</p>
          {item.itemType === 'server' && <BundleCheckoutNote packageId={item.itemId} />}
          <div className="flex justify-between border-t border-slate-100 pt-3">
            <span className="text-slate-500">Subtotal</span>
            <span>{formatCents(item.subtotal)}</span>
          </div>
          <div className="flex justify-between">
            <span className="text-slate-500">Processing Fee</span>
            <span>{formatCents(item.fee)}</span>
          </div>
          <div className="flex justify-between border-t border-slate-100 pt-3 text-base font-semibold">
            <span>Total</span>
            <span>{formatCents(item.total)}</span>
          </div>
          {item.isOwnItem && <p className="text-red-600">{ORDER_MESSAGES.ownItem.description}</p>}
          <Button
            type="submit"
            className="w-full"
            size="lg"
            isLoading={pay.isPending}
            disabled={item.isOwnItem}
          >
            Complete Payment
          </Button>
        </SectionCard>
      </Form>
    </Page>
  );
}

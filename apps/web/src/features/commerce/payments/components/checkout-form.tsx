import { Link } from 'react-router';
import { AlertTriangle, Wallet } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import { INVOICING_MESSAGES, taxLabel } from '@netlease/shared/invoicing';
import { ORDER_MESSAGES, pricePerPeriodText } from '@netlease/shared/orders-constants';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Form, FormChoice, useZodForm } from '@/components/ui/form';
import { Page } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import type { OpenedCheckout } from '../api/hold-checkout-item';
import { useCreateCheckout } from '../api/create-checkout';
import { EMPTY_CARD } from './card-form-schema';
import { checkoutFormSchema, type CheckoutFormValues } from './checkout-form-schema';
import {
  HeldByAnotherBuyer,
  HoldLine,
  LeaseDetails,
  needsReputationTick,
  unitText,
} from './checkout-lease-details';
import { GatewayList } from './gateway-list';
import { GatewayDetails, isGateway, useGatewayPayment } from './gateway-payment';
import { useHoldRelease } from './use-hold-release';
import { LeaseTermsCard, useChosenPeriod } from './checkout-lease-terms';
import { BundleCheckoutNote } from '@/features/catalog/server-packages/components/bundle-contents';

/** The checkout of one opened item: lease details, how to pay, the order summary, Complete Payment. */
export function CheckoutForm({
  opened,
  reopen,
  isReopening,
}: {
  opened: OpenedCheckout;
  reopen: () => void;
  isReopening: boolean;
}) {
  // Priced by the billing period the buyer chooses (docs/PRODUCT.md "Checkout").
  const [item, leaseTerms] = useChosenPeriod(opened.summary);
  const payment = useGatewayPayment(ORDER_MESSAGES.paymentFailed.title);
  const pay = useCreateCheckout();
  const markPaid = useHoldRelease(item.hold?.id ?? null, reopen);
  const isShort = item.walletBalance < item.total;
  // Invoices are made out to the billing details: without them the VAT is unknown and paying waits.
  const needsBillingDetails = !item.tax && !item.isOwnItem;
  // Others hold every free unit: nothing can be paid for until one frees.
  const isHeldByOthers = !item.hold && item.heldUntil !== null;
  const form = useZodForm(
    checkoutFormSchema({
      isShort,
      isCardWithProcessor: payment.isStripe,
      needsReputationTick: needsReputationTick(item.unit),
    }),
    {
      defaultValues: { method: '', card: EMPTY_CARD, autoRenews: false, acceptReputation: false, asnId: '' },
    },
  );
  const method = form.watch('method');

  return (
    <Page title="Complete Your Payment" subtitle="Choose how to pay for your lease.">
      <Form
        form={form}
        failure={ORDER_MESSAGES.paymentFailed}
        className="grid gap-6 lg:grid-cols-3"
        onError={(error) => {
          // Held or leased meanwhile (a hold that ended while the page stayed open): show what is true now.
          if (error instanceof ApiError && error.status === 409) reopen();
          return payment.onError(error);
        }}
        onSubmit={async (input) => {
          if (input.method !== 'wallet' && !payment.isReady(input.method)) return;
          const answer = await pay.mutateAsync({
            input: {
              itemType: item.itemType,
              itemId: item.itemId,
              method: input.method,
              autoRenews: input.autoRenews,
              period: item.period,
              ...(input.card ? { card: input.card } : {}),
              ...(input.asnId && item.itemType === 'ip' ? { asnId: input.asnId } : {}),
              ...(input.acceptReputation ? { acceptReputation: true } : {}),
            },
            idempotencyKey: payment.idempotencyKey,
          });
          await payment.finish(answer, '/orders');
          markPaid();
        }}
      >
        {isHeldByOthers && (
          // First on the page, so a phone shows it before the choices below.
          <HeldByAnotherBuyer
            className="lg:col-span-3"
            heldUntil={item.heldUntil}
            onCheckAgain={reopen}
            isChecking={isReopening}
          />
        )}
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <LeaseDetails item={item} />
          <LeaseTermsCard {...leaseTerms} />
          <FormChoice<CheckoutFormValues, 'method'> name="method">
            {(control, field) => (
              <div className="space-y-6">
                <SectionCard title="Pay with My Wallet">
                  <button
                    type="button"
                    role="radio"
                    name={field.name}
                    aria-checked={field.value === 'wallet'}
                    aria-describedby={control['aria-describedby']}
                    onClick={() => field.onChange('wallet')}
                    className={cn(
                      'flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border px-4 py-3 text-left',
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
                    <span className="text-sm text-slate-600">
                      Available: {formatCents(item.walletBalance)}
                    </span>
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
        </div>
        <SectionCard title="Order Summary" className="h-fit min-w-0" bodyClassName="space-y-3 text-sm">
          <p className="text-base font-semibold text-slate-900">{item.title}</p>
          <p className="text-slate-500">Provider: {item.providerName}</p>
          {item.unit && <p className="break-words text-slate-700">{unitText(item.unit)}</p>}
          {item.itemType === 'server' && <BundleCheckoutNote packageId={item.itemId} />}
          <div className="flex justify-between gap-3 border-t border-slate-100 pt-3">
            <span className="text-slate-500">Subtotal</span>
            <span className="text-right">{pricePerPeriodText(item.subtotal, item.period)}</span>
          </div>
          <div className="flex justify-between gap-3">
            <span className="text-slate-500">Processing Fee</span>
            <span>{formatCents(item.fee)}</span>
          </div>
          {item.tax && (
            <div className="flex justify-between gap-3">
              <span className="text-slate-500">{taxLabel(item.tax)}</span>
              <span>{formatCents(item.tax.taxCents)}</span>
            </div>
          )}
          <div className="flex justify-between gap-3 border-t border-slate-100 pt-3 text-base font-semibold">
            <span>{item.tax ? 'Total' : 'Total before VAT'}</span>
            <span>{formatCents(item.total)}</span>
          </div>
          {item.tax?.note && <p className="text-xs text-slate-600">{item.tax.note}</p>}
          {needsBillingDetails && <BillingDetailsNeeded />}
          <div className="flex justify-between gap-3">
            <span className="text-slate-500">First renewal</span>
            <span>{formatDate(item.renewalDate)}</span>
          </div>
          {item.hold && <HoldLine expiresAt={item.hold.expiresAt} />}
          {opened.holdRefusal && (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700">
              <span className="font-medium">{opened.holdRefusal.title}:</span> {opened.holdRefusal.message}
            </p>
          )}
          {item.isOwnItem && <p className="text-red-600">{ORDER_MESSAGES.ownItem.description}</p>}
          {isHeldByOthers ? (
            <p className="font-medium text-amber-800">Held by another buyer: paying opens when it frees.</p>
          ) : (
            <Button
              type="submit"
              className="w-full"
              size="lg"
              isLoading={pay.isPending}
              disabled={item.isOwnItem || needsBillingDetails}
            >
              Complete Payment
            </Button>
          )}
        </SectionCard>
      </Form>
    </Page>
  );
}

/** Paying needs billing details (docs/PRODUCT.md "Checkout"): says so and links to the profile's section. */
function BillingDetailsNeeded() {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
      <p className="font-medium">{INVOICING_MESSAGES.billingDetailsRequired.title}</p>
      <p>{INVOICING_MESSAGES.billingDetailsRequired.description}</p>
      <Link to="/profile#billing" className="mt-1 inline-block font-medium underline">
        Add billing details
      </Link>
    </div>
  );
}

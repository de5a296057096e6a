import { CreditCard } from 'lucide-react';
import { PAYMENT_MESSAGES, type Gateway } from '@netlease/shared/payments';
import { cn } from '@/components/ui/cn';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useGatewayAvailability } from '../api/use-gateway-availability';
import { usePaymentMethods } from '../api/get-payment-methods';

const AVAILABILITY_TAGS = { live: null, sandbox: 'Sandbox', demo: 'Demo' } as const;

/**
 * The gateways this server offers (docs/PRODUCT.md "Payment methods"): a demo lists all five
 * gateways, the ones without a processor tagged Demo (picking one shows the not-implemented notice);
 * another server lists only the gateways it can charge.
 */
export function GatewayList({
  value,
  onChange,
  name,
  'aria-invalid': isInvalid,
  'aria-describedby': describedBy,
}: {
  value: Gateway | null;
  onChange: (gateway: Gateway) => void;
  /** The form field's name on each choice, so a refused submit can move focus to the group. */
  name?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const isAvailable = useGatewayAvailability();
  const methods = usePaymentMethods();
  // A failed load shows its toast and Retry, not an empty gateway section (docs/PRODUCT.md "Errors").
  return (
    <QueryState
      query={methods}
      failure={PAYMENT_MESSAGES.methodsFetchFailed}
      loading={<p className="text-sm text-slate-500">Loading payment gateways…</p>}
      isEmpty={(data) => data.gateways.length === 0}
      empty={
        <p className="text-sm text-slate-500">
          No payment gateway is offered here: please pay from your wallet.
        </p>
      }
    >
      {({ gateways: offered }) => (
        <div
          // Two tiles a row only where each has room for its name and tag (the checkout's column is narrow).
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))] gap-2"
          role="radiogroup"
          aria-label="Payment gateway"
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
        >
          {offered.map(({ id: gateway, label, availability }) => (
            <button
              key={gateway}
              type="button"
              role="radio"
              name={name}
              aria-checked={value === gateway}
              onClick={() => {
                onChange(gateway);
                if (!isAvailable(gateway)) {
                  toast.info(
                    PAYMENT_MESSAGES.gatewayNotImplemented.title,
                    PAYMENT_MESSAGES.gatewayNotImplemented.description,
                  );
                }
              }}
              className={cn(
                'flex items-center gap-3 rounded-lg border px-4 py-3 text-left text-sm font-medium',
                value === gateway
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : isInvalid
                    ? 'border-red-500 hover:bg-slate-50'
                    : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <CreditCard className="size-4" aria-hidden />
              {label}
              {AVAILABILITY_TAGS[availability] && (
                <span className="ml-auto rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">
                  {AVAILABILITY_TAGS[availability]}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </QueryState>
  );
}

export function NotImplementedNotice() {
  return (
    <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800" role="note">
      {PAYMENT_MESSAGES.gatewayNotImplemented.description}
    </p>
  );
}

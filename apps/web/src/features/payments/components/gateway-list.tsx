import { CreditCard } from 'lucide-react';
import { GATEWAYS, GATEWAY_LABELS, PAYMENT_MESSAGES, type Gateway } from '@netlease/shared/payments';
import { cn } from '@/components/ui/cn';
import { toast } from '@/lib/toast';
import { useGatewayAvailability } from '../api/use-gateway-availability';

/** Spec part 2 §9 gateways; picking one that is not implemented shows the notice (spec §5). */
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
  return (
    <div
      className="grid gap-2 sm:grid-cols-2"
      role="radiogroup"
      aria-label="Payment gateway"
      aria-invalid={isInvalid}
      aria-describedby={describedBy}
    >
      {GATEWAYS.map((gateway) => (
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
          {GATEWAY_LABELS[gateway]}
        </button>
      ))}
    </div>
  );
}

export function NotImplementedNotice() {
  return (
    <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800" role="note">
      {PAYMENT_MESSAGES.gatewayNotImplemented.description}
    </p>
  );
}

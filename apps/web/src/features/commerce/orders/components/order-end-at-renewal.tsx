import { isBeforeEndCutoff } from '@netlease/shared/lease-terms-constants';
import { ORDER_MESSAGES } from '@netlease/shared/orders-constants';
import type { Order } from '@netlease/shared/orders';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useUpdateOrder } from '../api/update-order';

type RenewingOrder = Pick<Order, 'id' | 'status' | 'renewalDate' | 'autoRenews' | 'endsAtRenewal'>;

/**
 * "End at next renewal" and "Keep renewing" (docs/PRODUCT.md "Orders"): the buyer of an active,
 * auto-renewing order ends it at its renewal, or changes their mind, until 24 hours before that date;
 * the lease runs to the end of its paid term either way. Both parties read 'Ends on <date>'. The
 * server decides; the buttons are only hidden once the cut-off has passed.
 */
export function OrderEndAtRenewal({
  order,
  as,
}: {
  order: RenewingOrder;
  as: 'leaser' | 'monetizer' | 'staff';
}) {
  const update = useUpdateOrder();
  if (order.status !== 'active') return null;
  const canChange = as === 'leaser' && isBeforeEndCutoff(new Date(order.renewalDate), new Date());
  const run = (endsAtRenewal: boolean) =>
    update.mutate(
      { kind: 'end-at-renewal', orderId: order.id, endsAtRenewal },
      {
        onSuccess: (result) => toast.success(result.title, result.message),
        onError: (error) => toast.fromError(error, ORDER_MESSAGES.orderStatusNotAllowed.title),
      },
    );
  if (order.endsAtRenewal) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-amber-800">Ends on {formatDate(order.renewalDate)}</span>
        {canChange && (
          <Button size="sm" variant="secondary" isLoading={update.isPending} onClick={() => run(false)}>
            Keep renewing
          </Button>
        )}
      </span>
    );
  }
  if (!canChange || !order.autoRenews) return null;
  return (
    <Button size="sm" variant="ghost" isLoading={update.isPending} onClick={() => run(true)}>
      End at next renewal
    </Button>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatCents, shortId } from '@netlease/shared/format';
import { ORDER_MESSAGES, REFUNDABLE_STATUSES, SELLER_TRANSITIONS, type Order } from '@netlease/shared/orders';
import { Button, buttonClasses } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, type Column } from '@/components/ui/table';
import { Tabs } from '@/components/ui/tabs';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useOrders } from '../api/list-orders';
import { useUpdateOrder } from '../api/update-order';
import { useOrderNotifications } from '../api/use-order-notifications';

const NEXT_LABEL = { provisioning: 'Start Provisioning', active: 'Mark Active' } as const;

function OrderActions({ order, as }: { order: Order; as: 'leaser' | 'monetizer' }) {
  const update = useUpdateOrder();
  const run = (action: Parameters<typeof update.mutate>[0]) =>
    update.mutate(action, {
      onSuccess: (result) => toast.success(result.title, result.message),
      onError: (error) => toast.fromError(error, ORDER_MESSAGES.orderStatusNotAllowed.title),
    });
  const next = SELLER_TRANSITIONS[order.status] as 'provisioning' | 'active' | undefined;
  const isRefundable = REFUNDABLE_STATUSES.includes(order.status);
  return (
    <div className="flex flex-wrap gap-2">
      {as === 'leaser' && (
        <Link to="/invoices" className={buttonClasses('secondary', 'sm')}>
          View Invoice
        </Link>
      )}
      {as === 'monetizer' && next && (
        <Button
          size="sm"
          isLoading={update.isPending}
          onClick={() => run({ kind: 'status', orderId: order.id, status: next })}
        >
          {NEXT_LABEL[next]}
        </Button>
      )}
      {isRefundable && (
        <Button
          size="sm"
          variant="ghost"
          disabled={update.isPending}
          onClick={() => run({ kind: 'cancel', orderId: order.id })}
        >
          Cancel
        </Button>
      )}
      {as === 'leaser' && isRefundable && (
        <Button
          size="sm"
          variant="ghost"
          disabled={update.isPending}
          onClick={() => run({ kind: 'dispute', orderId: order.id })}
        >
          Dispute
        </Button>
      )}
      {as === 'leaser' && (order.status === 'active' || order.status === 'suspended' || isRefundable) && (
        <label className="flex items-center gap-1.5 text-xs text-slate-600">
          <input
            type="checkbox"
            checked={order.autoRenews}
            disabled={update.isPending}
            onChange={(event) =>
              run({ kind: 'auto-renew', orderId: order.id, autoRenews: event.target.checked })
            }
          />
          Auto-renew
        </label>
      )}
    </div>
  );
}

function OrdersTable({ as }: { as: 'leaser' | 'monetizer' }) {
  const { data, isPending, error } = useOrders(as);
  useEffect(() => {
    if (error) toast.fromError(error, ORDER_MESSAGES.ordersFetchFailed.title);
  }, [error]);
  if (isPending) return <Spinner />;
  if (!data?.length) {
    return as === 'leaser' ? (
      <EmptyState
        title="No orders yet"
        description="Lease an IP block or a server to see it here."
        action={
          <Link to="/marketplace" className={buttonClasses()}>
            Browse Marketplace
          </Link>
        }
      />
    ) : (
      <EmptyState title="No sales yet" description="Orders for your listings and packages will show here." />
    );
  }
  const columns: Column<Order>[] = [
    {
      header: 'Order',
      cell: (order) => <span className="font-mono text-slate-500">#{shortId(order.id)}</span>,
    },
    { header: 'Item', cell: (order) => <span className="font-medium text-slate-900">{order.title}</span> },
    {
      header: as === 'leaser' ? 'Provider' : 'Customer',
      cell: (order) => (as === 'leaser' ? order.monetizerName : order.leaserName),
    },
    { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    { header: 'Total', cell: (order) => formatCents(order.amount + order.fee) },
    { header: 'Start', cell: (order) => formatDate(order.startDate) },
    { header: 'Renewal', cell: (order) => formatDate(order.renewalDate) },
    { header: 'Actions', cell: (order) => <OrderActions order={order} as={as} /> },
  ];
  return <DataTable rows={data} columns={columns} rowKey={(order) => order.id} />;
}

/** Spec part 2 /orders: My Orders (and, for sellers, the orders they fulfil). */
export default function OrdersPage() {
  useOrderNotifications();
  return (
    <Page title="My Orders" subtitle="Your leases, their status and invoices.">
      <Tabs
        label="Orders"
        defaultValue="bought"
        items={[
          { value: 'bought', label: 'My Orders', content: <OrdersTable as="leaser" /> },
          { value: 'sold', label: 'Orders to Fulfil', content: <OrdersTable as="monetizer" /> },
        ]}
      />
    </Page>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { formatAsn } from '@netlease/shared/asns-constants';
import { formatCents, shortId } from '@netlease/shared/format';
import {
  LOA_ORDER_STATUSES,
  ORDER_LOA_STATE_LABELS,
  type OrderLoaState,
} from '@netlease/shared/loas-constants';
import { ORDER_MESSAGES, REFUNDABLE_STATUSES, SELLER_TRANSITIONS } from '@netlease/shared/orders-constants';
import type { Order } from '@netlease/shared/orders';
import { Button, buttonClasses } from '@/components/ui/button';
import { Badge, StatusBadge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { openFileInNewTab } from '@/lib/api-client';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Tabs } from '@/components/ui/tabs';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { OrderGeolocation } from '@/features/commerce/geofeeds/components/order-geolocation';
import { useOrders } from '../api/list-orders';
import { useUpdateOrder } from '../api/update-order';
import { useOrderNotifications } from '../api/use-order-notifications';
import { OrderEndAtRenewal } from '../components/order-end-at-renewal';

// Cancel's and Dispute's reason form loads when one of them is first chosen (docs/decisions/270).
const EndOrderDialog = lazyDialog(() =>
  import('../components/end-order-dialog').then((module) => module.EndOrderDialog),
);

/**
 * An order's actions in the list. Activation, claims and the paperwork live on the lease page
 * (`/orders/:id`, docs/PRODUCT.md "Delivering a lease"); cancel and dispute ask for a reason first.
 */
function OrderActions({ order, as }: { order: Order; as: 'leaser' | 'monetizer' }) {
  const update = useUpdateOrder();
  const [ending, setEnding] = useState<'cancel' | 'dispute' | null>(null);
  const run = (action: Parameters<typeof update.mutate>[0]) =>
    update.mutate(action, {
      onSuccess: (result) => toast.success(result.title, result.message),
      onError: (error) => toast.fromError(error, ORDER_MESSAGES.orderStatusNotAllowed.title),
    });
  const canProvision = as === 'monetizer' && SELLER_TRANSITIONS[order.status] === 'provisioning';
  const isRefundable = REFUNDABLE_STATUSES.includes(order.status);
  const canRenew = order.status === 'active' || order.status === 'suspended' || isRefundable;
  const hasInvoice = as === 'leaser' && order.invoiceId !== null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={`/orders/${order.id}`}
        className={buttonClasses('secondary', 'sm')}
        aria-label={`Open lease ${shortId(order.id)}`}
      >
        Open lease
      </Link>
      {hasInvoice && (
        // The order's own invoices (the first and each renewal), not the whole history.
        <Link to={`/invoices?order=${order.id}`} className={buttonClasses('secondary', 'sm')}>
          View Invoice
        </Link>
      )}
      {canProvision && (
        <Button
          size="sm"
          isLoading={update.isPending}
          onClick={() => run({ kind: 'status', orderId: order.id, status: 'provisioning' })}
        >
          Start Provisioning
        </Button>
      )}
      {isRefundable && (
        <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => setEnding('cancel')}>
          Cancel
        </Button>
      )}
      {as === 'leaser' && isRefundable && (
        <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => setEnding('dispute')}>
          Dispute
        </Button>
      )}
      <OrderGeolocation order={order} as={as} />
      {as === 'leaser' && canRenew && (
        <label className="flex items-center gap-1.5 text-xs text-slate-600">
          <input
            type="checkbox"
            name="autoRenews"
            checked={order.autoRenews}
            disabled={update.isPending}
            onChange={(event) =>
              run({ kind: 'auto-renew', orderId: order.id, autoRenews: event.target.checked })
            }
          />
          Auto-renew
        </label>
      )}
      <OrderEndAtRenewal order={order} as={as} />
      {ending && <EndOrderDialog order={order} kind={ending} as={as} onClose={() => setEnding(null)} />}
    </div>
  );
}

const LOA_TONES: Record<OrderLoaState, BadgeTone> = {
  none: 'grey',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  revoked: 'grey',
};

/**
 * The letter of authorization of an IP order, as both parties see it: none yet, pending review,
 * approved, or rejected with the admin's reason; the file opens for either party (docs/PRODUCT.md
 * "Documents"). A seller whose order still needs a letter is sent to LOA Management.
 */
function OrderLoa({ order, as }: { order: Order; as: 'leaser' | 'monetizer' }) {
  const { loa } = order;
  if (!loa) return <span className="text-slate-400">—</span>;
  const needsLetter =
    as === 'monetizer' &&
    (loa.state === 'none' || loa.state === 'rejected' || loa.state === 'revoked') &&
    (LOA_ORDER_STATUSES as readonly string[]).includes(order.status);
  // No letter is issued before the buyer names the AS that announces the range.
  const waitsForAsn = needsLetter && order.asnNumber === null;
  return (
    <div className="flex flex-col items-end gap-1 lg:items-start">
      <Badge tone={LOA_TONES[loa.state]}>{ORDER_LOA_STATE_LABELS[loa.state]}</Badge>
      {loa.state === 'rejected' && loa.rejectionReason && (
        <p className="max-w-56 whitespace-pre-line break-words text-xs text-red-700">
          Reason: {loa.rejectionReason}
        </p>
      )}
      <div className="flex flex-wrap gap-1">
        {loa.fileUrl && (
          <Button
            size="sm"
            variant="ghost"
            className="whitespace-nowrap"
            onClick={() => openFileInNewTab(loa.fileUrl!)}
          >
            View LOA
          </Button>
        )}
        {needsLetter && !waitsForAsn && (
          <Link to="/loa-management" className={buttonClasses('secondary', 'sm')}>
            Upload LOA
          </Link>
        )}
        {waitsForAsn && <span className="text-xs text-slate-500">Waiting for the buyer’s ASN</span>}
      </div>
    </div>
  );
}

function OrdersTable({ as }: { as: 'leaser' | 'monetizer' }) {
  const query = useOrders(as);
  const empty =
    as === 'leaser' ? (
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
  return (
    <QueryState query={query} failure={ORDER_MESSAGES.ordersFetchFailed} empty={empty}>
      {(orders) => <OrdersList orders={orders} as={as} />}
    </QueryState>
  );
}

function OrdersList({ orders, as }: { orders: Order[]; as: 'leaser' | 'monetizer' }) {
  // A phone (390 px) gets one card per order: the table's last columns, the actions, would sit
  // behind a sideways scroll.
  const columns: ResponsiveColumn<Order>[] = [
    {
      header: 'Item',
      isCardTitle: true,
      cell: (order) => <span className="font-medium text-slate-900">{order.title}</span>,
    },
    {
      header: 'Order',
      cell: (order) => <span className="font-mono text-slate-500">#{shortId(order.id)}</span>,
    },
    {
      header: 'Prefix · ASN',
      cell: (order) =>
        order.prefix ? (
          <span className="font-mono text-xs">
            {order.prefix}
            <br />
            {order.asnNumber ? (
              formatAsn(order.asnNumber)
            ) : (
              <span className="text-slate-500">No ASN yet</span>
            )}
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
    {
      header: as === 'leaser' ? 'Provider' : 'Customer',
      cell: (order) => (as === 'leaser' ? order.monetizerName : order.leaserName),
    },
    { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    { header: 'LOA', cell: (order) => <OrderLoa order={order} as={as} /> },
    {
      header: 'Total',
      // What the buyer paid for the term, VAT included once the buyer's invoice says so.
      cell: (order) =>
        order.termTax
          ? `${formatCents(order.amount + order.fee + order.termTax)} incl. VAT`
          : formatCents(order.amount + order.fee),
    },
    { header: 'Start', cell: (order) => formatDate(order.startDate) },
    { header: 'Renewal', cell: (order) => formatDate(order.renewalDate) },
    { header: 'Actions', isAction: true, cell: (order) => <OrderActions order={order} as={as} /> },
  ];
  return (
    <ResponsiveTable
      label={as === 'leaser' ? 'My Orders' : 'Orders to Fulfil'}
      rows={orders}
      columns={columns}
      rowKey={(order) => order.id}
    />
  );
}

/**
 * /orders (docs/PRODUCT.md "Orders"): My Orders, and for sellers the orders they fulfil (a leaser who never
 * sold anything does not see that tab: docs/PRODUCT.md "Seller workspace").
 */
export default function OrdersPage() {
  useOrderNotifications();
  const { user } = useSession();
  const sales = useOrders('monetizer');
  const isSeller = user?.role === 'monetizer' || (sales.data?.length ?? 0) > 0;
  return (
    <Page title="My Orders" subtitle="Your leases, their status and invoices.">
      {isSeller ? (
        <Tabs
          label="Orders"
          defaultValue="bought"
          items={[
            { value: 'bought', label: 'My Orders', content: <OrdersTable as="leaser" /> },
            { value: 'sold', label: 'Orders to Fulfil', content: <OrdersTable as="monetizer" /> },
          ]}
        />
      ) : (
        <OrdersTable as="leaser" />
      )}
    </Page>
  );
}

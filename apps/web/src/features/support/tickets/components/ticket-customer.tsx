import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents, shortId } from '@netlease/shared/format';
import type { CustomerOrder, TicketCustomer } from '@netlease/shared/staff';
import { CUSTOMER_CONTEXT_MESSAGES } from '@netlease/shared/staff-constants';
import { RoleBadge, StatusBadge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { CardBody } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useTicketCustomer } from '../api/get-ticket-customer';

const KYC_LABELS: Record<TicketCustomer['kyc']['status'], string> = {
  not_started: 'Not started',
  pending: 'Pending review',
  approved: 'Verified',
  rejected: 'Rejected',
  flagged: 'Flagged',
};

const ORDER_COLUMNS: ResponsiveColumn<CustomerOrder>[] = [
  {
    header: 'Order',
    isCardTitle: true,
    cell: (order) => (
      <span className="break-words">
        <span className="font-mono text-slate-500">#{shortId(order.id)}</span> {order.title}
      </span>
    ),
  },
  { header: 'Prefix', cell: (order) => <span className="font-mono">{order.prefix ?? '—'}</span> },
  { header: 'Role', cell: (order) => (order.as === 'leaser' ? 'Bought' : 'Sold') },
  { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
  { header: 'Amount', cell: (order) => formatCents(order.amount) },
  { header: 'Date', cell: (order) => formatDate(order.createdAt) },
  {
    header: 'Lease page',
    isAction: true,
    // Staff read every lease page (docs/PRODUCT.md "Delivering a lease").
    cell: (order) => (
      <Link
        to={`/orders/${order.id}`}
        className={buttonClasses('secondary', 'sm')}
        aria-label={`Open the lease page of order #${shortId(order.id)}`}
      >
        Open lease
      </Link>
    ),
  },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The customer beside a ticket, for staff (docs/PRODUCT.md "Staff tools"): who they are, where their
 * identity check stands and their newest orders, so a question about an order is answered without
 * leaving the ticket.
 */
export function TicketCustomerPanel({ ticketId }: { ticketId: string }) {
  const { data, isPending, error, refetch, isRefetching } = useTicketCustomer(ticketId, true);
  useErrorToast(
    error,
    CUSTOMER_CONTEXT_MESSAGES.fetchFailed.title,
    CUSTOMER_CONTEXT_MESSAGES.fetchFailed.description,
  );

  return (
    <CardBody className="space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">Customer</h2>
      {isPending ? (
        <Spinner label="Loading the customer" />
      ) : !data ? (
        <ErrorState
          {...CUSTOMER_CONTEXT_MESSAGES.fetchFailed}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : (
        <>
          <section aria-label="Account">
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Fact label="Name">{data.account.name ?? 'N/A'}</Fact>
              <Fact label="Email">{data.account.email}</Fact>
              <Fact label="Role">
                <RoleBadge role={data.account.role} />
              </Fact>
              <Fact label="Account status">
                <StatusBadge status={data.account.status} />
                {data.account.suspensionReason && (
                  <span className="mt-1 block text-slate-600">Reason: {data.account.suspensionReason}</span>
                )}
              </Fact>
              <Fact label="Member since">{formatDate(data.account.createdAt)}</Fact>
              <Fact label="KYC">
                <span className="font-medium">{KYC_LABELS[data.kyc.status]}</span>
                {data.kyc.submittedAt && (
                  <span className="block text-slate-600">
                    Submitted {formatDate(data.kyc.submittedAt)}
                    {data.kyc.reviewedAt && `, reviewed ${formatDate(data.kyc.reviewedAt)}`}
                  </span>
                )}
                {data.kyc.rejectionReason && (
                  <span className="block text-slate-600">Reason: {data.kyc.rejectionReason}</span>
                )}
                {data.kyc.status === 'pending' && (
                  <Link to="/staff?tab=kyc" className="mt-1 block text-brand-700 hover:underline">
                    Review in Pending KYC
                  </Link>
                )}
              </Fact>
            </dl>
          </section>
          <section aria-labelledby="customer-orders-heading" className="space-y-2">
            <h3 id="customer-orders-heading" className="font-semibold text-slate-900">
              Recent orders
            </h3>
            <p className="text-sm text-slate-500">
              {data.orderCount === 0
                ? 'No orders yet.'
                : data.orderCount > data.orders.length
                  ? `The newest ${data.orders.length} of ${data.orderCount} orders, bought or sold.`
                  : `${data.orderCount} ${data.orderCount === 1 ? 'order' : 'orders'}, bought or sold.`}
            </p>
            {data.orders.length > 0 && (
              <ResponsiveTable
                label="Recent orders of the customer"
                rows={data.orders}
                columns={ORDER_COLUMNS}
                rowKey={(order) => order.id}
              />
            )}
          </section>
        </>
      )}
    </CardBody>
  );
}

import { Link, useParams } from 'react-router';
import { formatAsn } from '@netlease/shared/asns-constants';
import { formatCents, shortId } from '@netlease/shared/format';
import { LEASE_MESSAGES } from '@netlease/shared/lease-delivery-constants';
import { minTermText } from '@netlease/shared/lease-terms-constants';
import { pricePerPeriodText } from '@netlease/shared/orders-constants';
import { OrderEndAtRenewal } from '@/features/commerce/orders/components/order-end-at-renewal';
import { StatusBadge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { EmptyState, Page } from '@/components/ui/page';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { OrderReverseDns } from '@/features/trust/reverse-dns/components/order-reverse-dns';
import { useLeaseDelivery, useLeaseNotifications } from '../api/get-lease-delivery';
import { LeaseActions } from '../components/lease-actions';
import { LeaseAsn } from '../components/lease-asn';
import { LeaseClaims } from '../components/lease-claims';
import { LeaseLetter } from '../components/lease-letter';
import { LeaseRouting } from '../components/lease-routing';
import { LeaseSteps } from '../components/lease-steps';

/**
 * /orders/:id, the lease page (docs/PRODUCT.md "Delivering a lease"): for the order's buyer and its
 * seller, the steps from payment to a routed, documented range and back, and what each can do now;
 * staff and admins read it without acting.
 */
export default function LeasePage() {
  const { id = '' } = useParams();
  const { data: lease, isPending, error, isFetching, refetch } = useLeaseDelivery(id);
  useLeaseNotifications(id);
  const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useErrorToast(
    isMissing ? null : error,
    LEASE_MESSAGES.deliveryFetchFailed.title,
    LEASE_MESSAGES.deliveryFetchFailed.description,
  );
  if (isPending) return <Spinner />;
  if (!lease && error && !isMissing) {
    return (
      <Page title={LEASE_MESSAGES.deliveryFetchFailed.title}>
        <ErrorState {...LEASE_MESSAGES.deliveryFetchFailed} onRetry={refetch} isRetrying={isFetching} />
      </Page>
    );
  }
  if (!lease) {
    return (
      <Page title={isMissing ? LEASE_MESSAGES.orderNotFound.title : LEASE_MESSAGES.deliveryFetchFailed.title}>
        <EmptyState
          title={isMissing ? LEASE_MESSAGES.orderNotFound.title : LEASE_MESSAGES.deliveryFetchFailed.title}
          description={
            isMissing
              ? LEASE_MESSAGES.orderNotFound.description
              : LEASE_MESSAGES.deliveryFetchFailed.description
          }
          action={
            <Link to="/orders" className={buttonClasses()}>
              Back to My Orders
            </Link>
          }
        />
      </Page>
    );
  }
  const viewer = lease.as === 'leaser' ? 'buyer' : lease.as === 'monetizer' ? 'seller' : 'staff';
  const isStaff = lease.as === 'staff';
  return (
    <Page
      title={lease.prefix ?? lease.title}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={lease.status} />
          <span>
            Order #{shortId(lease.orderId)} ·{' '}
            {isStaff
              ? `Customer: ${lease.parties.leaser} · Provider: ${lease.parties.monetizer}`
              : `${lease.as === 'leaser' ? 'Provider' : 'Customer'}: ${lease.counterpartyName}`}
          </span>
        </span>
      }
      actions={
        isStaff ? (
          <Link to="/staff" className={buttonClasses('secondary')}>
            Staff Panel
          </Link>
        ) : (
          <div className="flex flex-wrap gap-2">
            {/* A ticket about this lease: where files for staff go too (docs/PRODUCT.md "Support tickets"). */}
            <Link to={`/support?order=${lease.orderId}`} className={buttonClasses('secondary')}>
              Ask support
            </Link>
            <Link to="/orders" className={buttonClasses('secondary')}>
              My Orders
            </Link>
          </div>
        )
      }
    >
      {/* What the viewer can do now comes first, on a phone too. */}
      {isStaff && (
        <p className="mb-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" role="note">
          You are reading this lease as staff: its buyer and seller act on it here, staff from the claims and
          abuse queues.
        </p>
      )}
      <div className="mb-6 space-y-2">
        <LeaseActions lease={lease} />
        <OrderEndAtRenewal order={{ ...lease, id: lease.orderId }} as={lease.as} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {lease.isIpLease ? (
            <SectionCard title="Delivering the lease">
              <LeaseSteps steps={lease.steps} viewer={viewer} />
            </SectionCard>
          ) : (
            <SectionCard title="Order">
              <p className="text-sm text-slate-700">
                A server package needs no paperwork: the provider provisions it and marks it active.
              </p>
            </SectionCard>
          )}
          {lease.isIpLease && <LeaseRouting lease={lease} />}
          <LeaseClaims claims={lease.claims} viewer={viewer} orderId={lease.orderId} />
        </div>
        <div className="min-w-0 space-y-6">
          <SectionCard title="Lease" bodyClassName="text-sm">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
              <dt className="text-slate-600">Item</dt>
              <dd className="break-words text-slate-900">{lease.title}</dd>
              {lease.prefix && (
                <>
                  <dt className="text-slate-600">Prefix</dt>
                  <dd className="font-mono text-slate-900">{lease.prefix}</dd>
                </>
              )}
              {lease.asn && (
                <>
                  <dt className="text-slate-600">ASN</dt>
                  <dd className="font-mono text-slate-900">{formatAsn(lease.asn.asnNumber)}</dd>
                </>
              )}
              <dt className="text-slate-600">Term</dt>
              <dd className="text-slate-900">
                {formatDate(lease.startDate)} – {formatDate(lease.renewalDate)}
              </dd>
              <dt className="text-slate-600">Billing</dt>
              <dd className="text-slate-900">
                {pricePerPeriodText(lease.amount, lease.period)} · minimum term{' '}
                {minTermText(lease.minTermMonths)}
              </dd>
              <dt className="text-slate-600">Paid</dt>
              <dd className="text-slate-900">{formatCents(lease.amount + lease.fee)}</dd>
              {lease.endReason && (
                <>
                  <dt className="text-slate-600">Ended because</dt>
                  <dd className="break-words text-slate-900">{lease.endReason}</dd>
                </>
              )}
            </dl>
          </SectionCard>
          {lease.isIpLease && <LeaseAsn lease={lease} />}
          {lease.isIpLease && <LeaseLetter lease={lease} />}
          {lease.isIpLease && <OrderReverseDns orderId={lease.orderId} as={lease.as} />}
        </div>
      </div>
    </Page>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { formatAsn } from '@netlease/shared/asns-constants';
import { formatCents } from '@netlease/shared/format';
import {
  CLAIM_CATEGORY_LABELS,
  END_REASON_MAX,
  LEASE_MESSAGES,
  claimDecisionInputSchema,
  type ClaimStatus,
  type StaffClaim,
} from '@netlease/shared/lease-delivery';
import { MESSAGES } from '@netlease/shared/messages';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilterBar, SelectFilter } from '@/components/ui/filter-fields';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { RejectDialog } from '@/features/catalog/admin-approvals/components/review-decision';
import { useStaffClaims } from '../api/list-staff-claims';
import { useDecideClaim } from '../api/decide-claim';

const STATUS_OPTIONS: ReadonlyArray<{ value: ClaimStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'rejected', label: 'Rejected' },
];

const EMPTY_TEXT: Record<ClaimStatus, string> = {
  open: 'No claims are waiting for a decision.',
  refunded: 'No claim has been refunded yet.',
  rejected: 'No claim has been rejected yet.',
};

/** The reason of a rejection, checked by the server's own rule ('Reason required'). */
const rejectReasonSchema = claimDecisionInputSchema.options[1].pick({ reason: true });

/** How a claim names its lease in buttons and dialogs: the prefix, else the order's title. */
const leaseName = (claim: StaffClaim) => claim.prefix ?? claim.orderTitle;

const person = (role: string, name: string, email: string) => (
  <div className="min-w-0 break-words">
    <p>
      <span className="text-slate-500">{role}</span> {name}
    </p>
    <p className="text-xs text-slate-500">{email}</p>
  </div>
);

const moment = (label: string, iso: string | null) => (
  <p className="whitespace-nowrap">
    <span className="text-slate-500">{label}</span> {iso ? formatDateTime(iso) : '—'}
  </p>
);

/**
 * The Lease Claims tab of /staff (docs/PRODUCT.md "Delivering a lease", step 6): the buyers' claims that
 * an activated range is unusable, open ones first and oldest on top. Staff refund a claim (the whole
 * charge goes back to the buyer and the lease ends) or reject it with a reason both parties read. The
 * facts they decide on are shown here, the provider's answer beside the claim; each row links the lease
 * page, which staff read.
 */
export function StaffClaimsTab() {
  const [status, setStatus] = useState<ClaimStatus>('open');
  const claims = useStaffClaims(status);
  const decide = useDecideClaim();
  const [refunding, setRefunding] = useState<StaffClaim | null>(null);
  const [rejecting, setRejecting] = useState<StaffClaim | null>(null);

  const columns: ResponsiveColumn<StaffClaim>[] = [
    {
      header: 'Lease',
      isCardTitle: true,
      cell: (claim) => (
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium text-slate-900">
            <Link
              to={`/orders/${claim.orderId}`}
              className="hover:text-brand-700 hover:underline"
              aria-label={`Open the lease page of ${claim.orderTitle}`}
            >
              {claim.orderTitle}
            </Link>
          </p>
          <p className="font-mono text-sm text-slate-600">{claim.prefix ?? 'No prefix'}</p>
          <p className="text-sm text-slate-600">
            {claim.asnNumber ? formatAsn(claim.asnNumber) : 'No ASN named'}
          </p>
        </div>
      ),
    },
    {
      header: 'Parties',
      cell: (claim) => (
        <div className="space-y-1">
          {person('Buyer', claim.buyerName, claim.buyerEmail)}
          {person('Seller', claim.sellerName, claim.sellerEmail)}
        </div>
      ),
    },
    {
      header: 'Claim',
      cell: (claim) => (
        <div className="min-w-48 max-w-sm space-y-1 text-left">
          <Badge tone="yellow">{CLAIM_CATEGORY_LABELS[claim.category]}</Badge>
          <p className="whitespace-pre-line break-words text-slate-700">{claim.description}</p>
          {claim.sellerAnswer === null ? (
            <p className="text-slate-600">No answer from the provider.</p>
          ) : (
            <div className="border-l-2 border-slate-200 pl-3">
              <p className="text-slate-600">
                Provider's answer, {claim.sellerAnsweredAt ? formatDateTime(claim.sellerAnsweredAt) : '—'}
              </p>
              <p className="whitespace-pre-line break-words text-slate-700">{claim.sellerAnswer}</p>
            </div>
          )}
        </div>
      ),
    },
    {
      header: 'Dates',
      cell: (claim) => (
        <div className="space-y-0.5">
          {moment('Opened', claim.createdAt)}
          {moment('Activated', claim.activatedAt)}
        </div>
      ),
    },
    { header: 'Total', cell: (claim) => formatCents(claim.orderTotal) },
    ...(status === 'open'
      ? [
          {
            header: 'Actions',
            isAction: true,
            cell: (claim: StaffClaim) => (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={decide.isPending}
                  onClick={() => setRejecting(claim)}
                  aria-label={`Reject claim on ${leaseName(claim)}`}
                >
                  Reject
                </Button>
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => setRefunding(claim)}
                  aria-label={`Refund claim on ${leaseName(claim)}`}
                >
                  Refund
                </Button>
              </div>
            ),
          },
        ]
      : [
          {
            header: 'Decision',
            cell: (claim: StaffClaim) => (
              <div className="min-w-40 max-w-xs space-y-1 text-left">
                <StatusBadge status={claim.status} />
                {claim.decidedAt && (
                  <p className="text-xs text-slate-500">{formatDateTime(claim.decidedAt)}</p>
                )}
                {claim.decisionReason && (
                  <p className="whitespace-pre-line break-words text-xs text-slate-700">
                    Reason: {claim.decisionReason}
                  </p>
                )}
              </div>
            ),
          },
        ]),
  ];

  return (
    <div className="space-y-4">
      <FilterBar>
        <SelectFilter label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </FilterBar>
      <QueryState query={claims} failure={LEASE_MESSAGES.claimsFetchFailed}>
        {(rows) => (
          <ResponsiveTable
            label="Lease claims"
            rows={rows}
            rowKey={(claim) => claim.id}
            columns={columns}
            emptyText={EMPTY_TEXT[status]}
          />
        )}
      </QueryState>
      {refunding && (
        <ConfirmDialog
          title={`Refund the claim on ${leaseName(refunding)}?`}
          message={`${formatCents(refunding.orderTotal)} goes back to the buyer, ${refunding.buyerName}, the way it was paid, and the lease ends at once: the order is cancelled, its letter of authorization revoked and the range returns to the seller. Both parties are told.`}
          confirmLabel="Refund"
          isPending={decide.isPending}
          onConfirm={() => decide.mutateAsync({ claimId: refunding.id, decision: { decision: 'refund' } })}
          failure={MESSAGES.actionFailed}
          onClose={() => setRefunding(null)}
        />
      )}
      {rejecting && (
        <RejectDialog
          title={`Reject the claim on ${leaseName(rejecting)}`}
          hint="The buyer and the seller both read it; the lease continues."
          maxLength={END_REASON_MAX}
          reasonSchema={rejectReasonSchema}
          isPending={decide.isPending}
          onReject={(reason) =>
            decide.mutateAsync({ claimId: rejecting.id, decision: { decision: 'reject', reason } })
          }
          onClose={() => setRejecting(null)}
        />
      )}
    </div>
  );
}

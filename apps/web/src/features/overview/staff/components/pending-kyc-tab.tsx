import { useState } from 'react';
import type { PendingKyc } from '@netlease/shared/kyc';
import { KYC_MESSAGES } from '@netlease/shared/kyc-constants';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { EmptyState } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { usePendingKyc } from '../api/list-pending-kyc';

// The review form (the form library, the KYC schemas) loads when a request is first opened
// (docs/decisions/270).
const KycReviewDialog = lazyDialog(() =>
  import('./kyc-review-dialog').then((module) => module.KycReviewDialog),
);

/** The staff panel's Pending KYC tab: the queue and its review dialog (docs/PRODUCT.md "KYC"). */
export function PendingKycTab() {
  const requests = usePendingKyc();
  const [reviewing, setReviewing] = useState<PendingKyc | null>(null);
  const columns: ResponsiveColumn<PendingKyc>[] = [
    { header: 'Name', isCardTitle: true, cell: (request) => request.name },
    { header: 'Email', cell: (request) => request.email },
    { header: 'Submitted', cell: (request) => formatDate(request.submittedAt) },
    {
      header: 'Actions',
      isAction: true,
      cell: (request) => (
        <Button size="sm" variant="secondary" onClick={() => setReviewing(request)}>
          Review
        </Button>
      ),
    },
  ];
  return (
    <>
      <QueryState
        query={requests}
        failure={KYC_MESSAGES.queueFetchFailed}
        empty={<EmptyState title="No pending requests" description="Every KYC request has been reviewed." />}
      >
        {(rows) => (
          <ResponsiveTable
            label="Pending KYC"
            rows={rows}
            columns={columns}
            rowKey={(request) => request.id}
          />
        )}
      </QueryState>
      {reviewing && <KycReviewDialog request={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}

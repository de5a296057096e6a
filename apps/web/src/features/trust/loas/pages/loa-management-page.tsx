import { useState } from 'react';
import { FilePlus2, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { formatAsn } from '@netlease/shared/asns-constants';
import { LOA_MESSAGES } from '@netlease/shared/loas-constants';
import { Button, buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { openFileInNewTab } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePendingLoaOrders } from '../api/get-pending-loa-orders';
import { useMyLoas } from '../api/get-my-loas';
import { useGenerateLoa } from '../api/generate-loa';
import { LoaStatusWithReason } from '../components/loa-status';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const UploadLoaDialog = lazyDialog(() =>
  import('../components/upload-loa-dialog').then((module) => module.UploadLoaDialog),
);

/**
 * /loa-management (docs/PRODUCT.md "ASNs and LOAs", "Delivering a lease"): Pending LOA Uploads, each with
 * its lease page, LOA History and the Upload LOA dialog. An order whose buyer has not named the ASN yet
 * waits for it: no letter can be issued without one.
 */
export default function LoaManagementPage() {
  const pending = usePendingLoaOrders();
  const history = useMyLoas();
  const generate = useGenerateLoa();
  const [uploadFor, setUploadFor] = useState<string | null>(null);

  const onGenerate = async (orderId: string) => {
    try {
      const result = await generate.mutateAsync(orderId);
      toast.success(result.title, `${result.message} Code: ${result.loa.verificationCode}`);
    } catch (failure) {
      toast.fromError(failure, LOA_MESSAGES.uploadFailed.title, LOA_MESSAGES.uploadFailed.description);
    }
  };

  return (
    <Page
      title="LOA Management"
      subtitle="Letters of authorization for the IP space your buyers announce."
      actions={
        <Button onClick={() => setUploadFor('')}>
          <Upload className="size-4" /> Upload LOA
        </Button>
      }
    >
      <div className="space-y-8">
        <SectionCard title="Pending LOA Uploads" isLarge>
          <QueryState query={pending} failure={LOA_MESSAGES.fetchFailed}>
            {(pendingRows) => (
              <ResponsiveTable
                label="Pending LOA Uploads"
                rows={pendingRows}
                rowKey={(row) => row.orderId}
                emptyText="No orders are waiting for an LOA."
                columns={[
                  {
                    header: 'Order',
                    cell: (row) => (
                      <div className="space-y-1">
                        <span className="font-mono">{row.orderId.slice(0, 8)}</span>
                        {row.lastRejectionReason && (
                          <p className="max-w-xs break-words text-xs text-red-700">
                            Last LOA rejected: {row.lastRejectionReason}
                          </p>
                        )}
                      </div>
                    ),
                  },
                  {
                    header: 'Prefix',
                    cell: (row) => <span className="font-mono">{row.prefix ?? row.title}</span>,
                  },
                  { header: 'Buyer', cell: (row) => `${row.buyerName} (${row.buyerEmail})` },
                  {
                    header: 'ASN',
                    cell: (row) =>
                      row.asnNumber ? (
                        formatAsn(row.asnNumber)
                      ) : (
                        <span className="text-slate-500">Not named yet</span>
                      ),
                  },
                  { header: 'Ordered', cell: (row) => formatDate(row.createdAt) },
                  {
                    header: 'Actions',
                    isAction: true,
                    cell: (row) => (
                      <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap lg:whitespace-nowrap">
                        {row.asnNumber === null ? (
                          // No letter without the AS that will announce the range ('ASN required').
                          <span className="text-sm text-slate-600">Waiting for the buyer’s ASN</span>
                        ) : (
                          <>
                            <Button size="sm" variant="secondary" onClick={() => setUploadFor(row.orderId)}>
                              Upload
                            </Button>
                            <Button
                              size="sm"
                              onClick={() => void onGenerate(row.orderId)}
                              disabled={generate.isPending}
                              aria-label={`Generate LOA for order ${row.orderId.slice(0, 8)}`}
                            >
                              <FilePlus2 className="size-4" /> Generate LOA
                            </Button>
                          </>
                        )}
                        <Link
                          to={`/orders/${row.orderId}`}
                          className={buttonClasses('ghost', 'sm')}
                          aria-label={`Open lease of order ${row.orderId.slice(0, 8)}`}
                        >
                          Open lease
                        </Link>
                      </div>
                    ),
                  },
                ]}
              />
            )}
          </QueryState>
        </SectionCard>

        <SectionCard title="LOA History" isLarge>
          <QueryState query={history} failure={LOA_MESSAGES.fetchFailed}>
            {(historyRows) => (
              <ResponsiveTable
                label="LOA History"
                rows={historyRows}
                rowKey={(row) => row.id}
                emptyText="No LOAs yet."
                columns={[
                  {
                    header: 'Order',
                    cell: (row) => <span className="font-mono">{row.orderId.slice(0, 8)}</span>,
                  },
                  { header: 'Prefix', cell: (row) => <span className="font-mono">{row.prefix ?? '—'}</span> },
                  { header: 'ASN', cell: (row) => (row.asnNumber ? formatAsn(row.asnNumber) : '—') },
                  { header: 'Buyer', cell: (row) => row.buyerEmail },
                  { header: 'Issued', cell: (row) => formatDate(row.issuedAt) },
                  {
                    header: 'Status',
                    cell: (row) => <LoaStatusWithReason letter={row} />,
                  },
                  {
                    header: 'Verification',
                    cell: (row) =>
                      row.verificationCode ? (
                        <Link
                          to={`/verify-loa/${row.verificationCode}`}
                          className="whitespace-nowrap font-mono text-brand-700 hover:underline"
                        >
                          {row.verificationCode}
                        </Link>
                      ) : (
                        'Uploaded'
                      ),
                  },
                  {
                    header: 'File',
                    isAction: true,
                    cell: (row) => (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="whitespace-nowrap"
                        onClick={() => openFileInNewTab(row.fileUrl)}
                      >
                        View LOA
                      </Button>
                    ),
                  },
                ]}
              />
            )}
          </QueryState>
        </SectionCard>
      </div>
      {uploadFor !== null && (
        <UploadLoaDialog
          orders={pending.data ?? []}
          initialOrderId={uploadFor}
          onClose={() => setUploadFor(null)}
        />
      )}
    </Page>
  );
}

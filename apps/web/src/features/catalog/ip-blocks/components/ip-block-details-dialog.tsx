import { CATALOG_MESSAGES, type IpBlock } from '@netlease/shared/catalog';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { openFileInNewTab } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { ScoreValue } from '@/features/catalog/ip-blocks/components/score-badge';
import { useIpBlock } from '../api/get-ip-block';

/**
 * View Details on /my-ip-blocks (docs/PRODUCT.md "IP blocks"): subnets with score and status; the rejection
 * reason.
 */
export function IpBlockDetailsDialog({ block, onClose }: { block: IpBlock; onClose: () => void }) {
  const details = useIpBlock(block.id);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={block.cidr} className="max-w-2xl">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <StatusBadge status={block.status} />
        <span>{block.rir.toUpperCase()}</span>
        {block.countryCode && <span>{block.countryCode}</span>}
        <span>Submitted {formatDate(block.createdAt)}</span>
        <Button size="sm" variant="secondary" onClick={() => openFileInNewTab(block.loaUrl)}>
          View LOA
        </Button>
      </div>
      {block.status === 'rejected' && block.rejectionReason && (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Rejection reason:</span> {block.rejectionReason}
        </p>
      )}
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800">Subnets</h3>
      <QueryState
        query={details}
        failure={CATALOG_MESSAGES.subnetsFetchFailed}
        loading={<Spinner label="Loading subnets" />}
      >
        {(data) => (
          // A /16 has 256 subnets: the list scrolls, and keyboard users reach it (it takes focus); on a
          // phone the rows are cards, so no column is hidden off-screen.
          <ScrollRegion className="max-h-[50vh]" label={`Subnets of ${block.cidr}`}>
            <ResponsiveTable
              label={`Subnets of ${block.cidr}`}
              rows={data.subnets}
              rowKey={(subnet) => subnet.id}
              emptyText="No subnets."
              columns={[
                { header: 'Subnet', cell: (subnet) => <span className="font-mono">{subnet.subnet}</span> },
                {
                  header: 'Reputation',
                  // Band colours; a subnet never checked reads 'Not yet checked' (PRODUCT.md "IP reputation").
                  cell: (subnet) => <ScoreValue score={subnet.reputationScore} />,
                },
                { header: 'Status', cell: (subnet) => <StatusBadge status={subnet.status} /> },
              ]}
            />
          </ScrollRegion>
        )}
      </QueryState>
    </Dialog>
  );
}

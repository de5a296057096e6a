import { Link } from 'react-router';
import { formatCents } from '@netlease/shared/format';
import { StatusBadge } from '@/components/ui/badge';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { useOwnAuctions } from '../api/list-own-auctions';

/** The seller's auctions under the create form: where each one stands, and why one was rejected. */
export function OwnAuctions() {
  const { data } = useOwnAuctions();
  if (!data || data.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="own-auctions-heading">
      <h2 id="own-auctions-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Your auctions
      </h2>
      <ResponsiveTable
        label="Your auctions"
        rows={data}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'IP block',
            isCardTitle: true,
            cell: (row) =>
              row.status === 'live' || row.status === 'ended' ? (
                <Link to={`/auction/${row.id}`} className="font-mono text-brand-700 hover:underline">
                  {row.cidr}
                </Link>
              ) : (
                <span className="font-mono">{row.cidr}</span>
              ),
          },
          { header: 'Status', cell: (row) => <StatusBadge status={row.outcome ?? row.status} /> },
          { header: 'Reserve price', cell: (row) => formatCents(row.reservePrice) },
          {
            header: 'Current bid',
            cell: (row) => (row.currentBid === null ? '—' : formatCents(row.currentBid)),
          },
          { header: 'End date', cell: (row) => formatDate(row.endTime) },
          { header: 'Note', cell: (row) => row.rejectionReason ?? '—' },
        ]}
      />
    </section>
  );
}

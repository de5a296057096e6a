import { formatCents, shortId } from '@netlease/shared/format';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { AdminOrder } from '@netlease/shared/money';
import { ORDER_STATUSES } from '@netlease/shared/orders-constants';
import { StatusBadge } from '@/components/ui/badge';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { AdminMoneyTable } from './admin-money-table';

const COLUMNS: ResponsiveColumn<AdminOrder>[] = [
  { header: 'Order', cell: (row) => <span className="font-mono text-slate-500">#{shortId(row.id)}</span> },
  { header: 'Item', isCardTitle: true, cell: (row) => row.title },
  {
    header: 'Prefix · ASN',
    cell: (row) =>
      row.prefix ? (
        <span className="font-mono">
          {row.prefix}
          {row.asnNumber ? ` · ${formatAsn(row.asnNumber)}` : ''}
        </span>
      ) : (
        '—'
      ),
  },
  { header: 'Leaser', cell: (row) => row.leaserEmail },
  { header: 'Monetizer', cell: (row) => row.monetizerEmail },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Total', cell: (row) => formatCents(row.amount + row.fee) },
  { header: 'Created', cell: (row) => formatDate(row.createdAt) },
  { header: 'Renewal', cell: (row) => formatDate(row.renewalDate) },
];

export default function AdminOrdersTab() {
  return (
    <AdminMoneyTable
      tab="orders"
      statuses={ORDER_STATUSES}
      columns={COLUMNS}
      noun="orders"
      searchLabel="User email or prefix"
    />
  );
}

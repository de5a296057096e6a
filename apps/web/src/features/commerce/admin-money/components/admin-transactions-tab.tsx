import { formatCents } from '@netlease/shared/format';
import { TRANSACTION_STATUSES, isCreditTransaction, type AdminTransaction } from '@netlease/shared/money';
import { StatusBadge } from '@/components/ui/badge';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { AdminMoneyTable } from './admin-money-table';

const COLUMNS: ResponsiveColumn<AdminTransaction>[] = [
  { header: 'User', cell: (row) => row.userEmail },
  { header: 'Type', cell: (row) => row.type.replaceAll('_', ' ') },
  { header: 'Description', isCardTitle: true, cell: (row) => row.description },
  {
    header: 'Amount',
    cell: (row) => (
      <span className={isCreditTransaction(row.type) ? 'text-emerald-700' : 'text-red-600'}>
        {isCreditTransaction(row.type) ? '+' : '-'}
        {formatCents(row.amount)}
      </span>
    ),
  },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Date', cell: (row) => formatDateTime(row.createdAt) },
];

export default function AdminTransactionsTab() {
  return (
    <AdminMoneyTable
      tab="transactions"
      statuses={TRANSACTION_STATUSES}
      columns={COLUMNS}
      noun="transactions"
    />
  );
}

import { formatCents } from '@netlease/shared/format';
import type { AdminPayment } from '@netlease/shared/money';
import { PAYMENT_STATUSES } from '@netlease/shared/payments';
import { StatusBadge } from '@/components/ui/badge';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { AdminMoneyTable } from './admin-money-table';

const COLUMNS: ResponsiveColumn<AdminPayment>[] = [
  { header: 'User', isCardTitle: true, cell: (row) => row.userEmail },
  {
    header: 'Gateway',
    cell: (row) => (row.cardLast4 ? `${row.gateway} ···· ${row.cardLast4}` : row.gateway),
  },
  { header: 'Type', cell: (row) => row.type },
  { header: 'Amount', cell: (row) => formatCents(row.amount) },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'Transaction',
    cell: (row) => (
      <span className="font-mono text-xs text-slate-500">
        {row.transactionId ?? row.failureReason ?? '—'}
      </span>
    ),
  },
  { header: 'Date', cell: (row) => formatDateTime(row.createdAt) },
];

export default function AdminPaymentsTab() {
  return <AdminMoneyTable tab="payments" statuses={PAYMENT_STATUSES} columns={COLUMNS} noun="payments" />;
}

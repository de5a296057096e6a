import { formatCents } from '@netlease/shared/format';
import type { AdminInvoice } from '@netlease/shared/money';
import { INVOICE_STATUSES, formatInvoiceNumber } from '@netlease/shared/orders-constants';
import { StatusBadge } from '@/components/ui/badge';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { AdminMoneyTable } from './admin-money-table';

const COLUMNS: ResponsiveColumn<AdminInvoice>[] = [
  {
    header: 'Invoice',
    cell: (row) => <span className="font-mono">#{formatInvoiceNumber(row.invoiceNumber)}</span>,
  },
  { header: 'User', cell: (row) => row.userEmail },
  { header: 'Description', isCardTitle: true, cell: (row) => row.title },
  { header: 'Amount', cell: (row) => formatCents(row.amount) },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Date', cell: (row) => formatDate(row.createdAt) },
  { header: 'Due', cell: (row) => formatDate(row.dueDate) },
];

export default function AdminInvoicesTab() {
  return <AdminMoneyTable tab="invoices" statuses={INVOICE_STATUSES} columns={COLUMNS} noun="invoices" />;
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { formatAsn } from '@netlease/shared/asns';
import { formatCents, shortId } from '@netlease/shared/format';
import { ORDER_MESSAGES, formatInvoiceNumber, type Invoice } from '@netlease/shared/orders';
import { Button, buttonClasses } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { EmptyState, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useInvoices } from '../api/list-invoices';
import { downloadInvoice } from '../api/download-invoice';

function DownloadButton({ invoice }: { invoice: Invoice }) {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      isLoading={isLoading}
      onClick={() => {
        setIsLoading(true);
        downloadInvoice(invoice)
          .catch((error: unknown) => toast.fromError(error, 'Download failed'))
          .finally(() => setIsLoading(false));
      }}
    >
      <Download className="size-4" aria-hidden /> Download
    </Button>
  );
}

const COLUMNS: ResponsiveColumn<Invoice>[] = [
  {
    header: 'Invoice',
    cell: (invoice) => <span className="font-mono">#{formatInvoiceNumber(invoice.invoiceNumber)}</span>,
  },
  { header: 'Description', isCardTitle: true, cell: (invoice) => invoice.title },
  // What an IP lease's invoice bills: the range and the AS announcing it (docs/PRODUCT.md
  // "Delivering a lease"); a server package has neither.
  {
    header: 'Prefix',
    cell: (invoice) => (invoice.prefix ? <span className="font-mono">{invoice.prefix}</span> : '—'),
  },
  {
    header: 'ASN',
    cell: (invoice) =>
      invoice.asnNumber !== null ? formatAsn(invoice.asnNumber) : invoice.prefix ? 'Not named yet' : '—',
  },
  { header: 'Amount', cell: (invoice) => formatCents(invoice.amount) },
  { header: 'Status', cell: (invoice) => <StatusBadge status={invoice.status} /> },
  { header: 'Date', cell: (invoice) => formatDate(invoice.createdAt) },
  { header: 'Due', cell: (invoice) => formatDate(invoice.dueDate) },
  { header: 'Actions', isAction: true, cell: (invoice) => <DownloadButton invoice={invoice} /> },
];

/**
 * /invoices (docs/PRODUCT.md "Invoices"): Invoice History with a Download button (a real PDF). `?order=<id>`
 * (the View Invoice button of /orders) shows only that order's invoices: its first and each renewal.
 */
export default function InvoicesPage() {
  const invoices = useInvoices();
  const { data } = invoices;
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order');
  const rows = orderId ? (data ?? []).filter((invoice) => invoice.orderId === orderId) : (data ?? []);
  return (
    <Page title="Invoice History" subtitle="Every invoice of your orders and renewals.">
      {orderId && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
          <p>
            Invoices of order <span className="font-mono">#{shortId(orderId)}</span>
          </p>
          <Link to="/invoices" className={buttonClasses('secondary', 'sm')}>
            Show all invoices
          </Link>
        </div>
      )}
      <QueryState
        query={invoices}
        failure={ORDER_MESSAGES.invoicesFetchFailed}
        isEmpty={() => rows.length === 0}
        empty={
          orderId ? (
            <EmptyState
              title="No invoice for this order"
              description="Its invoice appears once it is paid."
            />
          ) : (
            <EmptyState title="No invoices yet" description="Invoices appear when you lease an item." />
          )
        }
      >
        {() => (
          <ResponsiveTable label="Invoices" rows={rows} columns={COLUMNS} rowKey={(invoice) => invoice.id} />
        )}
      </QueryState>
    </Page>
  );
}

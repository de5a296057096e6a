import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import { ORDER_MESSAGES, formatInvoiceNumber, type Invoice } from '@netlease/shared/orders';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, type Column } from '@/components/ui/table';
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

const COLUMNS: Column<Invoice>[] = [
  {
    header: 'Invoice',
    cell: (invoice) => <span className="font-mono">#{formatInvoiceNumber(invoice.invoiceNumber)}</span>,
  },
  { header: 'Description', cell: (invoice) => invoice.title },
  { header: 'Amount', cell: (invoice) => formatCents(invoice.amount) },
  { header: 'Status', cell: (invoice) => <StatusBadge status={invoice.status} /> },
  { header: 'Date', cell: (invoice) => formatDate(invoice.createdAt) },
  { header: 'Due', cell: (invoice) => formatDate(invoice.dueDate) },
  { header: 'Actions', cell: (invoice) => <DownloadButton invoice={invoice} /> },
];

/** Spec part 2 /invoices: Invoice History with a Download button (a real PDF). */
export default function InvoicesPage() {
  const { data, isPending, error } = useInvoices();
  useEffect(() => {
    if (error) toast.fromError(error, ORDER_MESSAGES.invoicesFetchFailed.title);
  }, [error]);
  return (
    <Page title="Invoice History" subtitle="Every invoice of your orders and renewals.">
      {isPending ? (
        <Spinner />
      ) : !data?.length ? (
        <EmptyState title="No invoices yet" description="Invoices appear when you lease an item." />
      ) : (
        <DataTable rows={data} columns={COLUMNS} rowKey={(invoice) => invoice.id} />
      )}
    </Page>
  );
}

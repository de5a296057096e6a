import { Link, useSearchParams } from 'react-router';
import { formatAsn } from '@netlease/shared/asns-constants';
import { formatCents, shortId } from '@netlease/shared/format';
import { ORDER_MESSAGES, formatInvoiceNumber } from '@netlease/shared/orders-constants';
import type { Invoice } from '@netlease/shared/orders';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { useInvoices } from '../api/list-invoices';
import { exportInvoicesCsv } from '../api/export-invoices';
import { DownloadButton, InvoiceDocuments, InvoiceStatus } from '../components/invoice-documents';

/**
 * The VAT of an invoice with its label ('$11.55 · VAT 21 %', '$0.00 · VAT 0 % (reverse charge)'); an
 * invoice issued before VAT has no label. A narrow column breaks the line before the treatment, never
 * inside an amount or a rate.
 */
function InvoiceTax({ invoice }: { invoice: Invoice }) {
  const [rate, treatment] = invoice.taxLabel?.split(/ (?=\()/) ?? [];
  return (
    <>
      <span className="whitespace-nowrap">{formatCents(invoice.taxAmount)} ·</span>{' '}
      {rate === undefined ? (
        <>
          <span aria-hidden>—</span>
          <span className="sr-only">issued before VAT was charged</span>
        </>
      ) : (
        <>
          <span className="whitespace-nowrap">{rate}</span>
          {treatment && ` ${treatment}`}
        </>
      )}
    </>
  );
}

/** When it was issued; an invoice still to pay also says by when (a paid one's due date is history). */
function InvoiceDate({ invoice }: { invoice: Invoice }) {
  return (
    <span className="inline-flex flex-col items-end whitespace-nowrap lg:items-start">
      {formatDate(invoice.createdAt)}
      {(invoice.status === 'pending' || invoice.status === 'overdue') && (
        <span className="text-xs text-slate-600">Due {formatDate(invoice.dueDate)}</span>
      )}
    </span>
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
  // Net, VAT and total as the invoice prints them (docs/PRODUCT.md "Invoices").
  { header: 'Net', cell: (invoice) => formatCents(invoice.netAmount) },
  { header: 'VAT', cell: (invoice) => <InvoiceTax invoice={invoice} /> },
  { header: 'Total', cell: (invoice) => formatCents(invoice.amount) },
  // A refund leaves the invoice paid and credits it (docs/PRODUCT.md "Invoices").
  { header: 'Status', cell: (invoice) => <InvoiceStatus invoice={invoice} /> },
  { header: 'Date', cell: (invoice) => <InvoiceDate invoice={invoice} /> },
  { header: 'Documents', isAction: true, cell: (invoice) => <InvoiceDocuments invoice={invoice} /> },
];

/**
 * /invoices (docs/PRODUCT.md "Invoices"): Invoice History, each invoice with its net, VAT and total, its
 * PDF and the credit notes issued against it, and the export for accounting. `?order=<id>` (the View
 * Invoice button of /orders) shows only that order's invoices: its first and each renewal.
 */
export default function InvoicesPage() {
  const invoices = useInvoices();
  const { data } = invoices;
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order');
  const rows = orderId ? (data ?? []).filter((invoice) => invoice.orderId === orderId) : (data ?? []);
  return (
    <Page
      title="Invoice History"
      subtitle="Every invoice of your orders and renewals, and the credit notes of refunds."
      actions={
        <DownloadButton size="md" download={exportInvoicesCsv}>
          Export for accounting (CSV)
        </DownloadButton>
      }
    >
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

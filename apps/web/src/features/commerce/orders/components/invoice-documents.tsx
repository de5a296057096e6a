import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import { formatCreditNoteNumber } from '@netlease/shared/invoicing-constants';
import { formatInvoiceNumber } from '@netlease/shared/orders-constants';
import type { Invoice } from '@netlease/shared/orders';
import { StatusBadge } from '@/components/ui/badge';
import { Button, type ButtonProps } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { downloadCreditNote, downloadInvoice } from '../api/download-invoice';

type CreditNote = Invoice['creditNotes'][number];

/** A button that saves a file: busy while it downloads, a failure told by a toast. */
export function DownloadButton({
  download,
  label,
  size = 'sm',
  children,
}: {
  download: () => Promise<void>;
  /** The accessible name when the visible words alone would not say which document. */
  label?: string;
  size?: ButtonProps['size'];
  children: ReactNode;
}) {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <Button
      size={size}
      variant="secondary"
      className="whitespace-nowrap"
      isLoading={isLoading}
      aria-label={label}
      onClick={() => {
        setIsLoading(true);
        download()
          .catch((error: unknown) => toast.fromError(error, 'Download failed'))
          .finally(() => setIsLoading(false));
      }}
    >
      <Download className="size-4" aria-hidden />
      {children}
    </Button>
  );
}

/** What an invoice has credited against it, under its status: the invoice itself stays as issued. */
export function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  return (
    <span className="inline-flex flex-col items-end gap-1 lg:items-start">
      <StatusBadge status={invoice.status} />
      {invoice.creditNotes.length > 0 && (
        <span className="text-xs text-slate-600">Credited {formatCents(invoice.creditedAmount)}</span>
      )}
    </span>
  );
}

/**
 * The documents of one invoice (docs/PRODUCT.md "Invoices"): the invoice's PDF, then each credit note
 * issued against it, oldest first, with its number, date, reason, the amount it gives back and its PDF.
 * They sit in the invoice's own row (its card on a phone), so a list of invoices stays one entry each.
 */
export function InvoiceDocuments({ invoice }: { invoice: Invoice }) {
  return (
    <div className="flex w-full flex-col items-start gap-2">
      <DownloadButton
        label={`Download invoice ${formatInvoiceNumber(invoice.invoiceNumber)}`}
        download={() => downloadInvoice(invoice)}
      >
        Download
      </DownloadButton>
      {invoice.creditNotes.map((creditNote) => (
        <CreditNoteEntry key={creditNote.id} creditNote={creditNote} />
      ))}
    </div>
  );
}

function CreditNoteEntry({ creditNote }: { creditNote: CreditNote }) {
  const number = formatCreditNoteNumber(creditNote.creditNoteNumber);
  return (
    <div className="w-full max-w-80 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-700">
      <p className="font-medium text-slate-900">
        Credit note <span className="whitespace-nowrap font-mono">{number}</span>
      </p>
      <p className="mt-0.5">
        {/* Stored as what it gives back; shown as it prints, a negative amount. */}
        <span className="whitespace-nowrap font-medium text-slate-900">
          {formatCents(-creditNote.amount)}
        </span>
        {' · '}
        <span className="whitespace-nowrap">{formatDate(creditNote.createdAt)}</span>
      </p>
      <p className="mt-0.5 line-clamp-3 break-words" title={creditNote.reason}>
        {creditNote.reason}
      </p>
      <div className="mt-2">
        <DownloadButton
          label={`Download credit note ${number}`}
          download={() => downloadCreditNote(creditNote)}
        >
          Download
        </DownloadButton>
      </div>
    </div>
  );
}

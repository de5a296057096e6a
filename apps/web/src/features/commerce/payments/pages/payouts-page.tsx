import { formatCents } from '@netlease/shared/format';
import { MONEY_MESSAGES, PAYOUT_METHOD_LABELS, type Payout } from '@netlease/shared/money';
import { describePayoutDestination } from '@netlease/shared/payout-details';
import { StatusBadge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { EmptyState, Page } from '@/components/ui/page';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { QueryState } from '@/components/ui/query-state';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { useWallet } from '../api/get-wallet';
import { usePayouts } from '../api/list-payouts';
import { useMoneyNotifications } from '../api/use-money-notifications';
import { SellerMoneyPanel } from '../components/seller-money';

// The form checks amounts against the balance and is drawn once it has come: its code (zod and the
// form library with it) downloads beside that request (docs/decisions/277).
const payoutFormCode = loadBeside(() =>
  import('../components/payout-request-form').then((module) => module.PayoutForm),
);

/** A table on a wide screen, cards on a phone; a rejected payout says why. */
const PAYOUT_COLUMNS: ResponsiveColumn<Payout>[] = [
  {
    header: 'Amount',
    isCardTitle: true,
    cell: (payout) => <span className="font-medium text-slate-900">{formatCents(payout.amount)}</span>,
  },
  {
    header: 'Method',
    // Where the money went, without the whole account; payouts made before the bank rules read the same.
    cell: (payout) => {
      const destination = describePayoutDestination(payout.details);
      return `${PAYOUT_METHOD_LABELS[payout.method]}${destination ? ` ${destination}` : ''}`;
    },
  },
  { header: 'Requested', cell: (payout) => formatDate(payout.requestedAt) },
  {
    header: 'Status',
    cell: (payout) => (
      <span className="inline-flex flex-col items-end gap-1 lg:items-start">
        <StatusBadge status={payout.status} />
        {payout.paymentReference && (
          <span className="max-w-56 break-words text-xs text-slate-600">
            Reference: {payout.paymentReference}
          </span>
        )}
        {payout.rejectionReason && (
          <span className="max-w-56 whitespace-pre-line break-words text-xs text-red-700">
            Reason: {payout.rejectionReason}
          </span>
        )}
      </span>
    ),
  },
];

/** /payouts (docs/PRODUCT.md "Payouts"): the seller's money, Request Payout form and payout history. */
export default function PayoutsPage() {
  const PayoutForm = useOnDemand(payoutFormCode);
  const wallet = useWallet();
  const payouts = usePayouts();
  useMoneyNotifications();

  return (
    <Page
      title="Payouts"
      // A balance that failed to load is not $0.00 (docs/PRODUCT.md "Errors").
      subtitle={
        wallet.data
          ? `Available balance: ${formatCents(wallet.data.balance)}`
          : wallet.error
            ? 'Available balance: not loaded'
            : ' '
      }
    >
      <SellerMoneyPanel />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <SectionCard title="Request Payout" className="h-fit">
          {/* Every amount is checked against the balance: the form waits for it, and a balance that
              failed to load offers Retry instead of a form that would check against $0.00. */}
          <QueryState
            query={wallet}
            failure={MONEY_MESSAGES.walletFetchFailed}
            loading={<Spinner label="Loading your balance" />}
          >
            {(data) =>
              PayoutForm ? (
                <PayoutForm available={data.balance} />
              ) : (
                <Spinner label="Loading the payout form" />
              )
            }
          </QueryState>
        </SectionCard>
        <SectionCard title="Payout History">
          <QueryState
            query={payouts}
            failure={MONEY_MESSAGES.dataFetchFailed}
            empty={<EmptyState title="No payouts yet" description="Your payout requests will show here." />}
          >
            {(rows) => (
              <ScrollRegion className="max-h-[50vh] pr-2" label="Payout history">
                <ResponsiveTable
                  label="Payout history"
                  rows={rows}
                  columns={PAYOUT_COLUMNS}
                  rowKey={(payout) => payout.id}
                />
              </ScrollRegion>
            )}
          </QueryState>
        </SectionCard>
      </div>
    </Page>
  );
}

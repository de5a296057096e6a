import { Link } from 'react-router';
import { ArrowDownLeft, ArrowUpRight, Clock, Wallet as WalletIcon } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import type { WalletTransaction } from '@netlease/shared/money';
import { MONEY_MESSAGES, isCreditTransaction } from '@netlease/shared/wallet-constants';
import { buttonClasses, Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { StatCard, SectionCard } from '@/components/ui/card';
import { EmptyState, Page } from '@/components/ui/page';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { QueryState } from '@/components/ui/query-state';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatDateTime } from '@/lib/dates';
import { useSession } from '@/features/accounts/auth/api/session';
import { useWallet } from '../api/get-wallet';
import { useWalletTransactions } from '../api/list-wallet-transactions';
import { useMoneyNotifications } from '../api/use-money-notifications';
import { BalanceHistoryCard } from '../components/balance-history-card';
import { SellerMoneyPanel } from '../components/seller-money';

/** Credits show a green plus, debits a red minus (docs/PRODUCT.md "Wallet"). */
function TransactionAmount({ transaction }: { transaction: WalletTransaction }) {
  const isCredit = isCreditTransaction(transaction.type);
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold ${isCredit ? 'text-emerald-700' : 'text-red-600'}`}
    >
      {isCredit ? (
        <ArrowDownLeft className="size-4" aria-hidden />
      ) : (
        <ArrowUpRight className="size-4" aria-hidden />
      )}
      {isCredit ? '+' : '-'}
      {formatCents(transaction.amount)}
    </span>
  );
}

const TRANSACTION_COLUMNS: ResponsiveColumn<WalletTransaction>[] = [
  {
    header: 'Description',
    isCardTitle: true,
    cell: (transaction) => <span className="font-medium text-slate-900">{transaction.description}</span>,
  },
  { header: 'Date', cell: (transaction) => formatDateTime(transaction.createdAt) },
  { header: 'Type', cell: (transaction) => transaction.type.replaceAll('_', ' ') },
  { header: 'Amount', cell: (transaction) => <TransactionAmount transaction={transaction} /> },
  { header: 'Status', cell: (transaction) => <StatusBadge status={transaction.status} /> },
];

/** /wallet (docs/PRODUCT.md "Wallet"): balances, Deposit and Payouts buttons, and the transaction history. */
export default function WalletPage() {
  const { user } = useSession();
  const wallet = useWallet();
  const history = useWalletTransactions();
  useMoneyNotifications();
  const transactions = history.data?.pages.flatMap((page) => page.items) ?? [];
  // The hold on sales concerns sellers only (docs/PRODUCT.md "Seller workspace"): monetizers, and
  // anyone whose history shows a sale (a bid hold is on hold too, but is no sale).
  const isSeller =
    user?.role === 'monetizer' || transactions.some((transaction) => transaction.type === 'escrow_release');

  return (
    <Page
      title="My Wallet"
      subtitle={
        isSeller
          ? 'Your balance, funds on hold from sales, and every movement.'
          : 'Your balance and every movement.'
      }
      actions={
        <>
          <Link to="/deposit" className={buttonClasses('primary')}>
            Deposit
          </Link>
          <Link to="/payouts" className={buttonClasses('secondary')}>
            Payouts
          </Link>
        </>
      }
    >
      {/* A balance that failed to load is not $0.00 (docs/PRODUCT.md "Errors"). */}
      <QueryState query={wallet} failure={MONEY_MESSAGES.walletFetchFailed}>
        {(balances) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard
              label="Available Balance"
              value={formatCents(balances.balance)}
              icon={<WalletIcon className="size-5" />}
            />
            <StatCard
              label="On Hold"
              value={formatCents(balances.onHoldBalance)}
              icon={<Clock className="size-5" />}
            />
          </div>
        )}
      </QueryState>
      {/* What is on hold from which sale, and until when (docs/PRODUCT.md "Payouts"). */}
      {isSeller && <SellerMoneyPanel withBalances={false} />}
      <BalanceHistoryCard />
      <SectionCard
        title="Transaction History"
        description={isSeller && 'Funds from sales stay on hold for 30 days.'}
        isLarge
        className="mt-8"
      >
        <QueryState
          query={history}
          failure={MONEY_MESSAGES.walletFetchFailed}
          isEmpty={() => transactions.length === 0}
          empty={
            <EmptyState
              title="No transactions yet"
              description="Deposits, payments and payouts will show here."
            />
          }
        >
          {() => (
            <ScrollRegion
              className="max-h-[60vh] pr-2"
              label="Transaction history"
              onScroll={(event) => {
                const box = event.currentTarget;
                const isNearEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 80;
                if (isNearEnd && history.hasNextPage && !history.isFetchingNextPage)
                  void history.fetchNextPage();
              }}
            >
              <ResponsiveTable
                label="Transaction history"
                rows={transactions}
                columns={TRANSACTION_COLUMNS}
                rowKey={(transaction) => transaction.id}
              />
              {history.hasNextPage && (
                <div className="py-3 text-center">
                  <Button
                    variant="ghost"
                    size="sm"
                    isLoading={history.isFetchingNextPage}
                    onClick={() => void history.fetchNextPage()}
                  >
                    Load more
                  </Button>
                </div>
              )}
            </ScrollRegion>
          )}
        </QueryState>
      </SectionCard>
    </Page>
  );
}

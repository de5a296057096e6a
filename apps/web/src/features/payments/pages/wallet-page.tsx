import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowDownLeft, ArrowUpRight, Clock, Wallet as WalletIcon } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import { MONEY_MESSAGES, isCreditTransaction, type WalletTransaction } from '@netlease/shared/money';
import { buttonClasses, Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, StatCard } from '@/components/ui/card';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useWallet } from '../api/get-wallet';
import { useWalletTransactions } from '../api/list-wallet-transactions';
import { useMoneyNotifications } from '../api/use-money-notifications';
import { BalanceHistoryCard } from '../components/balance-history-card';

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const isCredit = isCreditTransaction(transaction.type);
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="flex items-center gap-3">
        <span
          className={`rounded-full p-2 ${isCredit ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-600'}`}
          aria-hidden
        >
          {isCredit ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
        </span>
        <div>
          <p className="font-medium text-slate-900">{transaction.description}</p>
          <p className="text-xs text-slate-500">
            {formatDateTime(transaction.createdAt)} · {transaction.type.replaceAll('_', ' ')}
          </p>
        </div>
      </div>
      <div className="text-right">
        <p className={`font-semibold ${isCredit ? 'text-emerald-700' : 'text-red-600'}`}>
          {isCredit ? '+' : '-'}
          {formatCents(transaction.amount)}
        </p>
        <StatusBadge status={transaction.status} />
      </div>
    </li>
  );
}

/** Spec part 2 /wallet: balances, Deposit and Payouts buttons, and the transaction history. */
export default function WalletPage() {
  const wallet = useWallet();
  const history = useWalletTransactions();
  useMoneyNotifications();
  useEffect(() => {
    if (wallet.error || history.error)
      toast.fromError(wallet.error ?? history.error, MONEY_MESSAGES.walletFetchFailed.title);
  }, [wallet.error, history.error]);
  const transactions = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page
      title="My Wallet"
      subtitle="Your balance, funds on hold from sales, and every movement."
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
      {wallet.isPending ? (
        <Spinner />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <StatCard
            label="Available Balance"
            value={formatCents(wallet.data?.balance ?? 0)}
            icon={<WalletIcon className="size-5" />}
          />
          <StatCard
            label="On Hold"
            value={formatCents(wallet.data?.onHoldBalance ?? 0)}
            icon={<Clock className="size-5" />}
          />
        </div>
      )}
      <BalanceHistoryCard />
      <Card className="mt-8">
        <CardHeader>
          <h2 className="text-lg font-semibold text-slate-900">Transaction History</h2>
          <p className="text-sm text-slate-500">Funds from sales stay on hold for 30 days.</p>
        </CardHeader>
        <CardBody>
          {history.isPending ? (
            <Spinner />
          ) : transactions.length === 0 ? (
            <EmptyState
              title="No transactions yet"
              description="Deposits, payments and payouts will show here."
            />
          ) : (
            <div
              className="max-h-[60vh] overflow-y-auto pr-2"
              // Focusable so keyboard users can scroll the history too.
              tabIndex={0}
              role="region"
              aria-label="Transaction history"
              onScroll={(event) => {
                const box = event.currentTarget;
                const isNearEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 80;
                if (isNearEnd && history.hasNextPage && !history.isFetchingNextPage)
                  void history.fetchNextPage();
              }}
            >
              <ul className="divide-y divide-slate-100" aria-label="Transaction history">
                {transactions.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} />
                ))}
              </ul>
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
            </div>
          )}
        </CardBody>
      </Card>
    </Page>
  );
}

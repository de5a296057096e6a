import { Clock, TrendingUp, Wallet as WalletIcon } from 'lucide-react';
import { formatCents } from '@netlease/shared/format';
import type { SaleHold, SellerMoney } from '@netlease/shared/money';
import { MONEY_MESSAGES } from '@netlease/shared/wallet-constants';
import { SectionCard, StatCard } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/page';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/dates';
import { useSellerMoney } from '../api/get-seller-money';

/** Why a hold is not released on its date alone (docs/PRODUCT.md "Wallet"). */
const WAIT_NOTES: Record<SaleHold['waitsFor'], string | null> = {
  date: null,
  activation: 'Released once the order is activated',
  claim: 'Waits for the open claim to be settled',
};

const HOLD_COLUMNS: ResponsiveColumn<SaleHold>[] = [
  {
    header: 'Order',
    isCardTitle: true,
    cell: (hold) => <span className="font-medium text-slate-900">{hold.orderTitle}</span>,
  },
  { header: 'Amount', cell: (hold) => formatCents(hold.amount) },
  {
    header: 'Release date',
    cell: (hold) => (
      <span className="inline-flex flex-col items-end gap-1 lg:items-start">
        <span>{formatDate(hold.releaseAt)}</span>
        {WAIT_NOTES[hold.waitsFor] && (
          <span className="text-xs text-slate-600">{WAIT_NOTES[hold.waitsFor]}</span>
        )}
      </span>
    ),
  },
];

function MoneyView({ money, withBalances }: { money: SellerMoney; withBalances: boolean }) {
  return (
    <>
      {withBalances && (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            label="Available"
            value={formatCents(money.available)}
            icon={<WalletIcon className="size-5" />}
          />
          <StatCard label="On hold" value={formatCents(money.onHold)} icon={<Clock className="size-5" />} />
          <StatCard
            label="Lifetime earnings"
            value={formatCents(money.lifetimeEarnings)}
            icon={<TrendingUp className="size-5" />}
          />
        </div>
      )}
      <SectionCard
        title="Money on hold from sales"
        description={
          withBalances
            ? 'Each sale stays on hold for 30 days, then becomes available to pay out.'
            : `Lifetime earnings: ${formatCents(money.lifetimeEarnings)}. Each sale stays on hold for 30 days, then becomes available.`
        }
        className="mt-6"
      >
        {money.bidHolds > 0 && (
          <p className="mb-3 text-sm text-slate-600">
            Also on hold for your leading bids: {formatCents(money.bidHolds)}.
          </p>
        )}
        {money.saleHolds.length === 0 ? (
          <EmptyState
            title="Nothing on hold from sales"
            description="New sales will show here until released."
          />
        ) : (
          <ResponsiveTable
            label="Money on hold from sales"
            rows={money.saleHolds}
            columns={HOLD_COLUMNS}
            rowKey={(hold) => hold.id}
          />
        )}
      </SectionCard>
    </>
  );
}

/**
 * The seller's money (docs/PRODUCT.md "Payouts"): available, on hold with each sale's hold and its release
 * date, lifetime earnings. `withBalances` false leaves the two balances to a page that shows them already.
 */
export function SellerMoneyPanel({ withBalances = true }: { withBalances?: boolean }) {
  const money = useSellerMoney();
  return (
    <QueryState query={money} failure={MONEY_MESSAGES.dataFetchFailed}>
      {(data) => <MoneyView money={data} withBalances={withBalances} />}
    </QueryState>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionPage } from '@netlease/shared/money';
import { api } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

export const WALLET_TRANSACTIONS_KEY = [...WALLET_KEY, 'transactions'] as const;

export const listWalletTransactions = (cursor: string | null) =>
  api<TransactionPage>(`/api/wallet/transactions${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

/** The wallet history a page at a time; the list scrolls and loads more at its end. */
export function useWalletTransactions() {
  return useInfiniteQuery({
    queryKey: WALLET_TRANSACTIONS_KEY,
    queryFn: ({ pageParam }) => listWalletTransactions(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

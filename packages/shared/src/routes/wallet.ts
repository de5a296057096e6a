import { apiRoute } from '../api-route';
import { walletBalanceHistorySchema, walletBalanceQuerySchema } from '../charts';
import { transactionPageQuerySchema, transactionPageSchema, walletSchema } from '../money';

export const walletRoutes = {
  getWallet: apiRoute({
    operationId: 'getWallet',
    method: 'GET',
    path: '/api/wallet',
    summary: "Read the caller's wallet balance",
    tag: 'wallet',
    access: 'user',
    token: 'read',
    replies: { 200: walletSchema },
  }),
  listWalletTransactions: apiRoute({
    operationId: 'listWalletTransactions',
    method: 'GET',
    path: '/api/wallet/transactions',
    summary: "List the wallet's transactions, newest first, a page at a time",
    tag: 'wallet',
    access: 'user',
    token: 'read',
    query: transactionPageQuerySchema,
    replies: { 200: transactionPageSchema },
  }),
  getWalletBalanceHistory: apiRoute({
    operationId: 'getWalletBalanceHistory',
    method: 'GET',
    path: '/api/wallet/balance-history',
    summary: "Read the wallet's daily balance over the last days",
    tag: 'wallet',
    access: 'user',
    token: 'read',
    query: walletBalanceQuerySchema,
    replies: { 200: walletBalanceHistorySchema },
  }),
};

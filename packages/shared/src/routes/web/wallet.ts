// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const walletRoutes = {
  getWallet: { operationId: 'getWallet', method: 'GET', path: '/api/wallet', tag: 'wallet' },
  listWalletTransactions: {
    operationId: 'listWalletTransactions',
    method: 'GET',
    path: '/api/wallet/transactions',
    tag: 'wallet',
  },
  getWalletBalanceHistory: {
    operationId: 'getWalletBalanceHistory',
    method: 'GET',
    path: '/api/wallet/balance-history',
    tag: 'wallet',
  },
} as unknown as (typeof ROUTE_GROUPS)['walletRoutes'];

import { transactionPageSchema, walletSchema, transactionPageQuerySchema } from '@netlease/shared/money';
import { walletBalanceHistorySchema, walletBalanceQuerySchema } from '@netlease/shared/charts';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { getWallet, listWalletTransactions } from './wallet.service';
import { findBalanceHistory } from './balance-history.service';

export function registerWalletRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/wallet',
    {
      config: { access: 'user' },
      schema: { tags: ['wallet'], response: { 200: walletSchema, ...errorResponses } },
    },
    async (request) => getWallet(ctx.db, requireUser(request).id),
  );

  app.get(
    '/api/wallet/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        querystring: transactionPageQuerySchema,
        response: { 200: transactionPageSchema, ...errorResponses },
      },
    },
    async (request) => listWalletTransactions(ctx.db, requireUser(request).id, request.query.cursor),
  );

  app.get(
    '/api/wallet/balance-history',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        querystring: walletBalanceQuerySchema,
        response: { 200: walletBalanceHistorySchema, ...errorResponses },
      },
    },
    async (request) =>
      findBalanceHistory(ctx.db, requireUser(request).id, ctx.clock.now(), request.query.days),
  );
}

import { walletRoutes } from '@netlease/shared/routes/wallet';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { getWallet, listWalletTransactions } from './wallet.service';
import { findBalanceHistory } from './balance-history.service';

export function registerWalletRoutes(app: Api, ctx: AppContext) {
  serve(app, walletRoutes.getWallet, {
    handler: async (request) => getWallet(ctx.db, requireUser(request).id),
  });

  serve(app, walletRoutes.listWalletTransactions, {
    handler: async (request) => listWalletTransactions(ctx.db, requireUser(request).id, request.query.cursor),
  });

  serve(app, walletRoutes.getWalletBalanceHistory, {
    handler: async (request) =>
      findBalanceHistory(ctx.db, requireUser(request).id, ctx.clock.now(), request.query.days),
  });
}

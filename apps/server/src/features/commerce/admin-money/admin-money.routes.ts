import { MONEY_MESSAGES } from '@netlease/shared/money';
import { adminMoneyRoutes } from '@netlease/shared/routes/admin-money';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { approvePayout, markPayoutPaid, rejectPayout } from '../payouts/payouts.service';
import { CSV_EXPORT_LIMIT, sendCsv, toCsv } from '../../../platform/http/csv';
import {
  listAdminInvoices,
  listAdminOrders,
  listAdminPayments,
  listAdminPayouts,
  listAdminTransactions,
} from './admin-money.queries';
import { ADMIN_MONEY_EXPORTS } from './admin-money-exports';
import { findWeeklyMoney } from './admin-weekly-money.service';

/**
 * The /admin tabs payouts, orders, invoices, transactions and payments, admins only
 * (docs/PRODUCT.md "Admin panel").
 */
export function registerAdminMoneyRoutes(app: Api, ctx: AppContext) {
  serve(app, adminMoneyRoutes.listAdminPayouts, {
    handler: async (request) => listAdminPayouts(ctx.db, request.query),
  });
  serve(app, adminMoneyRoutes.listAdminOrders, {
    handler: async (request) => listAdminOrders(ctx.db, request.query),
  });
  serve(app, adminMoneyRoutes.listAdminInvoices, {
    handler: async (request) => listAdminInvoices(ctx.db, request.query),
  });
  serve(app, adminMoneyRoutes.listAdminTransactions, {
    handler: async (request) => listAdminTransactions(ctx.db, request.query),
  });
  serve(app, adminMoneyRoutes.listAdminPayments, {
    handler: async (request) => listAdminPayments(ctx.db, request.query),
  });

  // The same filters as the tab, every matching row (paging aside), as a CSV file.
  const exports = [
    [adminMoneyRoutes.exportAdminPayouts, 'payouts'],
    [adminMoneyRoutes.exportAdminOrders, 'orders'],
    [adminMoneyRoutes.exportAdminInvoices, 'invoices'],
    [adminMoneyRoutes.exportAdminTransactions, 'transactions'],
    [adminMoneyRoutes.exportAdminPayments, 'payments'],
  ] as const;
  for (const [route, tab] of exports) {
    serve(app, route, {
      handler: async (request, reply) => {
        const csv = ADMIN_MONEY_EXPORTS[tab];
        const rows = await csv.findRows(ctx.db, request.query, CSV_EXPORT_LIMIT);
        return sendCsv(reply, csv.fileName, toCsv(csv.header, rows));
      },
    });
  }

  serve(app, adminMoneyRoutes.getAdminWeeklyMoney, {
    handler: async (request) => findWeeklyMoney(ctx.db, ctx.clock.now(), request.query.weeks),
  });

  serve(app, adminMoneyRoutes.approvePayout, {
    handler: async (request) => ({
      payout: await approvePayout(ctx, requireUser(request).id, request.params.id),
      ...toMessageReply(MONEY_MESSAGES.payoutApproved),
    }),
  });
  serve(app, adminMoneyRoutes.markPayoutPaid, {
    handler: async (request) => ({
      payout: await markPayoutPaid(ctx, requireUser(request).id, request.params.id, request.body.reference),
      ...toMessageReply(MONEY_MESSAGES.payoutPaid),
    }),
  });
  serve(app, adminMoneyRoutes.rejectPayout, {
    handler: async (request) => ({
      payout: await rejectPayout(ctx, requireUser(request).id, request.params.id, request.body.reason),
      ...toMessageReply(MONEY_MESSAGES.payoutRejected),
    }),
  });
}

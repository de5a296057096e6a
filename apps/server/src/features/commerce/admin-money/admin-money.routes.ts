import {
  MONEY_MESSAGES,
  adminMoneyQuerySchema,
  rejectPayoutInputSchema,
  payoutReplySchema,
  adminPayoutPageSchema,
  adminOrderPageSchema,
  adminInvoicePageSchema,
  adminTransactionPageSchema,
  adminPaymentPageSchema,
} from '@netlease/shared/money';
import { adminWeeklyMoneySchema, adminWeeklyQuerySchema } from '@netlease/shared/charts';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
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
import { idParamsSchema } from '@netlease/shared/query-params';

/**
 * The /admin tabs payouts, orders, invoices, transactions and payments, admins only
 * (docs/PRODUCT.md "Admin panel").
 */
export function registerAdminMoneyRoutes(app: Api, ctx: AppContext) {
  const tabs = [
    ['payouts', adminPayoutPageSchema, listAdminPayouts],
    ['orders', adminOrderPageSchema, listAdminOrders],
    ['invoices', adminInvoicePageSchema, listAdminInvoices],
    ['transactions', adminTransactionPageSchema, listAdminTransactions],
    ['payments', adminPaymentPageSchema, listAdminPayments],
  ] as const;
  for (const [tab, pageSchema, list] of tabs) {
    app.get(
      `/api/admin/${tab}`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          querystring: adminMoneyQuerySchema,
          response: { 200: pageSchema, ...errorResponses },
        },
      },
      async (request) => list(ctx.db, request.query as never),
    );
    // The same filters as the tab, every matching row (paging aside), as a CSV file.
    app.get(
      `/api/admin/${tab}/export.csv`,
      { config: { access: 'admin' }, schema: { tags: ['admin'], querystring: adminMoneyQuerySchema } },
      async (request, reply) => {
        const csv = ADMIN_MONEY_EXPORTS[tab];
        const rows = await csv.findRows(ctx.db, request.query, CSV_EXPORT_LIMIT);
        return sendCsv(reply, csv.fileName, toCsv(csv.header, rows));
      },
    );
  }

  app.get(
    '/api/admin/money/weekly',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: adminWeeklyQuerySchema,
        response: { 200: adminWeeklyMoneySchema, ...errorResponses },
      },
    },
    async (request) => findWeeklyMoney(ctx.db, ctx.clock.now(), request.query.weeks),
  );

  const params = idParamsSchema;
  app.post(
    '/api/admin/payouts/:id/approve',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params, response: { 200: payoutReplySchema, ...errorResponses } },
    },
    async (request) => ({
      payout: await approvePayout(ctx, requireUser(request).id, request.params.id),
      ...toMessageReply(MONEY_MESSAGES.payoutApproved),
    }),
  );
  app.post(
    '/api/admin/payouts/:id/mark-paid',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params, response: { 200: payoutReplySchema, ...errorResponses } },
    },
    async (request) => ({
      payout: await markPayoutPaid(ctx, requireUser(request).id, request.params.id),
      ...toMessageReply(MONEY_MESSAGES.payoutPaid),
    }),
  );
  app.post(
    '/api/admin/payouts/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params,
        body: rejectPayoutInputSchema,
        response: { 200: payoutReplySchema, ...errorResponses },
      },
    },
    async (request) => ({
      payout: await rejectPayout(ctx, requireUser(request).id, request.params.id, request.body.reason),
      ...toMessageReply(MONEY_MESSAGES.payoutRejected),
    }),
  );
}

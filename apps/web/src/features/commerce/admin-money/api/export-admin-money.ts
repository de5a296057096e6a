import type { AdminMoneyTab } from '@netlease/shared/money';
import { adminMoneyRoutes } from '@netlease/shared/routes/web';
import { downloadFile, routeAddress } from '@/lib/api-client';
import type { AdminMoneyFilters } from './list-admin-money';

/** Each admin money tab's CSV export route. */
const EXPORT_ROUTES = {
  payouts: adminMoneyRoutes.exportAdminPayouts,
  orders: adminMoneyRoutes.exportAdminOrders,
  invoices: adminMoneyRoutes.exportAdminInvoices,
  transactions: adminMoneyRoutes.exportAdminTransactions,
  payments: adminMoneyRoutes.exportAdminPayments,
} as const;

/**
 * Downloads the CSV of one admin money tab for the filters shown (paging aside;
 * docs/PRODUCT.md "Admin panel").
 */
export function exportAdminMoney(tab: AdminMoneyTab, filters: Omit<AdminMoneyFilters, 'page' | 'pageSize'>) {
  return downloadFile(routeAddress(EXPORT_ROUTES[tab], { query: filters }), `admin-${tab}.csv`);
}

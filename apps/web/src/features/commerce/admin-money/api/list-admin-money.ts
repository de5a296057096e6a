import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMoneyTab } from '@netlease/shared/money';
import { adminMoneyRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export interface AdminMoneyFilters {
  status: string;
  email: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** Each admin money tab's list route. */
const LIST_ROUTES = {
  payouts: adminMoneyRoutes.listAdminPayouts,
  orders: adminMoneyRoutes.listAdminOrders,
  invoices: adminMoneyRoutes.listAdminInvoices,
  transactions: adminMoneyRoutes.listAdminTransactions,
  payments: adminMoneyRoutes.listAdminPayments,
} as const;

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of a tab's rows. The table's columns name the row type of their tab (AdminPayout for
 * 'payouts'…), which the union of the five routes' answers cannot carry through to it.
 */
export const listAdminMoney = <T>(tab: AdminMoneyTab, filters: AdminMoneyFilters) =>
  // A filter left empty ('') is left out of the address (routeAddress): no such filter applies.
  callRoute(LIST_ROUTES[tab], { query: filters }) as Promise<AdminPage<T>>;

/** One admin money tab's page of rows, with server-side filters and paging. */
export function useAdminMoney<T>(tab: AdminMoneyTab, filters: AdminMoneyFilters) {
  return useQuery({
    queryKey: routeKey(LIST_ROUTES[tab], { query: filters }),
    queryFn: () => listAdminMoney<T>(tab, filters),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMoneyTab } from '@netlease/shared/money';
import { api, toQueryString } from '@/lib/api-client';

export interface AdminMoneyFilters {
  status: string;
  email: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const listAdminMoney = <T>(tab: AdminMoneyTab, filters: AdminMoneyFilters) => {
  return api<AdminPage<T>>(`/api/admin/${tab}?${toQueryString(filters)}`);
};

/** One admin money tab's page of rows, with server-side filters and paging. */
export function useAdminMoney<T>(tab: AdminMoneyTab, filters: AdminMoneyFilters) {
  return useQuery({
    queryKey: ['admin', tab, filters],
    queryFn: () => listAdminMoney<T>(tab, filters),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMoneyTab } from '@netlease/shared/money';
import { api } from '@/lib/api-client';

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
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, String(value));
  return api<AdminPage<T>>(`/api/admin/${tab}?${query.toString()}`);
};

/** One admin money tab's page of rows, with server-side filters and paging. */
export function useAdminMoney<T>(tab: AdminMoneyTab, filters: AdminMoneyFilters) {
  return useQuery({
    queryKey: ['admin', tab, filters],
    queryFn: () => listAdminMoney<T>(tab, filters),
    placeholderData: keepPreviousData,
  });
}

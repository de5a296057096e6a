import type { AdminMoneyTab } from '@netlease/shared/money';
import { downloadFile } from '@/lib/api-client';
import type { AdminMoneyFilters } from './list-admin-money';

/**
 * Downloads the CSV of one admin money tab for the filters shown (paging aside;
 * docs/PRODUCT.md "Admin panel").
 */
export function exportAdminMoney(tab: AdminMoneyTab, filters: Omit<AdminMoneyFilters, 'page' | 'pageSize'>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, value);
  return downloadFile(`/api/admin/${tab}/export.csv?${query.toString()}`, `admin-${tab}.csv`);
}

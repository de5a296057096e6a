import type { AdminMoneyTab } from '@netlease/shared/money';
import { downloadFile, toQueryString } from '@/lib/api-client';
import type { AdminMoneyFilters } from './list-admin-money';

/**
 * Downloads the CSV of one admin money tab for the filters shown (paging aside;
 * docs/PRODUCT.md "Admin panel").
 */
export function exportAdminMoney(tab: AdminMoneyTab, filters: Omit<AdminMoneyFilters, 'page' | 'pageSize'>) {
  return downloadFile(`/api/admin/${tab}/export.csv?${toQueryString(filters)}`, `admin-${tab}.csv`);
}

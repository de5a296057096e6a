// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const adminMoneyRoutes = {
  listAdminPayouts: {
    operationId: 'listAdminPayouts',
    method: 'GET',
    path: '/api/admin/payouts',
    tag: 'admin',
  },
  exportAdminPayouts: {
    operationId: 'exportAdminPayouts',
    method: 'GET',
    path: '/api/admin/payouts/export.csv',
    tag: 'admin',
  },
  listAdminOrders: { operationId: 'listAdminOrders', method: 'GET', path: '/api/admin/orders', tag: 'admin' },
  exportAdminOrders: {
    operationId: 'exportAdminOrders',
    method: 'GET',
    path: '/api/admin/orders/export.csv',
    tag: 'admin',
  },
  listAdminInvoices: {
    operationId: 'listAdminInvoices',
    method: 'GET',
    path: '/api/admin/invoices',
    tag: 'admin',
  },
  exportAdminInvoices: {
    operationId: 'exportAdminInvoices',
    method: 'GET',
    path: '/api/admin/invoices/export.csv',
    tag: 'admin',
  },
  listAdminTransactions: {
    operationId: 'listAdminTransactions',
    method: 'GET',
    path: '/api/admin/transactions',
    tag: 'admin',
  },
  exportAdminTransactions: {
    operationId: 'exportAdminTransactions',
    method: 'GET',
    path: '/api/admin/transactions/export.csv',
    tag: 'admin',
  },
  listAdminPayments: {
    operationId: 'listAdminPayments',
    method: 'GET',
    path: '/api/admin/payments',
    tag: 'admin',
  },
  exportAdminPayments: {
    operationId: 'exportAdminPayments',
    method: 'GET',
    path: '/api/admin/payments/export.csv',
    tag: 'admin',
  },
  getAdminWeeklyMoney: {
    operationId: 'getAdminWeeklyMoney',
    method: 'GET',
    path: '/api/admin/money/weekly',
    tag: 'admin',
  },
  approvePayout: {
    operationId: 'approvePayout',
    method: 'POST',
    path: '/api/admin/payouts/:id/approve',
    tag: 'admin',
  },
  markPayoutPaid: {
    operationId: 'markPayoutPaid',
    method: 'POST',
    path: '/api/admin/payouts/:id/mark-paid',
    tag: 'admin',
  },
  rejectPayout: {
    operationId: 'rejectPayout',
    method: 'POST',
    path: '/api/admin/payouts/:id/reject',
    tag: 'admin',
  },
} as unknown as (typeof ROUTE_GROUPS)['adminMoneyRoutes'];

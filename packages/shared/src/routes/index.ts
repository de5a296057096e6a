import { auctionRoutes } from './auctions';
import { auditRoutes } from './audit';
import { dashboardRoutes } from './dashboard';
import { geofeedRoutes } from './geofeeds';
import { invoiceRoutes } from './invoices';
import { kycRoutes } from './kyc';
import { notificationRoutes } from './notifications';
import { providerRoutes } from './providers';
import { sellerRequestRoutes } from './seller-requests';
import { staffRoutes } from './staff';
import { userManagementRoutes } from './user-management';
import { webhookRoutes } from './webhooks';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  auctionRoutes,
  auditRoutes,
  dashboardRoutes,
  geofeedRoutes,
  invoiceRoutes,
  kycRoutes,
  notificationRoutes,
  providerRoutes,
  sellerRequestRoutes,
  staffRoutes,
  userManagementRoutes,
  webhookRoutes,
} as const;

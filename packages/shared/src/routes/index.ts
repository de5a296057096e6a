import { adminMoneyRoutes } from './admin-money';
import { apiTokenRoutes } from './api-tokens';
import { asnRoutes } from './asns';
import { auctionRoutes } from './auctions';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { cardPaymentRoutes } from './card-payments';
import { checkoutRoutes } from './checkout';
import { conversationRoutes } from './conversations';
import { dashboardRoutes } from './dashboard';
import { demoRoutes, testControlRoutes } from './demo';
import { depositRoutes } from './deposits';
import { geofeedRoutes } from './geofeeds';
import { healthRoutes } from './health';
import { invoiceRoutes } from './invoices';
import { kycRoutes } from './kyc';
import { leaseDeliveryRoutes } from './lease-delivery';
import { liveEventRoutes } from './live-events';
import { loaRoutes } from './loas';
import { mfaRoutes } from './mfa';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { payoutRoutes } from './payouts';
import { profileRoutes } from './profile';
import { providerRoutes } from './providers';
import { reputationRoutes } from './reputation';
import { reverseDnsRoutes } from './reverse-dns';
import { rpkiRoutes } from './rpki';
import { sellerRequestRoutes } from './seller-requests';
import { staffRoutes } from './staff';
import { ticketRoutes } from './tickets';
import { userManagementRoutes } from './user-management';
import { walletRoutes } from './wallet';
import { webhookRoutes } from './webhooks';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  adminMoneyRoutes,
  apiTokenRoutes,
  asnRoutes,
  auctionRoutes,
  auditRoutes,
  authRoutes,
  cardPaymentRoutes,
  checkoutRoutes,
  conversationRoutes,
  dashboardRoutes,
  demoRoutes,
  depositRoutes,
  geofeedRoutes,
  healthRoutes,
  invoiceRoutes,
  kycRoutes,
  leaseDeliveryRoutes,
  liveEventRoutes,
  loaRoutes,
  mfaRoutes,
  notificationRoutes,
  orderRoutes,
  payoutRoutes,
  profileRoutes,
  providerRoutes,
  reputationRoutes,
  reverseDnsRoutes,
  rpkiRoutes,
  sellerRequestRoutes,
  staffRoutes,
  testControlRoutes,
  ticketRoutes,
  userManagementRoutes,
  walletRoutes,
  webhookRoutes,
} as const;

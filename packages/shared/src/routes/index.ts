import { abuseRoutes } from './abuse';
import { adminApprovalRoutes } from './admin-approvals';
import { adminMoneyRoutes } from './admin-money';
import { apiTokenRoutes } from './api-tokens';
import { asnRoutes } from './asns';
import { auctionRoutes } from './auctions';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { bundleRoutes } from './bundles';
import { cardPaymentRoutes } from './card-payments';
import { checkoutRoutes } from './checkout';
import { conversationRoutes } from './conversations';
import { dashboardRoutes } from './dashboard';
import { demoRoutes, testControlRoutes } from './demo';
import { depositRoutes } from './deposits';
import { geofeedRoutes } from './geofeeds';
import { healthRoutes } from './health';
import { invoiceRoutes } from './invoices';
import { ipBlockRoutes } from './ip-blocks';
import { kycRoutes } from './kyc';
import { landingRoutes } from './landing';
import { leaseDeliveryRoutes } from './lease-delivery';
import { listingRoutes } from './listings';
import { liveEventRoutes } from './live-events';
import { loaRoutes } from './loas';
import { marketplaceRoutes } from './marketplace';
import { marketplaceSetupRoutes } from './marketplace-setup';
import { mfaRoutes } from './mfa';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { payoutRoutes } from './payouts';
import { profileRoutes } from './profile';
import { providerRoutes } from './providers';
import { reputationRoutes } from './reputation';
import { reverseDnsRoutes } from './reverse-dns';
import { rpkiRoutes } from './rpki';
import { savedListingRoutes } from './saved-listings';
import { sellerRequestRoutes } from './seller-requests';
import { serverPackageRoutes } from './server-packages';
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
  abuseRoutes,
  adminApprovalRoutes,
  adminMoneyRoutes,
  apiTokenRoutes,
  asnRoutes,
  auctionRoutes,
  auditRoutes,
  authRoutes,
  bundleRoutes,
  cardPaymentRoutes,
  checkoutRoutes,
  conversationRoutes,
  dashboardRoutes,
  demoRoutes,
  depositRoutes,
  geofeedRoutes,
  healthRoutes,
  invoiceRoutes,
  ipBlockRoutes,
  kycRoutes,
  landingRoutes,
  leaseDeliveryRoutes,
  listingRoutes,
  liveEventRoutes,
  loaRoutes,
  marketplaceRoutes,
  marketplaceSetupRoutes,
  mfaRoutes,
  notificationRoutes,
  orderRoutes,
  payoutRoutes,
  profileRoutes,
  providerRoutes,
  reputationRoutes,
  reverseDnsRoutes,
  rpkiRoutes,
  savedListingRoutes,
  sellerRequestRoutes,
  serverPackageRoutes,
  staffRoutes,
  testControlRoutes,
  ticketRoutes,
  userManagementRoutes,
  walletRoutes,
  webhookRoutes,
} as const;

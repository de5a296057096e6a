import { adminMoneyRoutes } from './admin-money';
import { apiTokenRoutes } from './api-tokens';
import { asnRoutes } from './asns';
import { auctionRoutes } from './auctions';
import { authRoutes } from './auth';
import { cardPaymentRoutes } from './card-payments';
import { checkoutRoutes } from './checkout';
import { conversationRoutes } from './conversations';
import { demoRoutes, testControlRoutes } from './demo';
import { depositRoutes } from './deposits';
import { geofeedRoutes } from './geofeeds';
import { healthRoutes } from './health';
import { invoiceRoutes } from './invoices';
import { leaseDeliveryRoutes } from './lease-delivery';
import { liveEventRoutes } from './live-events';
import { loaRoutes } from './loas';
import { mfaRoutes } from './mfa';
import { orderRoutes } from './orders';
import { payoutRoutes } from './payouts';
import { profileRoutes } from './profile';
import { reputationRoutes } from './reputation';
import { reverseDnsRoutes } from './reverse-dns';
import { rpkiRoutes } from './rpki';
import { sellerRequestRoutes } from './seller-requests';
import { ticketRoutes } from './tickets';
import { walletRoutes } from './wallet';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  adminMoneyRoutes,
  apiTokenRoutes,
  asnRoutes,
  auctionRoutes,
  authRoutes,
  cardPaymentRoutes,
  checkoutRoutes,
  conversationRoutes,
  demoRoutes,
  depositRoutes,
  geofeedRoutes,
  healthRoutes,
  invoiceRoutes,
  leaseDeliveryRoutes,
  liveEventRoutes,
  loaRoutes,
  mfaRoutes,
  orderRoutes,
  payoutRoutes,
  profileRoutes,
  reputationRoutes,
  reverseDnsRoutes,
  rpkiRoutes,
  sellerRequestRoutes,
  testControlRoutes,
  ticketRoutes,
  walletRoutes,
} as const;

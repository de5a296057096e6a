import { apiTokenRoutes } from './api-tokens';
import { asnRoutes } from './asns';
import { auctionRoutes } from './auctions';
import { authRoutes } from './auth';
import { conversationRoutes } from './conversations';
import { demoRoutes, testControlRoutes } from './demo';
import { geofeedRoutes } from './geofeeds';
import { healthRoutes } from './health';
import { invoiceRoutes } from './invoices';
import { leaseDeliveryRoutes } from './lease-delivery';
import { liveEventRoutes } from './live-events';
import { loaRoutes } from './loas';
import { mfaRoutes } from './mfa';
import { profileRoutes } from './profile';
import { reputationRoutes } from './reputation';
import { reverseDnsRoutes } from './reverse-dns';
import { rpkiRoutes } from './rpki';
import { sellerRequestRoutes } from './seller-requests';
import { ticketRoutes } from './tickets';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  apiTokenRoutes,
  asnRoutes,
  auctionRoutes,
  authRoutes,
  conversationRoutes,
  demoRoutes,
  geofeedRoutes,
  healthRoutes,
  invoiceRoutes,
  leaseDeliveryRoutes,
  liveEventRoutes,
  loaRoutes,
  mfaRoutes,
  profileRoutes,
  reputationRoutes,
  reverseDnsRoutes,
  rpkiRoutes,
  sellerRequestRoutes,
  testControlRoutes,
  ticketRoutes,
} as const;

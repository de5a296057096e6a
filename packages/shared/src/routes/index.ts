import { apiTokenRoutes } from './api-tokens';
import { auctionRoutes } from './auctions';
import { authRoutes } from './auth';
import { demoRoutes, testControlRoutes } from './demo';
import { geofeedRoutes } from './geofeeds';
import { healthRoutes } from './health';
import { invoiceRoutes } from './invoices';
import { liveEventRoutes } from './live-events';
import { mfaRoutes } from './mfa';
import { profileRoutes } from './profile';
import { sellerRequestRoutes } from './seller-requests';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  apiTokenRoutes,
  auctionRoutes,
  authRoutes,
  demoRoutes,
  geofeedRoutes,
  healthRoutes,
  invoiceRoutes,
  liveEventRoutes,
  mfaRoutes,
  profileRoutes,
  sellerRequestRoutes,
  testControlRoutes,
} as const;

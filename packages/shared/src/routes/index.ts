import { auctionRoutes } from './auctions';
import { conversationRoutes } from './conversations';
import { geofeedRoutes } from './geofeeds';
import { invoiceRoutes } from './invoices';
import { reputationRoutes } from './reputation';
import { rpkiRoutes } from './rpki';
import { sellerRequestRoutes } from './seller-requests';
import { ticketRoutes } from './tickets';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  auctionRoutes,
  conversationRoutes,
  geofeedRoutes,
  invoiceRoutes,
  reputationRoutes,
  rpkiRoutes,
  sellerRequestRoutes,
  ticketRoutes,
} as const;

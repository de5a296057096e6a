import { asnRoutes } from './asns';
import { auctionRoutes } from './auctions';
import { geofeedRoutes } from './geofeeds';
import { invoiceRoutes } from './invoices';
import { leaseDeliveryRoutes } from './lease-delivery';
import { loaRoutes } from './loas';
import { reverseDnsRoutes } from './reverse-dns';
import { sellerRequestRoutes } from './seller-requests';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  asnRoutes,
  auctionRoutes,
  geofeedRoutes,
  invoiceRoutes,
  leaseDeliveryRoutes,
  loaRoutes,
  reverseDnsRoutes,
  sellerRequestRoutes,
} as const;

import { adminApprovalRoutes } from './admin-approvals';
import { auctionRoutes } from './auctions';
import { bundleRoutes } from './bundles';
import { geofeedRoutes } from './geofeeds';
import { invoiceRoutes } from './invoices';
import { ipBlockRoutes } from './ip-blocks';
import { landingRoutes } from './landing';
import { listingRoutes } from './listings';
import { marketplaceRoutes } from './marketplace';
import { savedListingRoutes } from './saved-listings';
import { sellerRequestRoutes } from './seller-requests';
import { serverPackageRoutes } from './server-packages';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  adminApprovalRoutes,
  auctionRoutes,
  bundleRoutes,
  geofeedRoutes,
  invoiceRoutes,
  ipBlockRoutes,
  landingRoutes,
  listingRoutes,
  marketplaceRoutes,
  savedListingRoutes,
  sellerRequestRoutes,
  serverPackageRoutes,
} as const;

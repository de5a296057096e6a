import { adminMoneyRoutes } from './admin-money';
import { auctionRoutes } from './auctions';
import { cardPaymentRoutes } from './card-payments';
import { checkoutRoutes } from './checkout';
import { depositRoutes } from './deposits';
import { geofeedRoutes } from './geofeeds';
import { invoiceRoutes } from './invoices';
import { orderRoutes } from './orders';
import { payoutRoutes } from './payouts';
import { sellerRequestRoutes } from './seller-requests';
import { walletRoutes } from './wallet';

/**
 * Every group of route declarations, for the tests and the server's checks. The web app imports the
 * group it calls, never this (each page loads only its own declarations).
 */
export const ROUTE_GROUPS = {
  adminMoneyRoutes,
  auctionRoutes,
  cardPaymentRoutes,
  checkoutRoutes,
  depositRoutes,
  geofeedRoutes,
  invoiceRoutes,
  orderRoutes,
  payoutRoutes,
  sellerRequestRoutes,
  walletRoutes,
} as const;

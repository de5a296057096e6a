// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.

/**
 * The web app's view of every declared route: the address, method and names a call needs, typed as
 * the full declaration (the answers and inputs a call checks at compile time), without the zod
 * schemas, which only the server runs. routes/web.test.ts holds the table to the declarations.
 */
export { abuseRoutes } from './web/abuse';
export { adminApprovalRoutes } from './web/admin-approval';
export { adminMoneyRoutes } from './web/admin-money';
export { apiTokenRoutes } from './web/api-token';
export { asnRoutes } from './web/asn';
export { auctionRoutes } from './web/auction';
export { auditRoutes } from './web/audit';
export { authRoutes } from './web/auth';
export { bundleRoutes } from './web/bundle';
export { cardPaymentRoutes } from './web/card-payment';
export { checkoutRoutes } from './web/checkout';
export { conversationRoutes } from './web/conversation';
export { dashboardRoutes } from './web/dashboard';
export { demoRoutes } from './web/demo';
export { depositRoutes } from './web/deposit';
export { geofeedRoutes } from './web/geofeed';
export { healthRoutes } from './web/health';
export { invoiceRoutes } from './web/invoice';
export { ipBlockRoutes } from './web/ip-block';
export { kycRoutes } from './web/kyc';
export { landingRoutes } from './web/landing';
export { leaseDeliveryRoutes } from './web/lease-delivery';
export { listingRoutes } from './web/listing';
export { liveEventRoutes } from './web/live-event';
export { loaRoutes } from './web/loa';
export { marketplaceRoutes } from './web/marketplace';
export { marketplaceSetupRoutes } from './web/marketplace-setup';
export { mfaRoutes } from './web/mfa';
export { notificationRoutes } from './web/notification';
export { orderRoutes } from './web/order';
export { payoutRoutes } from './web/payout';
export { profileRoutes } from './web/profile';
export { providerRoutes } from './web/provider';
export { reputationRoutes } from './web/reputation';
export { reverseDnsRoutes } from './web/reverse-dns';
export { rpkiRoutes } from './web/rpki';
export { savedListingRoutes } from './web/saved-listing';
export { sellerRequestRoutes } from './web/seller-request';
export { serverPackageRoutes } from './web/server-package';
export { staffRoutes } from './web/staff';
export { testControlRoutes } from './web/test-control';
export { ticketRoutes } from './web/ticket';
export { userManagementRoutes } from './web/user-management';
export { walletRoutes } from './web/wallet';
export { webhookRoutes } from './web/webhook';

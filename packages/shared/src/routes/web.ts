// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from './index';

/**
 * The web app's view of every declared route: the address, method and names a call needs, typed as
 * the full declaration (the answers and inputs a call checks at compile time), without the zod
 * schemas, which only the server runs. routes/web.test.ts holds the table to the declarations.
 */
type Groups = typeof ROUTE_GROUPS;

export const abuseRoutes = {
  submitAbuseReport: {
    operationId: 'submitAbuseReport',
    method: 'POST',
    path: '/api/abuse/reports',
    tag: 'abuse',
  },
  openAbuseReport: {
    operationId: 'openAbuseReport',
    method: 'POST',
    path: '/api/abuse/reports/open',
    tag: 'abuse',
  },
  sendXarfReport: { operationId: 'sendXarfReport', method: 'POST', path: '/api/abuse/xarf', tag: 'abuse' },
  sendArfReport: { operationId: 'sendArfReport', method: 'POST', path: '/api/abuse/arf', tag: 'abuse' },
  getAbuseRangeHistory: {
    operationId: 'getAbuseRangeHistory',
    method: 'GET',
    path: '/api/abuse/range-history',
    tag: 'abuse',
  },
  listAbuseCases: { operationId: 'listAbuseCases', method: 'GET', path: '/api/abuse/cases', tag: 'abuse' },
  countAbuseCases: {
    operationId: 'countAbuseCases',
    method: 'GET',
    path: '/api/abuse/cases/count',
    tag: 'abuse',
  },
  getAbuseCase: { operationId: 'getAbuseCase', method: 'GET', path: '/api/abuse/cases/:id', tag: 'abuse' },
  getAbuseEvidence: {
    operationId: 'getAbuseEvidence',
    method: 'GET',
    path: '/api/abuse/cases/:id/evidence/:evidenceId',
    tag: 'abuse',
  },
  acknowledgeAbuseCase: {
    operationId: 'acknowledgeAbuseCase',
    method: 'POST',
    path: '/api/abuse/cases/:id/acknowledge',
    tag: 'abuse',
  },
  resolveAbuseCase: {
    operationId: 'resolveAbuseCase',
    method: 'POST',
    path: '/api/abuse/cases/:id/resolve',
    tag: 'abuse',
  },
  disputeAbuseCase: {
    operationId: 'disputeAbuseCase',
    method: 'POST',
    path: '/api/abuse/cases/:id/dispute',
    tag: 'abuse',
  },
  postAbuseCaseMessage: {
    operationId: 'postAbuseCaseMessage',
    method: 'POST',
    path: '/api/abuse/cases/:id/messages',
    tag: 'abuse',
  },
  listAbuseQueue: {
    operationId: 'listAbuseQueue',
    method: 'GET',
    path: '/api/staff/abuse/cases',
    tag: 'abuse',
  },
  acceptAbuseAnswer: {
    operationId: 'acceptAbuseAnswer',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/accept',
    tag: 'abuse',
  },
  reopenAbuseCase: {
    operationId: 'reopenAbuseCase',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/reopen',
    tag: 'abuse',
  },
  suspendAbuseLease: {
    operationId: 'suspendAbuseLease',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/suspend-lease',
    tag: 'abuse',
  },
  liftAbuseSuspension: {
    operationId: 'liftAbuseSuspension',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/lift-suspension',
    tag: 'abuse',
  },
  endAbuseLease: {
    operationId: 'endAbuseLease',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/end-lease',
    tag: 'abuse',
  },
  closeAbuseDuplicates: {
    operationId: 'closeAbuseDuplicates',
    method: 'POST',
    path: '/api/staff/abuse/cases/close-duplicates',
    tag: 'abuse',
  },
} as unknown as Groups['abuseRoutes'];

export const adminApprovalRoutes = {
  getAdminStats: { operationId: 'getAdminStats', method: 'GET', path: '/api/admin/stats', tag: 'admin' },
  listPendingApprovals: {
    operationId: 'listPendingApprovals',
    method: 'GET',
    path: '/api/admin/approvals',
    tag: 'admin',
  },
  approveItem: {
    operationId: 'approveItem',
    method: 'POST',
    path: '/api/admin/approvals/:kind/:id/approve',
    tag: 'admin',
  },
  rejectItem: {
    operationId: 'rejectItem',
    method: 'POST',
    path: '/api/admin/approvals/:kind/:id/reject',
    tag: 'admin',
  },
} as unknown as Groups['adminApprovalRoutes'];

export const adminMoneyRoutes = {
  listAdminPayouts: {
    operationId: 'listAdminPayouts',
    method: 'GET',
    path: '/api/admin/payouts',
    tag: 'admin',
  },
  exportAdminPayouts: {
    operationId: 'exportAdminPayouts',
    method: 'GET',
    path: '/api/admin/payouts/export.csv',
    tag: 'admin',
  },
  listAdminOrders: { operationId: 'listAdminOrders', method: 'GET', path: '/api/admin/orders', tag: 'admin' },
  exportAdminOrders: {
    operationId: 'exportAdminOrders',
    method: 'GET',
    path: '/api/admin/orders/export.csv',
    tag: 'admin',
  },
  listAdminInvoices: {
    operationId: 'listAdminInvoices',
    method: 'GET',
    path: '/api/admin/invoices',
    tag: 'admin',
  },
  exportAdminInvoices: {
    operationId: 'exportAdminInvoices',
    method: 'GET',
    path: '/api/admin/invoices/export.csv',
    tag: 'admin',
  },
  listAdminTransactions: {
    operationId: 'listAdminTransactions',
    method: 'GET',
    path: '/api/admin/transactions',
    tag: 'admin',
  },
  exportAdminTransactions: {
    operationId: 'exportAdminTransactions',
    method: 'GET',
    path: '/api/admin/transactions/export.csv',
    tag: 'admin',
  },
  listAdminPayments: {
    operationId: 'listAdminPayments',
    method: 'GET',
    path: '/api/admin/payments',
    tag: 'admin',
  },
  exportAdminPayments: {
    operationId: 'exportAdminPayments',
    method: 'GET',
    path: '/api/admin/payments/export.csv',
    tag: 'admin',
  },
  getAdminWeeklyMoney: {
    operationId: 'getAdminWeeklyMoney',
    method: 'GET',
    path: '/api/admin/money/weekly',
    tag: 'admin',
  },
  approvePayout: {
    operationId: 'approvePayout',
    method: 'POST',
    path: '/api/admin/payouts/:id/approve',
    tag: 'admin',
  },
  markPayoutPaid: {
    operationId: 'markPayoutPaid',
    method: 'POST',
    path: '/api/admin/payouts/:id/mark-paid',
    tag: 'admin',
  },
  rejectPayout: {
    operationId: 'rejectPayout',
    method: 'POST',
    path: '/api/admin/payouts/:id/reject',
    tag: 'admin',
  },
} as unknown as Groups['adminMoneyRoutes'];

export const apiTokenRoutes = {
  listApiTokens: { operationId: 'listApiTokens', method: 'GET', path: '/api/api-tokens', tag: 'api-tokens' },
  createApiToken: {
    operationId: 'createApiToken',
    method: 'POST',
    path: '/api/api-tokens',
    tag: 'api-tokens',
  },
  revokeApiToken: {
    operationId: 'revokeApiToken',
    method: 'DELETE',
    path: '/api/api-tokens/:id',
    tag: 'api-tokens',
  },
} as unknown as Groups['apiTokenRoutes'];

export const asnRoutes = {
  listAsns: { operationId: 'listAsns', method: 'GET', path: '/api/asns', tag: 'asns' },
  submitAsn: { operationId: 'submitAsn', method: 'POST', path: '/api/asns', tag: 'asns' },
  listAdminAsns: { operationId: 'listAdminAsns', method: 'GET', path: '/api/admin/asns', tag: 'admin' },
  approveAsn: {
    operationId: 'approveAsn',
    method: 'POST',
    path: '/api/admin/asns/:id/approve',
    tag: 'admin',
  },
  rejectAsn: { operationId: 'rejectAsn', method: 'POST', path: '/api/admin/asns/:id/reject', tag: 'admin' },
} as unknown as Groups['asnRoutes'];

export const auctionRoutes = {
  listAuctions: { operationId: 'listAuctions', method: 'GET', path: '/api/auctions', tag: 'auctions' },
  listAuctionableBlocks: {
    operationId: 'listAuctionableBlocks',
    method: 'GET',
    path: '/api/auctions/blocks',
    tag: 'auctions',
  },
  listOwnAuctions: {
    operationId: 'listOwnAuctions',
    method: 'GET',
    path: '/api/auctions/mine',
    tag: 'auctions',
  },
  getAuction: { operationId: 'getAuction', method: 'GET', path: '/api/auctions/:id', tag: 'auctions' },
  createAuction: { operationId: 'createAuction', method: 'POST', path: '/api/auctions', tag: 'auctions' },
  placeBid: { operationId: 'placeBid', method: 'POST', path: '/api/auctions/:id/bids', tag: 'auctions' },
  buyNow: { operationId: 'buyNow', method: 'POST', path: '/api/auctions/:id/buy-now', tag: 'auctions' },
  listPendingAuctions: {
    operationId: 'listPendingAuctions',
    method: 'GET',
    path: '/api/admin/auctions',
    tag: 'admin',
  },
  approveAuction: {
    operationId: 'approveAuction',
    method: 'POST',
    path: '/api/admin/auctions/:id/approve',
    tag: 'admin',
  },
  rejectAuction: {
    operationId: 'rejectAuction',
    method: 'POST',
    path: '/api/admin/auctions/:id/reject',
    tag: 'admin',
  },
} as unknown as Groups['auctionRoutes'];

export const auditRoutes = {
  listAuditEntries: {
    operationId: 'listAuditEntries',
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'admin',
  },
  exportAuditEntries: {
    operationId: 'exportAuditEntries',
    method: 'GET',
    path: '/api/admin/audit/export.csv',
    tag: 'admin',
  },
} as unknown as Groups['auditRoutes'];

export const authRoutes = {
  getCsrfToken: { operationId: 'getCsrfToken', method: 'GET', path: '/api/auth/csrf', tag: 'auth' },
  getSession: { operationId: 'getSession', method: 'GET', path: '/api/auth/session', tag: 'auth' },
  registerAccount: {
    operationId: 'registerAccount',
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
  },
  signIn: { operationId: 'signIn', method: 'POST', path: '/api/auth/login', tag: 'auth' },
  signOut: { operationId: 'signOut', method: 'POST', path: '/api/auth/logout', tag: 'auth' },
  signOutEverywhere: {
    operationId: 'signOutEverywhere',
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    tag: 'auth',
  },
  verifyEmail: { operationId: 'verifyEmail', method: 'POST', path: '/api/auth/verify-email', tag: 'auth' },
  resendVerification: {
    operationId: 'resendVerification',
    method: 'POST',
    path: '/api/auth/resend-verification',
    tag: 'auth',
  },
  requestPasswordReset: {
    operationId: 'requestPasswordReset',
    method: 'POST',
    path: '/api/auth/forgot-password',
    tag: 'auth',
  },
  resetPassword: {
    operationId: 'resetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'auth',
  },
  confirmEmailChange: {
    operationId: 'confirmEmailChange',
    method: 'POST',
    path: '/api/auth/confirm-email',
    tag: 'auth',
  },
} as unknown as Groups['authRoutes'];

export const bundleRoutes = {
  listAvailableSubnets: {
    operationId: 'listAvailableSubnets',
    method: 'GET',
    path: '/api/server-packages/available-subnets',
    tag: 'server-packages',
  },
  getOwnBundle: {
    operationId: 'getOwnBundle',
    method: 'GET',
    path: '/api/server-packages/:id/bundle',
    tag: 'server-packages',
  },
  setBundleSubnets: {
    operationId: 'setBundleSubnets',
    method: 'PUT',
    path: '/api/server-packages/:id/bundle',
    tag: 'server-packages',
  },
  getPublicBundle: {
    operationId: 'getPublicBundle',
    method: 'GET',
    path: '/api/marketplace/server-packages/:id/bundle',
    tag: 'marketplace',
  },
} as unknown as Groups['bundleRoutes'];

export const cardPaymentRoutes = {
  listPaymentMethods: {
    operationId: 'listPaymentMethods',
    method: 'GET',
    path: '/api/payments/methods',
    tag: 'wallet',
  },
  getCardPayment: {
    operationId: 'getCardPayment',
    method: 'GET',
    path: '/api/card-payments/:id',
    tag: 'wallet',
  },
  receiveStripeWebhook: {
    operationId: 'receiveStripeWebhook',
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    tag: 'wallet',
  },
} as unknown as Groups['cardPaymentRoutes'];

export const checkoutRoutes = {
  getCheckoutSummary: {
    operationId: 'getCheckoutSummary',
    method: 'GET',
    path: '/api/checkout/:itemType/:id',
    tag: 'checkout',
  },
  holdCheckoutItem: {
    operationId: 'holdCheckoutItem',
    method: 'POST',
    path: '/api/checkout/:itemType/:id/hold',
    tag: 'checkout',
  },
  releaseCheckoutHold: {
    operationId: 'releaseCheckoutHold',
    method: 'DELETE',
    path: '/api/checkout/holds/:id',
    tag: 'checkout',
  },
  createCheckout: { operationId: 'createCheckout', method: 'POST', path: '/api/checkout', tag: 'checkout' },
} as unknown as Groups['checkoutRoutes'];

export const conversationRoutes = {
  listConversations: {
    operationId: 'listConversations',
    method: 'GET',
    path: '/api/conversations',
    tag: 'conversations',
  },
  startConversation: {
    operationId: 'startConversation',
    method: 'POST',
    path: '/api/conversations',
    tag: 'conversations',
  },
  getConversation: {
    operationId: 'getConversation',
    method: 'GET',
    path: '/api/conversations/:id',
    tag: 'conversations',
  },
  postConversationMessage: {
    operationId: 'postConversationMessage',
    method: 'POST',
    path: '/api/conversations/:id/messages',
    tag: 'conversations',
  },
  markConversationRead: {
    operationId: 'markConversationRead',
    method: 'POST',
    path: '/api/conversations/:id/read',
    tag: 'conversations',
  },
} as unknown as Groups['conversationRoutes'];

export const dashboardRoutes = {
  getDashboardOverview: {
    operationId: 'getDashboardOverview',
    method: 'GET',
    path: '/api/dashboard/overview',
    tag: 'dashboard',
  },
} as unknown as Groups['dashboardRoutes'];

export const demoRoutes = {
  resetDemoUsers: {
    operationId: 'resetDemoUsers',
    method: 'POST',
    path: '/api/demo/reset-users',
    tag: 'demo',
  },
  getDemoOutbox: { operationId: 'getDemoOutbox', method: 'GET', path: '/api/demo/outbox', tag: 'demo' },
} as unknown as Groups['demoRoutes'];

export const depositRoutes = {
  createDeposit: { operationId: 'createDeposit', method: 'POST', path: '/api/deposits', tag: 'wallet' },
} as unknown as Groups['depositRoutes'];

export const geofeedRoutes = {
  getSellerGeofeed: {
    operationId: 'getSellerGeofeed',
    method: 'GET',
    path: '/api/geofeeds/:sellerId.csv',
    tag: 'geofeeds',
  },
  getOrderGeolocation: {
    operationId: 'getOrderGeolocation',
    method: 'GET',
    path: '/api/orders/:id/geolocation',
    tag: 'orders',
  },
  setLeaseGeolocation: {
    operationId: 'setLeaseGeolocation',
    method: 'PUT',
    path: '/api/orders/:id/geolocation/:leaseId',
    tag: 'orders',
  },
  clearLeaseGeolocation: {
    operationId: 'clearLeaseGeolocation',
    method: 'DELETE',
    path: '/api/orders/:id/geolocation/:leaseId',
    tag: 'orders',
  },
} as unknown as Groups['geofeedRoutes'];

export const healthRoutes = {
  getHealth: { operationId: 'getHealth', method: 'GET', path: '/api/health', tag: 'health' },
  getReadiness: { operationId: 'getReadiness', method: 'GET', path: '/api/ready', tag: 'health' },
  getPublicConfig: { operationId: 'getPublicConfig', method: 'GET', path: '/api/config', tag: 'health' },
} as unknown as Groups['healthRoutes'];

export const invoiceRoutes = {
  listInvoices: { operationId: 'listInvoices', method: 'GET', path: '/api/invoices', tag: 'invoices' },
  getInvoicePdf: {
    operationId: 'getInvoicePdf',
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    tag: 'invoices',
  },
  getCreditNotePdf: {
    operationId: 'getCreditNotePdf',
    method: 'GET',
    path: '/api/credit-notes/:id/pdf',
    tag: 'invoices',
  },
  exportInvoicesCsv: {
    operationId: 'exportInvoicesCsv',
    method: 'GET',
    path: '/api/invoices/export.csv',
    tag: 'invoices',
  },
} as unknown as Groups['invoiceRoutes'];

export const ipBlockRoutes = {
  submitIpBlock: { operationId: 'submitIpBlock', method: 'POST', path: '/api/ip-blocks', tag: 'ip-blocks' },
  listIpBlocks: { operationId: 'listIpBlocks', method: 'GET', path: '/api/ip-blocks', tag: 'ip-blocks' },
  getIpBlock: { operationId: 'getIpBlock', method: 'GET', path: '/api/ip-blocks/:id', tag: 'ip-blocks' },
  getIpBlockLoa: {
    operationId: 'getIpBlockLoa',
    method: 'GET',
    path: '/api/ip-blocks/:id/loa',
    tag: 'ip-blocks',
  },
} as unknown as Groups['ipBlockRoutes'];

export const kycRoutes = {
  getKycState: { operationId: 'getKycState', method: 'GET', path: '/api/kyc', tag: 'kyc' },
  submitKyc: { operationId: 'submitKyc', method: 'POST', path: '/api/kyc', tag: 'kyc' },
  getKycDocument: {
    operationId: 'getKycDocument',
    method: 'GET',
    path: '/api/kyc/verifications/:id/documents/:kind',
    tag: 'kyc',
  },
  listPendingKyc: { operationId: 'listPendingKyc', method: 'GET', path: '/api/staff/kyc', tag: 'kyc' },
  reviewKyc: { operationId: 'reviewKyc', method: 'POST', path: '/api/staff/kyc/:id/review', tag: 'kyc' },
} as unknown as Groups['kycRoutes'];

export const landingRoutes = {
  getPublicStats: { operationId: 'getPublicStats', method: 'GET', path: '/api/public/stats', tag: 'landing' },
} as unknown as Groups['landingRoutes'];

export const leaseDeliveryRoutes = {
  getLeaseDelivery: {
    operationId: 'getLeaseDelivery',
    method: 'GET',
    path: '/api/orders/:id/delivery',
    tag: 'orders',
  },
  updateOrderStatus: {
    operationId: 'updateOrderStatus',
    method: 'POST',
    path: '/api/orders/:id/status',
    tag: 'orders',
  },
} as unknown as Groups['leaseDeliveryRoutes'];

export const listingRoutes = {
  createListing: { operationId: 'createListing', method: 'POST', path: '/api/listings', tag: 'listings' },
  listListings: { operationId: 'listListings', method: 'GET', path: '/api/listings', tag: 'listings' },
  getListing: { operationId: 'getListing', method: 'GET', path: '/api/listings/:id', tag: 'listings' },
  updateListing: { operationId: 'updateListing', method: 'PUT', path: '/api/listings/:id', tag: 'listings' },
  pauseListing: {
    operationId: 'pauseListing',
    method: 'POST',
    path: '/api/listings/:id/pause',
    tag: 'listings',
  },
  resumeListing: {
    operationId: 'resumeListing',
    method: 'POST',
    path: '/api/listings/:id/resume',
    tag: 'listings',
  },
  deleteListing: {
    operationId: 'deleteListing',
    method: 'DELETE',
    path: '/api/listings/:id',
    tag: 'listings',
  },
} as unknown as Groups['listingRoutes'];

export const liveEventRoutes = {
  streamLiveEvents: { operationId: 'streamLiveEvents', method: 'GET', path: '/api/events', tag: 'realtime' },
} as unknown as Groups['liveEventRoutes'];

export const loaRoutes = {
  listPendingLoaOrders: {
    operationId: 'listPendingLoaOrders',
    method: 'GET',
    path: '/api/loas/pending-orders',
    tag: 'loas',
  },
  listLoas: { operationId: 'listLoas', method: 'GET', path: '/api/loas', tag: 'loas' },
  uploadLoa: { operationId: 'uploadLoa', method: 'POST', path: '/api/loas', tag: 'loas' },
  generateLoa: { operationId: 'generateLoa', method: 'POST', path: '/api/loas/generate', tag: 'loas' },
  getLoaFile: { operationId: 'getLoaFile', method: 'GET', path: '/api/loas/:id/file', tag: 'loas' },
  verifyLoa: { operationId: 'verifyLoa', method: 'GET', path: '/api/loas/verify/:code', tag: 'loas' },
  listBuyerIpOrders: {
    operationId: 'listBuyerIpOrders',
    method: 'GET',
    path: '/api/loas/buyer-orders',
    tag: 'loas',
  },
  setOrderAsn: {
    operationId: 'setOrderAsn',
    method: 'PUT',
    path: '/api/loas/buyer-orders/:orderId/asn',
    tag: 'loas',
  },
  listAdminLoas: { operationId: 'listAdminLoas', method: 'GET', path: '/api/admin/loas', tag: 'admin' },
  approveLoa: {
    operationId: 'approveLoa',
    method: 'POST',
    path: '/api/admin/loas/:id/approve',
    tag: 'admin',
  },
  rejectLoa: { operationId: 'rejectLoa', method: 'POST', path: '/api/admin/loas/:id/reject', tag: 'admin' },
} as unknown as Groups['loaRoutes'];

export const marketplaceRoutes = {
  searchMarketplace: {
    operationId: 'searchMarketplace',
    method: 'GET',
    path: '/api/marketplace',
    tag: 'marketplace',
  },
  countMarketplace: {
    operationId: 'countMarketplace',
    method: 'GET',
    path: '/api/marketplace/count',
    tag: 'marketplace',
  },
  getMarketplaceListing: {
    operationId: 'getMarketplaceListing',
    method: 'GET',
    path: '/api/marketplace/listings/:id',
    tag: 'marketplace',
  },
  getMarketplaceServerPackage: {
    operationId: 'getMarketplaceServerPackage',
    method: 'GET',
    path: '/api/marketplace/server-packages/:id',
    tag: 'marketplace',
  },
} as unknown as Groups['marketplaceRoutes'];

export const mfaRoutes = {
  getMfaStatus: { operationId: 'getMfaStatus', method: 'GET', path: '/api/mfa', tag: 'mfa' },
  startMfaEnrollment: {
    operationId: 'startMfaEnrollment',
    method: 'POST',
    path: '/api/mfa/enroll',
    tag: 'mfa',
  },
  confirmMfaEnrollment: {
    operationId: 'confirmMfaEnrollment',
    method: 'POST',
    path: '/api/mfa/confirm',
    tag: 'mfa',
  },
  disableMfa: { operationId: 'disableMfa', method: 'POST', path: '/api/mfa/disable', tag: 'mfa' },
  verifyMfaSignIn: {
    operationId: 'verifyMfaSignIn',
    method: 'POST',
    path: '/api/auth/mfa/verify',
    tag: 'auth',
  },
} as unknown as Groups['mfaRoutes'];

export const notificationRoutes = {
  listNotifications: {
    operationId: 'listNotifications',
    method: 'GET',
    path: '/api/notifications',
    tag: 'notifications',
  },
  markNotificationRead: {
    operationId: 'markNotificationRead',
    method: 'POST',
    path: '/api/notifications/:id/read',
    tag: 'notifications',
  },
  markAllNotificationsRead: {
    operationId: 'markAllNotificationsRead',
    method: 'POST',
    path: '/api/notifications/read-all',
    tag: 'notifications',
  },
} as unknown as Groups['notificationRoutes'];

export const orderRoutes = {
  listOrders: { operationId: 'listOrders', method: 'GET', path: '/api/orders', tag: 'orders' },
  cancelOrder: { operationId: 'cancelOrder', method: 'POST', path: '/api/orders/:id/cancel', tag: 'orders' },
  disputeOrder: {
    operationId: 'disputeOrder',
    method: 'POST',
    path: '/api/orders/:id/dispute',
    tag: 'orders',
  },
  setOrderAutoRenew: {
    operationId: 'setOrderAutoRenew',
    method: 'PUT',
    path: '/api/orders/:id/auto-renew',
    tag: 'orders',
  },
  setOrderEndAtRenewal: {
    operationId: 'setOrderEndAtRenewal',
    method: 'PUT',
    path: '/api/orders/:id/end-at-renewal',
    tag: 'orders',
  },
  openOrderClaim: {
    operationId: 'openOrderClaim',
    method: 'POST',
    path: '/api/orders/:id/claims',
    tag: 'orders',
  },
  listStaffClaims: { operationId: 'listStaffClaims', method: 'GET', path: '/api/staff/claims', tag: 'staff' },
  decideClaim: {
    operationId: 'decideClaim',
    method: 'POST',
    path: '/api/staff/claims/:id/decision',
    tag: 'staff',
  },
} as unknown as Groups['orderRoutes'];

export const payoutRoutes = {
  listPayouts: { operationId: 'listPayouts', method: 'GET', path: '/api/payouts', tag: 'payouts' },
  getSellerMoney: {
    operationId: 'getSellerMoney',
    method: 'GET',
    path: '/api/payouts/balance',
    tag: 'payouts',
  },
  requestPayout: { operationId: 'requestPayout', method: 'POST', path: '/api/payouts', tag: 'payouts' },
} as unknown as Groups['payoutRoutes'];

export const profileRoutes = {
  getProfile: { operationId: 'getProfile', method: 'GET', path: '/api/profile', tag: 'profile' },
  updateProfile: { operationId: 'updateProfile', method: 'PUT', path: '/api/profile', tag: 'profile' },
  changePassword: {
    operationId: 'changePassword',
    method: 'PUT',
    path: '/api/profile/password',
    tag: 'profile',
  },
  getBillingProfile: {
    operationId: 'getBillingProfile',
    method: 'GET',
    path: '/api/profile/billing',
    tag: 'profile',
  },
  saveBillingProfile: {
    operationId: 'saveBillingProfile',
    method: 'PUT',
    path: '/api/profile/billing',
    tag: 'profile',
  },
  getPublicProfile: {
    operationId: 'getPublicProfile',
    method: 'GET',
    path: '/api/users/:id/public',
    tag: 'profile',
  },
} as unknown as Groups['profileRoutes'];

export const providerRoutes = {
  listProviderOffers: {
    operationId: 'listProviderOffers',
    method: 'GET',
    path: '/api/users/:id/offers',
    tag: 'profile',
  },
} as unknown as Groups['providerRoutes'];

export const reputationRoutes = {
  listMyIpReputation: {
    operationId: 'listMyIpReputation',
    method: 'GET',
    path: '/api/reputation/subnets',
    tag: 'reputation',
  },
  getMyReputationHistory: {
    operationId: 'getMyReputationHistory',
    method: 'GET',
    path: '/api/reputation/subnets/history',
    tag: 'reputation',
  },
  listReputationLogs: {
    operationId: 'listReputationLogs',
    method: 'GET',
    path: '/api/admin/reputation/logs',
    tag: 'admin',
  },
  getMyReputation: {
    operationId: 'getMyReputation',
    method: 'GET',
    path: '/api/reputation/me',
    tag: 'reputation',
  },
  listRatableOrders: {
    operationId: 'listRatableOrders',
    method: 'GET',
    path: '/api/reputation/ratable-orders',
    tag: 'reputation',
  },
  rateOrder: {
    operationId: 'rateOrder',
    method: 'POST',
    path: '/api/reputation/orders/:orderId/rating',
    tag: 'reputation',
  },
  listPenalties: { operationId: 'listPenalties', method: 'GET', path: '/api/admin/penalties', tag: 'admin' },
  applyPenalty: { operationId: 'applyPenalty', method: 'POST', path: '/api/admin/penalties', tag: 'admin' },
} as unknown as Groups['reputationRoutes'];

export const reverseDnsRoutes = {
  getOrderReverseDns: {
    operationId: 'getOrderReverseDns',
    method: 'GET',
    path: '/api/orders/:id/reverse-dns',
    tag: 'orders',
  },
  requestReverseDns: {
    operationId: 'requestReverseDns',
    method: 'POST',
    path: '/api/orders/:id/reverse-dns',
    tag: 'orders',
  },
  markReverseDnsDone: {
    operationId: 'markReverseDnsDone',
    method: 'POST',
    path: '/api/reverse-dns/:id/done',
    tag: 'orders',
  },
  declineReverseDns: {
    operationId: 'declineReverseDns',
    method: 'POST',
    path: '/api/reverse-dns/:id/decline',
    tag: 'orders',
  },
  withdrawReverseDns: {
    operationId: 'withdrawReverseDns',
    method: 'POST',
    path: '/api/reverse-dns/:id/withdraw',
    tag: 'orders',
  },
} as unknown as Groups['reverseDnsRoutes'];

export const rpkiRoutes = {
  getRpkiStatus: { operationId: 'getRpkiStatus', method: 'GET', path: '/api/admin/rpki', tag: 'admin' },
} as unknown as Groups['rpkiRoutes'];

export const savedListingRoutes = {
  listSavedListings: {
    operationId: 'listSavedListings',
    method: 'GET',
    path: '/api/saved-listings',
    tag: 'saved-listings',
  },
  getSavedState: {
    operationId: 'getSavedState',
    method: 'GET',
    path: '/api/saved-listings/:kind/:id',
    tag: 'saved-listings',
  },
  saveListing: {
    operationId: 'saveListing',
    method: 'PUT',
    path: '/api/saved-listings/:kind/:id',
    tag: 'saved-listings',
  },
  unsaveListing: {
    operationId: 'unsaveListing',
    method: 'DELETE',
    path: '/api/saved-listings/:kind/:id',
    tag: 'saved-listings',
  },
} as unknown as Groups['savedListingRoutes'];

export const sellerRequestRoutes = {
  getSellerStanding: {
    operationId: 'getSellerStanding',
    method: 'GET',
    path: '/api/seller-requests/mine',
    tag: 'seller-requests',
  },
  createSellerRequest: {
    operationId: 'createSellerRequest',
    method: 'POST',
    path: '/api/seller-requests',
    tag: 'seller-requests',
  },
  listPendingSellerRequests: {
    operationId: 'listPendingSellerRequests',
    method: 'GET',
    path: '/api/admin/seller-requests',
    tag: 'admin',
  },
  approveSellerRequest: {
    operationId: 'approveSellerRequest',
    method: 'POST',
    path: '/api/admin/seller-requests/:id/approve',
    tag: 'admin',
  },
  rejectSellerRequest: {
    operationId: 'rejectSellerRequest',
    method: 'POST',
    path: '/api/admin/seller-requests/:id/reject',
    tag: 'admin',
  },
} as unknown as Groups['sellerRequestRoutes'];

export const serverPackageRoutes = {
  listServerPackages: {
    operationId: 'listServerPackages',
    method: 'GET',
    path: '/api/server-packages',
    tag: 'server-packages',
  },
  getServerPackage: {
    operationId: 'getServerPackage',
    method: 'GET',
    path: '/api/server-packages/:id',
    tag: 'server-packages',
  },
  createServerPackage: {
    operationId: 'createServerPackage',
    method: 'POST',
    path: '/api/server-packages',
    tag: 'server-packages',
  },
  updateServerPackage: {
    operationId: 'updateServerPackage',
    method: 'PUT',
    path: '/api/server-packages/:id',
    tag: 'server-packages',
  },
  deleteServerPackage: {
    operationId: 'deleteServerPackage',
    method: 'DELETE',
    path: '/api/server-packages/:id',
    tag: 'server-packages',
  },
} as unknown as Groups['serverPackageRoutes'];

export const staffRoutes = {
  getStaffDashboard: {
    operationId: 'getStaffDashboard',
    method: 'GET',
    path: '/api/staff/dashboard',
    tag: 'staff',
  },
  getTicketCustomer: {
    operationId: 'getTicketCustomer',
    method: 'GET',
    path: '/api/staff/tickets/:id/customer',
    tag: 'staff',
  },
} as unknown as Groups['staffRoutes'];

export const testControlRoutes = {
  advanceTestClock: {
    operationId: 'advanceTestClock',
    method: 'POST',
    path: '/api/test/clock/advance',
    tag: 'test',
  },
  resetTestRateLimits: {
    operationId: 'resetTestRateLimits',
    method: 'POST',
    path: '/api/test/rate-limits/reset',
    tag: 'test',
  },
  runTestJobs: { operationId: 'runTestJobs', method: 'POST', path: '/api/test/jobs/run', tag: 'test' },
  sendTestNotification: {
    operationId: 'sendTestNotification',
    method: 'POST',
    path: '/api/test/notify',
    tag: 'test',
  },
  startTestSession: {
    operationId: 'startTestSession',
    method: 'POST',
    path: '/api/test/session',
    tag: 'test',
  },
} as unknown as Groups['testControlRoutes'];

export const ticketRoutes = {
  listMyTickets: { operationId: 'listMyTickets', method: 'GET', path: '/api/tickets', tag: 'tickets' },
  createTicket: { operationId: 'createTicket', method: 'POST', path: '/api/tickets', tag: 'tickets' },
  listTicketOrderChoices: {
    operationId: 'listTicketOrderChoices',
    method: 'GET',
    path: '/api/tickets/order-choices',
    tag: 'tickets',
  },
  listTicketAssignees: {
    operationId: 'listTicketAssignees',
    method: 'GET',
    path: '/api/tickets/assignees',
    tag: 'tickets',
  },
  getTicket: { operationId: 'getTicket', method: 'GET', path: '/api/tickets/:id', tag: 'tickets' },
  postTicketMessage: {
    operationId: 'postTicketMessage',
    method: 'POST',
    path: '/api/tickets/:id/messages',
    tag: 'tickets',
  },
  attachTicketFile: {
    operationId: 'attachTicketFile',
    method: 'POST',
    path: '/api/tickets/:id/attachments',
    tag: 'tickets',
  },
  getTicketAttachment: {
    operationId: 'getTicketAttachment',
    method: 'GET',
    path: '/api/tickets/:id/attachments/:attachmentId',
    tag: 'tickets',
  },
  changeTicketStatus: {
    operationId: 'changeTicketStatus',
    method: 'PUT',
    path: '/api/tickets/:id/status',
    tag: 'tickets',
  },
  assignTicket: {
    operationId: 'assignTicket',
    method: 'PUT',
    path: '/api/tickets/:id/assignee',
    tag: 'tickets',
  },
  listAdminTickets: {
    operationId: 'listAdminTickets',
    method: 'GET',
    path: '/api/admin/tickets',
    tag: 'tickets',
  },
  listTicketQueue: {
    operationId: 'listTicketQueue',
    method: 'GET',
    path: '/api/staff/tickets',
    tag: 'tickets',
  },
} as unknown as Groups['ticketRoutes'];

export const userManagementRoutes = {
  listStaffUsers: { operationId: 'listStaffUsers', method: 'GET', path: '/api/staff/users', tag: 'staff' },
  suspendUser: {
    operationId: 'suspendUser',
    method: 'POST',
    path: '/api/staff/users/:id/suspend',
    tag: 'staff',
  },
  reactivateUser: {
    operationId: 'reactivateUser',
    method: 'POST',
    path: '/api/staff/users/:id/reactivate',
    tag: 'staff',
  },
  changeUserRole: {
    operationId: 'changeUserRole',
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    tag: 'admin',
  },
} as unknown as Groups['userManagementRoutes'];

export const walletRoutes = {
  getWallet: { operationId: 'getWallet', method: 'GET', path: '/api/wallet', tag: 'wallet' },
  listWalletTransactions: {
    operationId: 'listWalletTransactions',
    method: 'GET',
    path: '/api/wallet/transactions',
    tag: 'wallet',
  },
  getWalletBalanceHistory: {
    operationId: 'getWalletBalanceHistory',
    method: 'GET',
    path: '/api/wallet/balance-history',
    tag: 'wallet',
  },
} as unknown as Groups['walletRoutes'];

export const webhookRoutes = {
  listWebhooks: { operationId: 'listWebhooks', method: 'GET', path: '/api/webhooks', tag: 'webhooks' },
  createWebhook: { operationId: 'createWebhook', method: 'POST', path: '/api/webhooks', tag: 'webhooks' },
  deleteWebhook: {
    operationId: 'deleteWebhook',
    method: 'DELETE',
    path: '/api/webhooks/:id',
    tag: 'webhooks',
  },
  testWebhook: {
    operationId: 'testWebhook',
    method: 'POST',
    path: '/api/webhooks/:id/test',
    tag: 'webhooks',
  },
  listWebhookDeliveries: {
    operationId: 'listWebhookDeliveries',
    method: 'GET',
    path: '/api/webhooks/deliveries',
    tag: 'webhooks',
  },
} as unknown as Groups['webhookRoutes'];

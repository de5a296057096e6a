/**
 * Generated from openapi.json by `npm run openapi` (openapi-typescript). Do not edit by hand.
 */

export interface paths {
  '/api/abuse/arf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a mail feedback report (ARF, RFC 5965) as a file
     * @description Multipart form: message, the whole mail (multipart/report; report-type=feedback-report).
     */
    post: operations['sendArfReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/cases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List my abuse cases, as the lessee or on the ranges I own */
    get: operations['listAbuseCases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/cases/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count the cases waiting for my answer */
    get: operations['countAbuseCases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/cases/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one abuse case as its lessee, its owner or staff */
    get: operations['getAbuseCase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/cases/{id}/acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Acknowledge a case (the lessee is on it) */
    post: operations['acknowledgeAbuseCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/cases/{id}/dispute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dispute a case as a false report, with the evidence */
    post: operations['disputeAbuseCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/cases/{id}/evidence/{evidenceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download one file of evidence of a case */
    get: operations['getAbuseEvidence'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/cases/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write in a case's thread (lessee, owner or staff)
     * @description The lessee writes to staff, the owner asks staff to act, staff write to the lessee.
     */
    post: operations['postAbuseCaseMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/cases/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resolve a case, saying what was done */
    post: operations['resolveAbuseCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/range-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A range's abuse history over the last year, in aggregate */
    get: operations['getAbuseRangeHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report abuse from an address (public form)
     * @description Anyone may report. Nothing is routed until the reporter opens the link mailed to them; the answer never says whether the address is leased.
     */
    post: operations['submitAbuseReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/reports/open': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open the reporter's private link: verify the report once, then follow its case
     * @description The first opening verifies the reporter's email and routes the report; every opening answers its state, without the lessee's identity.
     */
    post: operations['openAbuseReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abuse/xarf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an XARF abuse report (programs with an abuse token)
     * @description One XARF report (version 4, or version 3) as a JSON object; routed at once.
     */
    post: operations['sendXarfReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the IP blocks, server packages and listings awaiting review */
    get: operations['listPendingApprovals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/approvals/{kind}/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve an IP block, server package or listing awaiting review */
    post: operations['approveItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/approvals/{kind}/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject an item awaiting review, with the reason its owner reads */
    post: operations['rejectItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/asns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every ASN for review, filtered and paged */
    get: operations['listAdminAsns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/asns/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve an ASN waiting for review */
    post: operations['approveAsn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/asns/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject an ASN waiting for review, with the reason */
    post: operations['rejectAsn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auctions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the auctions waiting for review */
    get: operations['listPendingAuctions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auctions/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve an auction waiting for review */
    post: operations['approveAuction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auctions/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject an auction waiting for review, with the reason */
    post: operations['rejectAuction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the audit log, filtered and paged */
    get: operations['listAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export the filtered audit log as CSV */
    get: operations['exportAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every invoice, filtered, a page at a time */
    get: operations['listAdminInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/invoices/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export the filtered invoices as a CSV file */
    get: operations['exportAdminInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/loas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every letter of authorization, filtered and paged */
    get: operations['listAdminLoas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/loas/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve an uploaded letter of authorization */
    post: operations['approveLoa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/loas/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject an uploaded letter of authorization, with the reason */
    post: operations['rejectLoa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/money/weekly': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read platform fees and order volume by week, oldest first */
    get: operations['getAdminWeeklyMoney'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every order, filtered, a page at a time */
    get: operations['listAdminOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export the filtered orders as a CSV file */
    get: operations['exportAdminOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every gateway payment, filtered, a page at a time */
    get: operations['listAdminPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export the filtered gateway payments as a CSV file */
    get: operations['exportAdminPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every payout, filtered, a page at a time */
    get: operations['listAdminPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export the filtered payouts as a CSV file */
    get: operations['exportAdminPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a requested payout */
    post: operations['approvePayout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/{id}/mark-paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark an approved payout as paid, with the reference of the transfer */
    post: operations['markPayoutPaid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a payout with a reason, returning its amount to the wallet */
    post: operations['rejectPayout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/penalties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the penalties applied to users, filtered and paged */
    get: operations['listPenalties'];
    put?: never;
    /** Apply a penalty to a user */
    post: operations['applyPenalty'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reputation/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the reputation checks of every subnet, filtered and paged */
    get: operations['listReputationLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rpki': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read whether RPKI data is configured, current and loading */
    get: operations['getRpkiStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/seller-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the requests to sell awaiting a decision */
    get: operations['listPendingSellerRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/seller-requests/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a leaser's request to sell */
    post: operations['approveSellerRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/seller-requests/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a leaser's request to sell, with the reason */
    post: operations['rejectSellerRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the card processor, mail, file storage and running instances */
    get: operations['getMarketplaceSetup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the admin page's stat cards: users, active orders, pending reviews */
    get: operations['getAdminStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every support ticket, newest first, filtered and paged */
    get: operations['listAdminTickets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every wallet transaction, filtered, a page at a time */
    get: operations['listAdminTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/transactions/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export the filtered wallet transactions as a CSV file */
    get: operations['exportAdminTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a user's role */
    put: operations['changeUserRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's personal API tokens */
    get: operations['listApiTokens'];
    put?: never;
    /**
     * Create a personal API token
     * @description Creates a personal API token. The answer holds the whole token (`secret`) once; only its hash is kept. Send it as `Authorization: Bearer <token>`.
     */
    post: operations['createApiToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a personal API token */
    delete: operations['revokeApiToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/asns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's ASNs */
    get: operations['listAsns'];
    put?: never;
    /** Submit an ASN for review */
    post: operations['submitAsn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auctions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the live auctions, optionally matching a search */
    get: operations['listAuctions'];
    put?: never;
    /** Put an approved block up for auction, for review */
    post: operations['createAuction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auctions/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the seller's approved blocks that can be put up for auction
     * @description The signed-in seller’s approved blocks that can be put up for auction.
     */
    get: operations['listAuctionableBlocks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auctions/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the seller's own auctions, any status
     * @description The signed-in seller’s own auctions, any status.
     */
    get: operations['listOwnAuctions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auctions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an auction with its bids */
    get: operations['getAuction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auctions/{id}/bids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bid on a live auction */
    post: operations['placeBid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auctions/{id}/buy-now': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy an auction's block at its Buy Now price */
    post: operations['buyNow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/confirm-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a new email address with the mailed token */
    post: operations['confirmEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/csrf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the CSRF token to send with every write
     * @description The token a browser sends as `x-csrf-token` on every POST, PUT, PATCH and DELETE.
     */
    get: operations['getCsrfToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description Starts a new session (a fresh cookie); with a second factor on, the session waits for its code (POST /api/auth/mfa/verify).
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out of this session */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout-everywhere': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End every session of the caller's account, this one too */
    post: operations['signOutEverywhere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/mfa/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish signing in with a second-factor or recovery code
     * @description The second step of sign-in: only a session still waiting for its code may call it.
     */
    post: operations['verifyMfaSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and mail its verification link */
    post: operations['registerAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/resend-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail the verification link again */
    post: operations['resendVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the mailed reset token */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read who is signed in, and whether a second factor is awaited */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify an email address with the mailed token */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card-payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read how a card payment confirmed by the processor is getting on
     * @description A card payment of yours that the card processor confirms (Stripe): pending until the processor's answer arrives, then the answer the payment request finally gives.
     */
    get: operations['getCardPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay for an IP listing or a server package and create the order
     * @description Pays for an IP listing or a server package (price + $5.00 fee) and creates the order. It leases the caller's held unit when they hold one. Send an Idempotency-Key header to make retries safe.
     */
    post: operations['createCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/holds/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Release the caller's checkout hold
     * @description Releases the caller's hold (the checkout page was left).
     */
    delete: operations['releaseCheckoutHold'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/{itemType}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the checkout summary of an IP listing or a server package
     * @description The checkout summary; a read that reports the caller's live hold of the item, if any.
     */
    get: operations['getCheckoutSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/{itemType}/{id}/hold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hold one unit of an item for the caller for 15 minutes
     * @description Holds one unit of the item for the caller for 15 minutes (201), or refreshes their hold (200), and answers the checkout summary. When other buyers hold every free unit nothing is held and `heldUntil` says when the first of their holds ends.
     */
    post: operations['holdCheckoutItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer a claim on one's sale
     * @description The seller answers an open claim on their lease, once: what they checked and what they see. The buyer is told; staff read it beside the claim.
     */
    post: operations['answerOrderClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read whether demo mode is on and who takes card payments */
    get: operations['getPublicConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's buyer–seller conversations */
    get: operations['listConversations'];
    put?: never;
    /**
     * Open (or reopen) the conversation with the provider of a listing
     * @description Contact Provider: opens (or reopens) the conversation about a listing.
     */
    post: operations['startConversation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a conversation and its messages */
    get: operations['getConversation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a message to a conversation */
    post: operations['postConversationMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a conversation read up to now
     * @description Marks the thread read up to now for the signed-in party.
     */
    post: operations['markConversationRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/credit-notes/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a credit note as a PDF
     * @description A credit note issued against one of the caller's invoices, as a PDF file, for its owner only.
     */
    get: operations['getCreditNotePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the dashboard's figures for the caller's role */
    get: operations['getDashboardOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deposits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add money to the wallet
     * @description Adds money to the wallet. Send an Idempotency-Key header to make retries safe.
     */
    post: operations['createDeposit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow live events as a server-sent event stream
     * @description A server-sent event stream of the topics asked for (the signed-in user's own topic by default). A reconnecting browser sends Last-Event-ID and first receives what it missed.
     */
    get: operations['streamLiveEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geofeeds/{sellerId}.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a seller's geofeed (RFC 8805)
     * @description A seller's RFC 8805 geofeed: their listed ranges and the ranges leased from them, with country, region and city. Answers 304 to a matching If-None-Match (weak comparison).
     */
    get: operations['getSellerGeofeed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check that the process answers (liveness) */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's invoices, newest first */
    get: operations['listInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export the caller's invoices and credit notes for accounting
     * @description One row per document line (invoices and credit notes) with net, tax, gross, currency and the buyer VAT ID, as UTF-8 CSV with a byte order mark.
     */
    get: operations['exportInvoicesCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an invoice as a PDF
     * @description The invoice as a PDF file, for its owner only.
     */
    get: operations['getInvoicePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ip-blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's IP blocks, newest first */
    get: operations['listIpBlocks'];
    put?: never;
    /** Submit an IP block with its LOA for review */
    post: operations['submitIpBlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ip-blocks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one of the caller's IP blocks with its subnets */
    get: operations['getIpBlock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ip-blocks/{id}/loa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an IP block's LOA PDF
     * @description The LOA PDF of a block, for its owner and admins.
     */
    get: operations['getIpBlockLoa'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kyc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the caller's identity verification state */
    get: operations['getKycState'];
    put?: never;
    /**
     * Send identity documents for verification
     * @description Multipart form: idProof (required) and businessDocument (optional), PDF, JPEG or PNG, at most 5 MB each; country (required), the ISO 3166-1 alpha-2 code of the country the applicant lives in.
     */
    post: operations['submitKyc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kyc/verifications/{id}/documents/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a document sent for identity verification
     * @description A KYC document, for its owner and for staff and admins only.
     */
    get: operations['getKycDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's listings, newest first */
    get: operations['listListings'];
    put?: never;
    /** Create a listing; it goes to review */
    post: operations['createListing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one of the caller's listings */
    get: operations['getListing'];
    /** Edit one of the caller's listings; a text change goes to review */
    put: operations['updateListing'];
    post?: never;
    /** Delete a listing and free its range; running leases continue */
    delete: operations['deleteListing'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take a live listing off the marketplace */
    post: operations['pauseListing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bring a paused listing back to the marketplace without a new review */
    post: operations['resumeListing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the letters the caller issued as seller */
    get: operations['listLoas'];
    put?: never;
    /**
     * Upload a signed letter of authorization for an order
     * @description Multipart form: orderId and loa (a PDF, at most 5 MB).
     */
    post: operations['uploadLoa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loas/buyer-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the buyer's IP orders and the ASN each names */
    get: operations['listBuyerIpOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loas/buyer-orders/{orderId}/asn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Name the approved ASN an IP order is announced from */
    put: operations['setOrderAsn'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loas/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate a letter of authorization from the order */
    post: operations['generateLoa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loas/pending-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the seller's IP orders that still need a letter */
    get: operations['listPendingLoaOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loas/verify/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check a letter of authorization by the code printed on it
     * @description Public: anyone holding the letter checks whether it is in force. Limited per address against code guessing.
     */
    get: operations['verifyLoa'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loas/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a letter of authorization as a PDF
     * @description The LOA PDF, for the order’s monetizer and buyer and for admins only.
     */
    get: operations['getLoaFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/marketplace': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the marketplace: one page of listings and server packages */
    get: operations['searchMarketplace'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/marketplace/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count the marketplace items that match a set of filters, up to the cap */
    get: operations['countMarketplace'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/marketplace/listings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a listing's marketplace page */
    get: operations['getMarketplaceListing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/marketplace/server-packages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a server package's marketplace page */
    get: operations['getMarketplaceServerPackage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/marketplace/server-packages/{id}/bundle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read what a marketplace bundle includes: server specs and subnets */
    get: operations['getPublicBundle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read whether the caller's second factor is on */
    get: operations['getMfaStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mfa/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn the second factor on with a code from the new secret */
    post: operations['confirmMfaEnrollment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mfa/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn the second factor off with a code */
    post: operations['disableMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mfa/enroll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start setting up a second factor: a new secret, as a QR image and text */
    post: operations['startMfaEnrollment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's notifications */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark all the caller's notifications read */
    post: operations['markAllNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one notification read */
    post: operations['markNotificationRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the caller's orders, as leaser or as monetizer
     * @description The signed-in user's orders: as leaser (default) or as monetizer (what they sold).
     */
    get: operations['listOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/auto-renew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Turn automatic renewal of an order on or off */
    put: operations['setOrderAutoRenew'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel an order before activation, refunding the buyer */
    post: operations['cancelOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim an active IP lease is unusable
     * @description The buyer claims an active IP lease is unusable, within 7 days of its activation.
     */
    post: operations['openOrderClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/delivery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the delivery steps of a lease
     * @description The steps of a lease for its buyer or seller, and for staff and admins to read: ASN, letter of authorization, the ROA and its RPKI state, activation, claim window, end.
     */
    get: operations['getLeaseDelivery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/dispute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dispute an order before activation, refunding the buyer */
    post: operations['disputeOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/end-at-renewal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Schedule or cancel the end of an order at its next renewal
     * @description The buyer ends an active order at its next renewal (true) or keeps it renewing (false), until 24 hours before the renewal date and never inside its minimum term.
     */
    put: operations['setOrderEndAtRenewal'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/geolocation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the geolocation of an order's leased ranges
     * @description The leased ranges of the caller's order and the geolocation each has in the geofeed.
     */
    get: operations['getOrderGeolocation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/geolocation/{leaseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set where a leased range is used
     * @description The leaser sets one leased range's country, region and city in the seller's geofeed.
     */
    put: operations['setLeaseGeolocation'];
    post?: never;
    /**
     * Remove a leased range's geolocation
     * @description The leaser removes their geolocation: the feed shows the listing's country again.
     */
    delete: operations['clearLeaseGeolocation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/reverse-dns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an order's reverse zones and delegation requests
     * @description The reverse zones of the order's leased prefix and its delegation requests, newest first.
     */
    get: operations['getOrderReverseDns'];
    put?: never;
    /**
     * Ask the seller to delegate the reverse zones
     * @description The buyer asks the seller to delegate the range's reverse zones to 2 to 4 name servers.
     */
    post: operations['requestReverseDns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move an order to provisioning or active
     * @description The seller moves an order to provisioning, then active; an IP lease becomes active only with its paperwork.
     */
    post: operations['updateOrderStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the payment gateways offered at checkout and deposit
     * @description The payment gateways this server offers at checkout and deposit. A demo lists the other gateways too, marked demo (they answer the not-implemented notice).
     */
    get: operations['listPaymentMethods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive Stripe's events about card payments
     * @description Stripe's events about card payments, verified by their Stripe-Signature. Each event is applied once, whatever order they arrive in.
     */
    post: operations['receiveStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's payouts, newest first */
    get: operations['listPayouts'];
    put?: never;
    /**
     * Request a payout of part of the wallet balance
     * @description Requests a payout; the amount is reserved at once. Send an Idempotency-Key header.
     */
    post: operations['requestPayout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's balances, sale holds with release dates, lifetime earnings */
    get: operations['getSellerMoney'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the caller's profile */
    get: operations['getProfile'];
    /** Update the caller's profile; a new email waits for its confirmation */
    put: operations['updateProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the caller's billing profile (null before the first save) */
    get: operations['getBillingProfile'];
    /** Save the caller's billing profile; a VAT ID is checked for the billing country */
    put: operations['saveBillingProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the caller's password; other sessions end */
    put: operations['changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read what the marketplace holds now, for the landing page's stats strip */
    get: operations['getPublicStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check that the server is ready: database, migrations and live events
     * @description Answers 200 when ready, 503 otherwise. Which check failed, and which migrations are missing, is told only to the operators (the machine itself or the metrics token as Bearer); anyone else reads the status alone.
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reputation/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the caller's own rating, order record, recent ratings and penalties */
    get: operations['getMyReputation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reputation/orders/{orderId}/rating': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rate the other party of a completed order */
    post: operations['rateOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reputation/ratable-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's orders that may still be rated */
    get: operations['listRatableOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reputation/subnets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the reputation of the caller's subnets */
    get: operations['listMyIpReputation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reputation/subnets/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the reputation checks of the caller's subnets over the last days */
    get: operations['getMyReputationHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reverse-dns/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a reverse DNS request, with the reason
     * @description The order's seller declines the request with a reason the buyer reads.
     */
    post: operations['declineReverseDns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reverse-dns/{id}/done': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a reverse DNS request as delegated
     * @description The order's seller says the reverse zones are delegated as asked.
     */
    post: operations['markReverseDnsDone'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reverse-dns/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw an open reverse DNS request
     * @description The buyer withdraws their open request.
     */
    post: operations['withdrawReverseDns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-listings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's saved listings */
    get: operations['listSavedListings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-listings/{kind}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read whether the caller has saved a listing */
    get: operations['getSavedState'];
    /** Save a listing; saving it again changes nothing */
    put: operations['saveListing'];
    post?: never;
    /** Remove a listing from the saved ones; removing it again changes nothing */
    delete: operations['unsaveListing'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask to become a seller */
    post: operations['createSellerRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller-requests/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the caller's standing as a would-be seller
     * @description The caller’s role, KYC state, latest request and whether they may send one now.
     */
    get: operations['getSellerStanding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/server-packages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's server packages */
    get: operations['listServerPackages'];
    put?: never;
    /** Offer a server package; it goes to review */
    post: operations['createServerPackage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/server-packages/available-subnets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the caller's subnets that can go into a bundle
     * @description The caller’s subnets that can go into a bundle.
     */
    get: operations['listAvailableSubnets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/server-packages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one of the caller's server packages */
    get: operations['getServerPackage'];
    /** Edit one of the caller's server packages; it goes back to review */
    put: operations['updateServerPackage'];
    post?: never;
    /** Delete one of the caller's server packages that has no open orders */
    delete: operations['deleteServerPackage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/server-packages/{id}/bundle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the subnets one of the caller's server packages bundles */
    get: operations['getOwnBundle'];
    /**
     * Replace the subnets a server package's bundle includes
     * @description Replaces the subnets a bundle includes with the given set.
     */
    put: operations['setBundleSubnets'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/abuse/cases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The abuse queue, by time left */
    get: operations['listAbuseQueue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/abuse/cases/close-duplicates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close cases as duplicates of one case */
    post: operations['closeAbuseDuplicates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/abuse/cases/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept the lessee's answer and close the case
     * @description A resolution closes the case upheld; a dispute closes it dismissed.
     */
    post: operations['acceptAbuseAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/abuse/cases/{id}/end-lease': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End a lease after repeated upheld cases */
    post: operations['endAbuseLease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/abuse/cases/{id}/lift-suspension': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift the suspension of a case's lease */
    post: operations['liftAbuseSuspension'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/abuse/cases/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reopen a case with a new deadline */
    post: operations['reopenAbuseCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/abuse/cases/{id}/suspend-lease': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend only the lease of an unanswered case */
    post: operations['suspendAbuseLease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the claims on leases, by status */
    get: operations['listStaffClaims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/claims/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refund a claim or reject it with a reason
     * @description Refund the claim (the lease ends) or reject it with a reason.
     */
    post: operations['decideClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the staff panel's counts */
    get: operations['getStaffDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/kyc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the identity verifications waiting for review, oldest first */
    get: operations['listPendingKyc'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/kyc/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve or reject an identity verification */
    post: operations['reviewKyc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the support queue, filtered and paged
     * @description The support queue: urgent first, then the ticket waiting longest.
     */
    get: operations['listTicketQueue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/tickets/{id}/customer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a ticket opener's account, KYC state and newest orders
     * @description The ticket opener's account, KYC state and newest orders, for the staff ticket page.
     */
    get: operations['getTicketCustomer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the users by name or email, filtered and paged */
    get: operations['listStaffUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/users/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reactivate a suspended user */
    post: operations['reactivateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/users/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend a user, with the reason */
    post: operations['suspendUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the support tickets the caller opened */
    get: operations['listMyTickets'];
    put?: never;
    /** Open a support ticket */
    post: operations['createTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/assignees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the staff members and admins a ticket may be assigned to */
    get: operations['listTicketAssignees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/order-choices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's orders a new ticket may be about */
    get: operations['listTicketOrderChoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a support ticket and its messages */
    get: operations['getTicket'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/{id}/assignee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Assign a support ticket to a staff member, or unassign it */
    put: operations['assignTicket'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/{id}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Attach a file (and optional text) to a support ticket as one message
     * @description Multipart form: file (PDF, PNG or JPEG, at most 5 MB) and an optional message.
     */
    post: operations['attachTicketFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/{id}/attachments/{attachmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a file attached to a support ticket
     * @description A ticket's file, for the ticket's opener and for staff and admins only.
     */
    get: operations['getTicketAttachment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a message to a support ticket */
    post: operations['postTicketMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a support ticket's status */
    put: operations['changeTicketStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a provider's live marketplace items and auctions
     * @description The provider page's live offers: marketplace items and live auctions.
     */
    get: operations['listProviderOffers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a user's public profile and newest reviews */
    get: operations['getPublicProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the caller's wallet balance */
    get: operations['getWallet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/balance-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the wallet's daily balance over the last days */
    get: operations['getWalletBalanceHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the wallet's transactions, newest first, a page at a time */
    get: operations['listWalletTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's webhook endpoints */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Register a webhook endpoint
     * @description Registers an endpoint; the answer carries its signing secret, shown this once.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the caller's latest webhook deliveries
     * @description The caller’s last 50 deliveries, newest first.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a webhook endpoint */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test ping to a webhook endpoint
     * @description Sends a signed `ping` event to the endpoint now (one attempt) and reports the answer.
     */
    post: operations['testWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorBody: {
      code: string;
      title: string;
      message: string;
      field?: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  sendArfReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'case_opened' | 'case_joined' | 'not_leased' | 'too_broad' | 'awaiting_verification';
            reference: string | null;
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is not of an accepted type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAbuseCases: {
    parameters: {
      query?: {
        as?: 'lessee' | 'owner';
        state?: 'live' | 'closed' | 'all';
        page?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  countAbuseCases: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            waiting: number;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAbuseCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            reference: string;
            target: string;
            leasedPrefix: string;
            /** @enum {string} */
            category:
              'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
            /** @enum {string} */
            status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
            /** @enum {string|null} */
            outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
            reportCount: number;
            /** Format: date-time */
            openedAt: string;
            /** Format: date-time */
            deadlineAt: string;
            overdue: boolean;
            leaseSuspended: boolean;
            /** Format: uuid */
            orderId: string;
            lesseeName: string;
            /** @enum {string} */
            viewerRole: 'lessee' | 'owner' | 'staff';
            ownerName: string;
            /** Format: date-time */
            suspendableAt: string | null;
            /** Format: date-time */
            closedAt: string | null;
            reports: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              source: 'form' | 'xarf' | 'arf';
              /** Format: date-time */
              seenAt: string;
              /** Format: date-time */
              receivedAt: string;
              description: string;
              reporterEmail: string | null;
              reporterOrg: string | null;
              evidence: {
                /** Format: uuid */
                id: string;
                filename: string;
                contentType: string;
                sizeBytes: number;
              }[];
            }[];
            events: {
              /** Format: uuid */
              id: string;
              /** Format: date-time */
              at: string;
              /** @enum {string} */
              kind:
                | 'opened'
                | 'report_joined'
                | 'acknowledged'
                | 'resolved'
                | 'disputed'
                | 'message'
                | 'owner_request'
                | 'accepted'
                | 'reopened'
                | 'reminder'
                | 'warning'
                | 'suspension_allowed'
                | 'lease_suspended'
                | 'suspension_lifted'
                | 'lease_ended'
                | 'closed_duplicate';
              /** @enum {string} */
              actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
              body: string | null;
            }[];
            staff: {
              canAccept: boolean;
              canReopen: boolean;
              canSuspend: boolean;
              canLiftSuspension: boolean;
              canEndLease: boolean;
              upheldOnLease: number;
            } | null;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  acknowledgeAbuseCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  disputeAbuseCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAbuseEvidence: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        evidenceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file as reported, sent as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'message/rfc822': string;
          'application/pdf': string;
          'image/png': string;
          'image/jpeg': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAbuseCaseMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resolveAbuseCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAbuseRangeHistory: {
    parameters: {
      query: {
        prefix: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prefix: string;
            cases: number;
            upheld: number;
            medianHoursToAnswer: number | null;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  submitAbuseReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'case_opened' | 'case_joined' | 'not_leased' | 'too_broad' | 'awaiting_verification';
            reference: string | null;
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is not of an accepted type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  openAbuseReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'case_opened' | 'case_joined' | 'not_leased' | 'too_broad' | 'awaiting_verification';
            reference: string | null;
            target: string;
            /** @enum {string} */
            category:
              'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
            /** Format: date-time */
            seenAt: string;
            /** @enum {string|null} */
            status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed' | null;
            /** @enum {string|null} */
            outcomeOfCase: 'upheld' | 'dismissed' | 'duplicate' | null;
            /** Format: date-time */
            deadlineAt: string | null;
            reportCount: number | null;
            events: {
              /** Format: uuid */
              id: string;
              /** Format: date-time */
              at: string;
              /** @enum {string} */
              kind:
                | 'opened'
                | 'report_joined'
                | 'acknowledged'
                | 'resolved'
                | 'disputed'
                | 'message'
                | 'owner_request'
                | 'accepted'
                | 'reopened'
                | 'reminder'
                | 'warning'
                | 'suspension_allowed'
                | 'lease_suspended'
                | 'suspension_lifted'
                | 'lease_ended'
                | 'closed_duplicate';
              /** @enum {string} */
              actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
              body: string | null;
            }[];
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  sendXarfReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'case_opened' | 'case_joined' | 'not_leased' | 'too_broad' | 'awaiting_verification';
            reference: string | null;
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPendingApprovals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ipBlocks: {
              id: string;
              cidr: string;
              /** @enum {string} */
              rir: 'ripe' | 'arin' | 'apnic' | 'afrinic' | 'lacnic' | 'other';
              countryCode: string | null;
              loaUrl: string;
              createdAt: string;
              contested: {
                id: string;
                cidr: string;
                /** @enum {string} */
                status: 'pending' | 'approved';
                ownerName: string;
                ownerEmail: string;
                loaUrl: string;
              }[];
              ownerId: string;
              ownerName: string;
              ownerEmail: string;
            }[];
            serverPackages: {
              id: string;
              name: string;
              description: string;
              location: string;
              cpu: string;
              ram: string;
              storage: string;
              bandwidth: string;
              priceCents: number;
              stockCount: number;
              isBundle: boolean;
              createdAt: string;
              changes: {
                name: string;
                description: string;
                location: string;
                cpu: string;
                ram: string;
                storage: string;
                bandwidth: string;
              } | null;
              ownerId: string;
              ownerName: string;
              ownerEmail: string;
            }[];
            listings: {
              id: string;
              /** @enum {string} */
              type: 'ip' | 'server';
              title: string;
              description: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              subnet: string | null;
              ipCount: number | null;
              ipBlockCidr: string | null;
              cidr: string | null;
              unitsTotal: number;
              unitsFree: number;
              createdAt: string;
              changes: {
                title: string;
                location: string;
                description: string;
                specs: string | null;
                features: string[];
              } | null;
              ownerId: string;
              ownerName: string;
              ownerEmail: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  approveItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'ip-blocks' | 'server-packages' | 'listings';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  rejectItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'ip-blocks' | 'server-packages' | 'listings';
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminAsns: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected' | 'all';
        q?: string;
        page?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              asnNumber: number;
              organization: string;
              /** @enum {string} */
              rir: 'ARIN' | 'RIPE' | 'APNIC' | 'AFRINIC' | 'LACNIC';
              country: string | null;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              rejectionReason: string | null;
              createdAt: string;
              userEmail: string;
              userName: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  approveAsn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            asn: {
              id: string;
              asnNumber: number;
              organization: string;
              /** @enum {string} */
              rir: 'ARIN' | 'RIPE' | 'APNIC' | 'AFRINIC' | 'LACNIC';
              country: string | null;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              rejectionReason: string | null;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  rejectAsn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            asn: {
              id: string;
              asnNumber: number;
              organization: string;
              /** @enum {string} */
              rir: 'ARIN' | 'RIPE' | 'APNIC' | 'AFRINIC' | 'LACNIC';
              country: string | null;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              rejectionReason: string | null;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPendingAuctions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            auctions: {
              id: string;
              cidr: string;
              sellerEmail: string;
              sellerName: string;
              reservePrice: number;
              buyNowPrice: number | null;
              startTime: string;
              endTime: string;
              createdAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  approveAuction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  rejectAuction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAuditEntries: {
    parameters: {
      query?: {
        actor?: string;
        action?: string;
        targetType?: string;
        from?: string;
        to?: string;
        page?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              id: number;
              createdAt: string;
              actorId: string | null;
              actorEmail: string | null;
              actorName: string | null;
              action: string;
              targetType: string;
              targetId: string;
              targetName: string | null;
              before: unknown;
              after: unknown;
            }[];
            page: number;
            hasNext: boolean;
            actions: string[];
            targetTypes: string[];
            names: {
              [key: string]: string;
            };
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAuditEntries: {
    parameters: {
      query?: {
        actor?: string;
        action?: string;
        targetType?: string;
        from?: string;
        to?: string;
        page?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audit entries (CSV), as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminInvoices: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              invoiceNumber: number;
              orderId: string | null;
              title: string;
              amount: number;
              status: string;
              userName: string;
              userEmail: string;
              createdAt: string;
              dueDate: string;
              paidAt: string | null;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAdminInvoices: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoices matching the filters, as a CSV attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminLoas: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected' | 'revoked';
        q?: string;
        page?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              orderId: string;
              /** @enum {string} */
              source: 'upload' | 'generated';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              asnNumber: number | null;
              prefix: string | null;
              buyerName: string;
              buyerEmail: string;
              monetizerEmail: string;
              verificationCode: string | null;
              validFrom: string | null;
              validUntil: string | null;
              issuedAt: string;
              reviewedAt: string | null;
              rejectionReason: string | null;
              /** @enum {string|null} */
              revocationReason: 'lease_ended' | 'asn_changed' | null;
              revokedAt: string | null;
              fileUrl: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  approveLoa: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            loa: {
              id: string;
              orderId: string;
              /** @enum {string} */
              source: 'upload' | 'generated';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              asnNumber: number | null;
              prefix: string | null;
              buyerName: string;
              buyerEmail: string;
              monetizerEmail: string;
              verificationCode: string | null;
              validFrom: string | null;
              validUntil: string | null;
              issuedAt: string;
              reviewedAt: string | null;
              rejectionReason: string | null;
              /** @enum {string|null} */
              revocationReason: 'lease_ended' | 'asn_changed' | null;
              revokedAt: string | null;
              fileUrl: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  rejectLoa: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            loa: {
              id: string;
              orderId: string;
              /** @enum {string} */
              source: 'upload' | 'generated';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              asnNumber: number | null;
              prefix: string | null;
              buyerName: string;
              buyerEmail: string;
              monetizerEmail: string;
              verificationCode: string | null;
              validFrom: string | null;
              validUntil: string | null;
              issuedAt: string;
              reviewedAt: string | null;
              rejectionReason: string | null;
              /** @enum {string|null} */
              revocationReason: 'lease_ended' | 'asn_changed' | null;
              revokedAt: string | null;
              fileUrl: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminWeeklyMoney: {
    parameters: {
      query?: {
        weeks?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            weeks: {
              weekStart: string;
              fees: number;
              orderCount: number;
              orderVolume: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminOrders: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              status: string;
              itemType: string;
              title: string;
              amount: number;
              fee: number;
              leaserEmail: string;
              monetizerEmail: string;
              prefix: string | null;
              asnNumber: number | null;
              startDate: string;
              renewalDate: string;
              autoRenews: boolean;
              createdAt: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAdminOrders: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The orders matching the filters, as a CSV attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminPayments: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              gateway: string;
              type: string;
              amount: number;
              status: string;
              transactionId: string | null;
              cardLast4: string | null;
              failureReason: string | null;
              orderId: string | null;
              userName: string;
              userEmail: string;
              createdAt: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAdminPayments: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The gateway payments matching the filters, as a CSV attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminPayouts: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              amount: number;
              /** @enum {string} */
              method: 'bank' | 'crypto' | 'paypal';
              details: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: 'requested' | 'approved' | 'paid' | 'rejected';
              requestedAt: string;
              reviewedAt: string | null;
              paidAt: string | null;
              rejectionReason: string | null;
              paymentReference: string | null;
              userName: string;
              userEmail: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAdminPayouts: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payouts matching the filters, as a CSV attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  approvePayout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payout: {
              id: string;
              amount: number;
              /** @enum {string} */
              method: 'bank' | 'crypto' | 'paypal';
              details: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: 'requested' | 'approved' | 'paid' | 'rejected';
              requestedAt: string;
              reviewedAt: string | null;
              paidAt: string | null;
              rejectionReason: string | null;
              paymentReference: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  markPayoutPaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reference: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payout: {
              id: string;
              amount: number;
              /** @enum {string} */
              method: 'bank' | 'crypto' | 'paypal';
              details: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: 'requested' | 'approved' | 'paid' | 'rejected';
              requestedAt: string;
              reviewedAt: string | null;
              paidAt: string | null;
              rejectionReason: string | null;
              paymentReference: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  rejectPayout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payout: {
              id: string;
              amount: number;
              /** @enum {string} */
              method: 'bank' | 'crypto' | 'paypal';
              details: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: 'requested' | 'approved' | 'paid' | 'rejected';
              requestedAt: string;
              reviewedAt: string | null;
              paidAt: string | null;
              rejectionReason: string | null;
              paymentReference: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPenalties: {
    parameters: {
      query?: {
        email?: string;
        type?: 'warning' | 'fine' | 'suspension' | 'dispute_lost';
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              userId: string;
              /** @enum {string} */
              type: 'warning' | 'fine' | 'suspension' | 'dispute_lost';
              amount: number;
              reason: string;
              orderId: string | null;
              appliedAt: string;
              userEmail: string;
              appliedByEmail: string | null;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  applyPenalty: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userEmail: string;
          /** @enum {string} */
          type: 'warning' | 'fine' | 'suspension' | 'dispute_lost';
          /** @default 0 */
          amountCents?: number;
          reason: string;
          /** Format: uuid */
          orderId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            penalty: {
              id: string;
              userId: string;
              /** @enum {string} */
              type: 'warning' | 'fine' | 'suspension' | 'dispute_lost';
              amount: number;
              reason: string;
              orderId: string | null;
              appliedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listReputationLogs: {
    parameters: {
      query?: {
        q?: string;
        band?: 'clean' | 'warning' | 'blacklisted' | 'unchecked';
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              subnetId: string;
              subnet: string;
              ownerEmail: string;
              orderId: string | null;
              leaserEmail: string | null;
              score: number | null;
              listedOn: string[];
              checkedAt: string | null;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getRpkiStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            configured: boolean;
            dataAsOf: string | null;
            isStale: boolean;
            vrpCount: number;
            lastError: string | null;
            lastErrorAt: string | null;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPendingSellerRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            requests: {
              id: string;
              companyName: string;
              /** @enum {string} */
              offering: 'ip_blocks' | 'servers' | 'both';
              description: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              rejectionReason: string | null;
              createdAt: string;
              reviewedAt: string | null;
              userId: string;
              userName: string;
              userEmail: string;
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  approveSellerRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  rejectSellerRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMarketplaceSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            cardPayments: 'stripe' | 'sandbox' | 'none';
            /** @enum {string} */
            mail: 'smtp' | 'outbox';
            /** @enum {string} */
            fileStorage: 'local' | 's3';
            instances: {
              host: string;
              pid: number;
              fileStorage: string;
              startedAt: string;
              seenAt: string;
              isThisInstance: boolean;
            }[];
            filesShared: boolean;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            totalUsers: number;
            activeOrders: number;
            pendingIpBlocks: number;
            pendingServerPackages: number;
            pendingListings: number;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminTickets: {
    parameters: {
      query?: {
        page?: number | string;
        pageSize?: number | string;
        status?: 'active' | 'open' | 'in_progress' | 'resolved' | 'closed';
        priority?: 'low' | 'medium' | 'high' | 'urgent';
        assignee?: 'me' | 'unassigned';
        overdue?: 'true';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tickets: {
              id: string;
              title: string;
              /** @enum {string} */
              priority: 'low' | 'medium' | 'high' | 'urgent';
              /** @enum {string} */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              orderId: string | null;
              createdAt: string;
              updatedAt: string;
              openedBy: {
                id: string;
                name: string;
                email: string;
              };
              assignedTo: {
                id: string;
                name: string;
                email: string;
              } | null;
              awaitingReplySince: string | null;
              isOverdue: boolean;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminTransactions: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /** @enum {string} */
              type:
                | 'deposit'
                | 'escrow_release'
                | 'escrow_refund'
                | 'withdrawal'
                | 'escrow_lock'
                | 'fee'
                | 'payout'
                | 'tax';
              /** @enum {string} */
              status: 'completed' | 'pending' | 'on_hold' | 'failed';
              amount: number;
              description: string;
              /** @enum {string|null} */
              toWalletType: 'available' | 'on_hold' | null;
              /** @enum {string|null} */
              fromWalletType: 'available' | 'on_hold' | null;
              orderId: string | null;
              createdAt: string;
              userName: string;
              userEmail: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAdminTransactions: {
    parameters: {
      query?: {
        status?: string;
        email?: string;
        from?: string;
        to?: string;
        page?: number | string;
        pageSize?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The wallet transactions matching the filters, as a CSV attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  changeUserRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'admin' | 'staff' | 'monetizer' | 'leaser';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: string;
              name: string | null;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              /** @enum {string} */
              status: 'active' | 'suspended';
              emailVerified: boolean;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspendedByName: string | null;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listApiTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tokens: {
              id: string;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'trade' | 'abuse';
              prefix: string;
              createdAt: string;
              lastUsedAt: string | null;
              expiresAt: string | null;
              isExpired: boolean;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createApiToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          scope: 'read' | 'trade' | 'abuse';
          /** @enum {string} */
          expiresIn: '7' | '30' | '90' | '365' | 'never';
          currentPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            token: {
              id: string;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'trade' | 'abuse';
              prefix: string;
              createdAt: string;
              lastUsedAt: string | null;
              expiresAt: string | null;
              isExpired: boolean;
            };
            secret: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  revokeApiToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAsns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            asnNumber: number;
            organization: string;
            /** @enum {string} */
            rir: 'ARIN' | 'RIPE' | 'APNIC' | 'AFRINIC' | 'LACNIC';
            country: string | null;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            rejectionReason: string | null;
            createdAt: string;
          }[];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  submitAsn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          asnNumber?: (string | null) | (number | null);
          organization?: string | null;
          rir?: string | null;
          country?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            asn: {
              id: string;
              asnNumber: number;
              organization: string;
              /** @enum {string} */
              rir: 'ARIN' | 'RIPE' | 'APNIC' | 'AFRINIC' | 'LACNIC';
              country: string | null;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              rejectionReason: string | null;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAuctions: {
    parameters: {
      query?: {
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            auctions: {
              id: string;
              cidr: string;
              countryCode: string | null;
              rir: string;
              sellerId: string;
              sellerName: string;
              reservePrice: number;
              buyNowPrice: number | null;
              minBidIncrement: number;
              /** @enum {string} */
              leasePeriod: 'month' | 'quarter' | 'year';
              currentBid: number | null;
              bidCount: number;
              startTime: string;
              endTime: string;
              /** @enum {string} */
              status: 'pending_approval' | 'live' | 'ended' | 'cancelled';
            }[];
            serverTime: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createAuction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ipBlockId?: string;
          reservePrice?: string | number;
          buyNowPrice?: (string | null) | (number | null);
          minBidIncrement?: (string | null) | (number | null);
          /** @enum {string} */
          leasePeriod?: 'month' | 'quarter' | 'year';
          startTime?: string;
          endTime?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            auctionId: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAuctionableBlocks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            blocks: {
              id: string;
              cidr: string;
              countryCode: string | null;
            }[];
            serverTime: string;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listOwnAuctions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            auctions: {
              id: string;
              cidr: string;
              countryCode: string | null;
              rir: string;
              sellerId: string;
              sellerName: string;
              reservePrice: number;
              buyNowPrice: number | null;
              minBidIncrement: number;
              /** @enum {string} */
              leasePeriod: 'month' | 'quarter' | 'year';
              currentBid: number | null;
              bidCount: number;
              startTime: string;
              endTime: string;
              /** @enum {string} */
              status: 'pending_approval' | 'live' | 'ended' | 'cancelled';
              /** @enum {string|null} */
              outcome: 'sold' | 'bought_now' | 'unsold' | null;
              rejectionReason: string | null;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAuction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            auction: {
              id: string;
              cidr: string;
              countryCode: string | null;
              rir: string;
              sellerId: string;
              sellerName: string;
              reservePrice: number;
              buyNowPrice: number | null;
              minBidIncrement: number;
              /** @enum {string} */
              leasePeriod: 'month' | 'quarter' | 'year';
              currentBid: number | null;
              bidCount: number;
              startTime: string;
              endTime: string;
              /** @enum {string} */
              status: 'pending_approval' | 'live' | 'ended' | 'cancelled';
              /** @enum {string|null} */
              outcome: 'sold' | 'bought_now' | 'unsold' | null;
              minimumNextBid: number;
              isBuyNowOpen: boolean;
              isOwn: boolean;
              isLeading: boolean;
              winnerName: string | null;
              myBidderNumber: number | null;
            };
            bids: {
              id: string;
              bidderNumber: number;
              bidderName: string;
              amount: number;
              bidTime: string;
              isMine: boolean;
            }[];
            serverTime: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  placeBid: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key answers as the first request did. */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amountCents: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            bid: {
              id: string;
              bidderNumber: number;
              bidderName: string;
              amount: number;
              bidTime: string;
              isMine: boolean;
            };
            endTime: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  buyNow: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key answers as the first request did. */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            orderId: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  confirmEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCsrfToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              avatarUrl: string | null;
              mfaEnabled: boolean;
            };
            mfaRequired: boolean;
            isFirstSignIn: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  signOutEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  verifyMfaSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              avatarUrl: string | null;
              mfaEnabled: boolean;
            };
            usedRecoveryCode: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  registerAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          password: string;
          confirmPassword: string;
          acceptTerms: boolean;
          /** @enum {string} */
          termsVersion: '2026-11-28';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resendVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
          confirmPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              avatarUrl: string | null;
              mfaEnabled: boolean;
            } | null;
            mfaPending: boolean;
          };
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCardPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'pending' | 'succeeded' | 'declined' | 'refund_pending' | 'refunded' | 'abandoned';
            answer: {
              status: number;
              body: {
                title: string;
                message: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createCheckout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key answers as the first request did. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          itemType: 'ip' | 'server';
          /** Format: uuid */
          itemId: string;
          /** @enum {string} */
          method: 'wallet' | 'paypal' | 'card' | 'crypto' | 'razorpay' | 'wise';
          card?: {
            holderName: string;
            number: string;
            expMonth: number;
            expYear: number;
            cvc: string;
            /** @enum {string} */
            country: 'us' | 'ca' | 'uk' | 'de' | 'fr';
          };
          /** @default false */
          autoRenews?: boolean;
          /** Format: uuid */
          asnId?: string | null;
          acceptReputation?: boolean;
          /** @enum {string} */
          period?: 'month' | 'quarter' | 'year';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            orderId: string;
            invoiceId: string;
          };
        };
      };
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'requires_confirmation';
            paymentId: string;
            clientSecret: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not offered on this server. */
      501: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  releaseCheckoutHold: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCheckoutSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemType: 'ip' | 'server';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            itemType: 'ip' | 'server';
            itemId: string;
            title: string;
            providerName: string;
            /** @enum {string} */
            period: 'month' | 'quarter' | 'year';
            subtotal: number;
            fee: number;
            total: number;
            tax: {
              /** @enum {string} */
              treatment: 'domestic' | 'reverse_charge' | 'consumer' | 'not_subject';
              rateBasisPoints: number;
              note: string | null;
              lines: {
                description: string;
                periodFrom: string | null;
                periodTo: string | null;
                quantity: number;
                unitPriceCents: number;
                netCents: number;
                taxRateBasisPoints: number;
                taxCents: number;
                grossCents: number;
              }[];
              netCents: number;
              taxCents: number;
              grossCents: number;
            } | null;
            isOwnItem: boolean;
            walletBalance: number;
            renewalDate: string;
            unit: {
              prefix: string;
              addresses: number | null;
              reputation: {
                /** @enum {string|null} */
                band: 'clean' | 'warning' | 'blacklisted' | null;
                score: number | null;
              };
            } | null;
            hold: {
              id: string;
              expiresAt: string;
            } | null;
            heldUntil: string | null;
            minTermMonths: number;
            periodOptions: {
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              subtotal: number;
              total: number;
              renewalDate: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  holdCheckoutItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemType: 'ip' | 'server';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            itemType: 'ip' | 'server';
            itemId: string;
            title: string;
            providerName: string;
            /** @enum {string} */
            period: 'month' | 'quarter' | 'year';
            subtotal: number;
            fee: number;
            total: number;
            tax: {
              /** @enum {string} */
              treatment: 'domestic' | 'reverse_charge' | 'consumer' | 'not_subject';
              rateBasisPoints: number;
              note: string | null;
              lines: {
                description: string;
                periodFrom: string | null;
                periodTo: string | null;
                quantity: number;
                unitPriceCents: number;
                netCents: number;
                taxRateBasisPoints: number;
                taxCents: number;
                grossCents: number;
              }[];
              netCents: number;
              taxCents: number;
              grossCents: number;
            } | null;
            isOwnItem: boolean;
            walletBalance: number;
            renewalDate: string;
            unit: {
              prefix: string;
              addresses: number | null;
              reputation: {
                /** @enum {string|null} */
                band: 'clean' | 'warning' | 'blacklisted' | null;
                score: number | null;
              };
            } | null;
            hold: {
              id: string;
              expiresAt: string;
            } | null;
            heldUntil: string | null;
            minTermMonths: number;
            periodOptions: {
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              subtotal: number;
              total: number;
              renewalDate: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            itemType: 'ip' | 'server';
            itemId: string;
            title: string;
            providerName: string;
            /** @enum {string} */
            period: 'month' | 'quarter' | 'year';
            subtotal: number;
            fee: number;
            total: number;
            tax: {
              /** @enum {string} */
              treatment: 'domestic' | 'reverse_charge' | 'consumer' | 'not_subject';
              rateBasisPoints: number;
              note: string | null;
              lines: {
                description: string;
                periodFrom: string | null;
                periodTo: string | null;
                quantity: number;
                unitPriceCents: number;
                netCents: number;
                taxRateBasisPoints: number;
                taxCents: number;
                grossCents: number;
              }[];
              netCents: number;
              taxCents: number;
              grossCents: number;
            } | null;
            isOwnItem: boolean;
            walletBalance: number;
            renewalDate: string;
            unit: {
              prefix: string;
              addresses: number | null;
              reputation: {
                /** @enum {string|null} */
                band: 'clean' | 'warning' | 'blacklisted' | null;
                score: number | null;
              };
            } | null;
            hold: {
              id: string;
              expiresAt: string;
            } | null;
            heldUntil: string | null;
            minTermMonths: number;
            periodOptions: {
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              subtotal: number;
              total: number;
              renewalDate: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  answerOrderClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          answer: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            claim: {
              id: string;
              orderId: string;
              /** @enum {string} */
              category: 'not_routable' | 'blacklisted' | 'wrong_range';
              description: string;
              /** @enum {string} */
              status: 'open' | 'refunded' | 'rejected';
              decisionReason: string | null;
              sellerAnswer: string | null;
              sellerAnsweredAt: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPublicConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            demoMode: boolean;
            /** @enum {string} */
            cardPayments: 'sandbox' | 'stripe' | 'none';
          };
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listConversations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversations: {
              id: string;
              listing: {
                /** @enum {string} */
                kind: 'ip' | 'server';
                id: string | null;
                title: string;
              };
              counterpart: {
                id: string;
                name: string;
                avatarUrl: string | null;
              };
              /** @enum {string} */
              viewerRole: 'customer' | 'provider';
              lastMessage: {
                text: string;
                createdAt: string;
                senderId: string;
              } | null;
              unreadCount: number;
              createdAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  startConversation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          listingKind: 'ip' | 'server';
          /** Format: uuid */
          listingId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversation: {
              id: string;
              listing: {
                /** @enum {string} */
                kind: 'ip' | 'server';
                id: string | null;
                title: string;
              };
              counterpart: {
                id: string;
                name: string;
                avatarUrl: string | null;
              };
              /** @enum {string} */
              viewerRole: 'customer' | 'provider';
              lastMessage: {
                text: string;
                createdAt: string;
                senderId: string;
              } | null;
              unreadCount: number;
              createdAt: string;
            };
            isNew: boolean;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversation: {
              id: string;
              listing: {
                /** @enum {string} */
                kind: 'ip' | 'server';
                id: string | null;
                title: string;
              };
              counterpart: {
                id: string;
                name: string;
                avatarUrl: string | null;
              };
              /** @enum {string} */
              viewerRole: 'customer' | 'provider';
              lastMessage: {
                text: string;
                createdAt: string;
                senderId: string;
              } | null;
              unreadCount: number;
              createdAt: string;
            };
            isNew: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversation: {
              id: string;
              listing: {
                /** @enum {string} */
                kind: 'ip' | 'server';
                id: string | null;
                title: string;
              };
              counterpart: {
                id: string;
                name: string;
                avatarUrl: string | null;
              };
              /** @enum {string} */
              viewerRole: 'customer' | 'provider';
              lastMessage: {
                text: string;
                createdAt: string;
                senderId: string;
              } | null;
              unreadCount: number;
              createdAt: string;
            };
            messages: {
              id: string;
              conversationId: string;
              message: string;
              createdAt: string;
              sender: {
                id: string;
                name: string;
                avatarUrl: string | null;
              };
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postConversationMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            conversationId: string;
            message: string;
            createdAt: string;
            sender: {
              id: string;
              name: string;
              avatarUrl: string | null;
            };
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  markConversationRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCreditNotePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The credit note (PDF), as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getDashboardOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              availableCents: number;
              onHoldCents: number;
              activeLeases: number;
              renewalsDue: number;
              openTickets: number;
              unreadMessages: number;
              conversationsWithUnread: number;
              unreadNotifications: number;
              savedListings: number;
            };
            selling?: {
              liveListings: number;
              leasedOutListings: number;
              leasedIpv4Addresses: number;
              pending: {
                listings: number;
                serverPackages: number;
                ipBlocks: number;
                changes: number;
                auctions: number;
              };
              earningsThisMonthCents: number;
              monthStart: string;
            };
            staff?: {
              pendingKyc: number;
              openTickets: number;
              unassignedTickets: number;
            };
            admin?: {
              pending: {
                listings: number;
                serverPackages: number;
                ipBlocks: number;
                changes: number;
                auctions: number;
                loas: number;
              };
              payoutsRequested: number;
              payoutsRequestedCents: number;
              openDisputes: number;
            };
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createDeposit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key answers as the first request did. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amountCents: number;
          /** @enum {string} */
          gateway: 'paypal' | 'card' | 'crypto' | 'razorpay' | 'wise';
          card?: {
            holderName: string;
            number: string;
            expMonth: number;
            expYear: number;
            cvc: string;
            /** @enum {string} */
            country: 'us' | 'ca' | 'uk' | 'de' | 'fr';
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            paymentId: string;
            transactionId: string;
            wallet: {
              balance: number;
              onHoldBalance: number;
            };
          };
        };
      };
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'requires_confirmation';
            paymentId: string;
            clientSecret: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not offered on this server. */
      501: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  streamLiveEvents: {
    parameters: {
      query?: {
        topics?: string;
        lastEventId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stream: one `data:` frame a live event. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSellerGeofeed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The geofeed, one range a line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The copy named by If-None-Match is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoices: {
              id: string;
              invoiceNumber: number;
              orderId: string | null;
              title: string;
              amount: number;
              /** @enum {string} */
              status: 'paid' | 'pending' | 'overdue' | 'cancelled';
              createdAt: string;
              dueDate: string;
              paidAt: string | null;
              prefix: string | null;
              asnNumber: number | null;
              netAmount: number;
              taxAmount: number;
              taxLabel: string | null;
              creditNotes: {
                id: string;
                creditNoteNumber: number;
                amount: number;
                reason: string;
                createdAt: string;
              }[];
              creditedAmount: number;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportInvoicesCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lines as CSV, as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getInvoicePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice (PDF), as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listIpBlocks: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected' | 'active';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            blocks: {
              id: string;
              cidr: string;
              /** @enum {string} */
              rir: 'ripe' | 'arin' | 'apnic' | 'afrinic' | 'lacnic' | 'other';
              countryCode: string | null;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'active';
              rejectionReason: string | null;
              approvedAt: string | null;
              createdAt: string;
              subnetCount: number;
              loaUrl: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  submitIpBlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            block: {
              id: string;
              cidr: string;
              /** @enum {string} */
              rir: 'ripe' | 'arin' | 'apnic' | 'afrinic' | 'lacnic' | 'other';
              countryCode: string | null;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'active';
              rejectionReason: string | null;
              approvedAt: string | null;
              createdAt: string;
              subnetCount: number;
              loaUrl: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is not of an accepted type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getIpBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            cidr: string;
            /** @enum {string} */
            rir: 'ripe' | 'arin' | 'apnic' | 'afrinic' | 'lacnic' | 'other';
            countryCode: string | null;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected' | 'active';
            rejectionReason: string | null;
            approvedAt: string | null;
            createdAt: string;
            subnetCount: number;
            loaUrl: string;
            subnets: {
              id: string;
              subnet: string;
              reputationScore: number | null;
              /** @enum {string} */
              status: 'available' | 'leased' | 'suspended' | 'review';
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getIpBlockLoa: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The LOA (PDF), shown inline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getKycState: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
            latestRejectionReason: string | null;
            latest: {
              id: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'flagged';
              submittedAt: string;
              reviewedAt: string | null;
              rejectionReason: string | null;
              documents: {
                id: string;
                business: string | null;
              };
            } | null;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  submitKyc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            state: {
              /** @enum {string} */
              status: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              latestRejectionReason: string | null;
              latest: {
                id: string;
                /** @enum {string} */
                status: 'pending' | 'approved' | 'rejected' | 'flagged';
                submittedAt: string;
                reviewedAt: string | null;
                rejectionReason: string | null;
                documents: {
                  id: string;
                  business: string | null;
                };
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is not of an accepted type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getKycDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'id' | 'business';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document itself (PDF, JPEG or PNG), shown inline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/jpeg': string;
          'image/png': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listListings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listings: {
              id: string;
              /** @enum {string} */
              type: 'ip' | 'server';
              title: string;
              description: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              pricePerMonthCents: number;
              minTermMonths: number;
              periodsOffered: ('month' | 'quarter' | 'year')[];
              subnet: string | null;
              ipCount: number | null;
              specs: string | null;
              features: string[];
              /** @enum {string} */
              status: 'pending' | 'active' | 'paused' | 'rejected' | 'suspended' | 'leased';
              ipBlockId: string | null;
              ipBlockCidr: string | null;
              cidr: string | null;
              unitsTotal: number;
              unitsFree: number;
              rejectionReason: string | null;
              pendingChanges: {
                title: string;
                location: string;
                description: string;
                specs: string | null;
                features: string[];
              } | null;
              changesRejectionReason: string | null;
              createdAt: string;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createListing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          type: 'ip' | 'server';
          title: string;
          location: string;
          description: string;
          specs: string | null;
          /** @default [] */
          features?: string[];
          price: string | number;
          /**
           * @default month
           * @enum {string}
           */
          period?: 'month' | 'quarter' | 'year';
          /** @enum {string|null} */
          subnet: '/24' | '/23' | '/22' | '/21' | '/20' | '/19' | '/18' | null;
          /** @default 1 */
          minTermMonths?: 1 | 3 | 6 | 12;
          periodsOffered?: ('month' | 'quarter' | 'year')[];
          /** Format: uuid */
          ipBlockId: string | null;
          cidr: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listing: {
              id: string;
              /** @enum {string} */
              type: 'ip' | 'server';
              title: string;
              description: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              pricePerMonthCents: number;
              minTermMonths: number;
              periodsOffered: ('month' | 'quarter' | 'year')[];
              subnet: string | null;
              ipCount: number | null;
              specs: string | null;
              features: string[];
              /** @enum {string} */
              status: 'pending' | 'active' | 'paused' | 'rejected' | 'suspended' | 'leased';
              ipBlockId: string | null;
              ipBlockCidr: string | null;
              cidr: string | null;
              unitsTotal: number;
              unitsFree: number;
              rejectionReason: string | null;
              pendingChanges: {
                title: string;
                location: string;
                description: string;
                specs: string | null;
                features: string[];
              } | null;
              changesRejectionReason: string | null;
              createdAt: string;
              updatedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'ip' | 'server';
            title: string;
            description: string;
            location: string;
            priceCents: number;
            /** @enum {string} */
            period: 'month' | 'quarter' | 'year';
            pricePerMonthCents: number;
            minTermMonths: number;
            periodsOffered: ('month' | 'quarter' | 'year')[];
            subnet: string | null;
            ipCount: number | null;
            specs: string | null;
            features: string[];
            /** @enum {string} */
            status: 'pending' | 'active' | 'paused' | 'rejected' | 'suspended' | 'leased';
            ipBlockId: string | null;
            ipBlockCidr: string | null;
            cidr: string | null;
            unitsTotal: number;
            unitsFree: number;
            rejectionReason: string | null;
            pendingChanges: {
              title: string;
              location: string;
              description: string;
              specs: string | null;
              features: string[];
            } | null;
            changesRejectionReason: string | null;
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          location: string;
          description: string;
          specs: string | null;
          /** @default [] */
          features?: string[];
          price: string | number;
          /**
           * @default month
           * @enum {string}
           */
          period?: 'month' | 'quarter' | 'year';
          /** @enum {string|null} */
          subnet: '/24' | '/23' | '/22' | '/21' | '/20' | '/19' | '/18' | null;
          /** @default 1 */
          minTermMonths?: 1 | 3 | 6 | 12;
          periodsOffered?: ('month' | 'quarter' | 'year')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listing: {
              id: string;
              /** @enum {string} */
              type: 'ip' | 'server';
              title: string;
              description: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              pricePerMonthCents: number;
              minTermMonths: number;
              periodsOffered: ('month' | 'quarter' | 'year')[];
              subnet: string | null;
              ipCount: number | null;
              specs: string | null;
              features: string[];
              /** @enum {string} */
              status: 'pending' | 'active' | 'paused' | 'rejected' | 'suspended' | 'leased';
              ipBlockId: string | null;
              ipBlockCidr: string | null;
              cidr: string | null;
              unitsTotal: number;
              unitsFree: number;
              rejectionReason: string | null;
              pendingChanges: {
                title: string;
                location: string;
                description: string;
                specs: string | null;
                features: string[];
              } | null;
              changesRejectionReason: string | null;
              createdAt: string;
              updatedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  pauseListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listing: {
              id: string;
              /** @enum {string} */
              type: 'ip' | 'server';
              title: string;
              description: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              pricePerMonthCents: number;
              minTermMonths: number;
              periodsOffered: ('month' | 'quarter' | 'year')[];
              subnet: string | null;
              ipCount: number | null;
              specs: string | null;
              features: string[];
              /** @enum {string} */
              status: 'pending' | 'active' | 'paused' | 'rejected' | 'suspended' | 'leased';
              ipBlockId: string | null;
              ipBlockCidr: string | null;
              cidr: string | null;
              unitsTotal: number;
              unitsFree: number;
              rejectionReason: string | null;
              pendingChanges: {
                title: string;
                location: string;
                description: string;
                specs: string | null;
                features: string[];
              } | null;
              changesRejectionReason: string | null;
              createdAt: string;
              updatedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resumeListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listing: {
              id: string;
              /** @enum {string} */
              type: 'ip' | 'server';
              title: string;
              description: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              pricePerMonthCents: number;
              minTermMonths: number;
              periodsOffered: ('month' | 'quarter' | 'year')[];
              subnet: string | null;
              ipCount: number | null;
              specs: string | null;
              features: string[];
              /** @enum {string} */
              status: 'pending' | 'active' | 'paused' | 'rejected' | 'suspended' | 'leased';
              ipBlockId: string | null;
              ipBlockCidr: string | null;
              cidr: string | null;
              unitsTotal: number;
              unitsFree: number;
              rejectionReason: string | null;
              pendingChanges: {
                title: string;
                location: string;
                description: string;
                specs: string | null;
                features: string[];
              } | null;
              changesRejectionReason: string | null;
              createdAt: string;
              updatedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listLoas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            orderId: string;
            /** @enum {string} */
            source: 'upload' | 'generated';
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected' | 'revoked';
            asnNumber: number | null;
            prefix: string | null;
            buyerName: string;
            buyerEmail: string;
            monetizerEmail: string;
            verificationCode: string | null;
            validFrom: string | null;
            validUntil: string | null;
            issuedAt: string;
            reviewedAt: string | null;
            rejectionReason: string | null;
            /** @enum {string|null} */
            revocationReason: 'lease_ended' | 'asn_changed' | null;
            revokedAt: string | null;
            fileUrl: string;
          }[];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  uploadLoa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            loa: {
              id: string;
              orderId: string;
              /** @enum {string} */
              source: 'upload' | 'generated';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              asnNumber: number | null;
              prefix: string | null;
              buyerName: string;
              buyerEmail: string;
              monetizerEmail: string;
              verificationCode: string | null;
              validFrom: string | null;
              validUntil: string | null;
              issuedAt: string;
              reviewedAt: string | null;
              rejectionReason: string | null;
              /** @enum {string|null} */
              revocationReason: 'lease_ended' | 'asn_changed' | null;
              revokedAt: string | null;
              fileUrl: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is not of an accepted type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listBuyerIpOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orderId: string;
            title: string;
            status: string;
            prefix: string | null;
            asnId: string | null;
            asnNumber: number | null;
            loaId: string | null;
            createdAt: string;
          }[];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  setOrderAsn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          asnId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  generateLoa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          orderId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            loa: {
              id: string;
              orderId: string;
              /** @enum {string} */
              source: 'upload' | 'generated';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              asnNumber: number | null;
              prefix: string | null;
              buyerName: string;
              buyerEmail: string;
              monetizerEmail: string;
              verificationCode: string | null;
              validFrom: string | null;
              validUntil: string | null;
              issuedAt: string;
              reviewedAt: string | null;
              rejectionReason: string | null;
              /** @enum {string|null} */
              revocationReason: 'lease_ended' | 'asn_changed' | null;
              revokedAt: string | null;
              fileUrl: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPendingLoaOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orderId: string;
            title: string;
            status: string;
            buyerName: string;
            buyerEmail: string;
            prefix: string | null;
            asnNumber: number | null;
            lastRejectionReason: string | null;
            startDate: string;
            renewalDate: string;
            createdAt: string;
          }[];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  verifyLoa: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected' | 'revoked' | 'suspended';
            holder: string;
            buyer: string;
            prefix: string;
            asnNumber: number;
            asnOrganization: string;
            validFrom: string;
            validUntil: string;
            issuedAt: string;
            revokedAt: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getLoaFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The letter (PDF), shown inline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  searchMarketplace: {
    parameters: {
      query?: {
        q?: string;
        search?: string;
        type?: 'all' | 'ip' | 'server';
        sort?: 'newest' | 'price_asc' | 'price_desc';
        prefix?: string;
        rir?: string;
        country?: string;
        minPrice?: string;
        maxPrice?: string;
        rep?: 'clean' | 'warning' | 'blacklisted' | 'unchecked';
        location?: string;
        specs?: string;
        cursor?: string;
        page?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              kind: 'ip' | 'server';
              id: string;
              title: string;
              description: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              pricePerMonthCents: number;
              ipCount: number | null;
              subnet: string | null;
              cidr: string | null;
              ipVersion: (4 | null) | (6 | null);
              unitPrefix: number | null;
              unitsTotal: number | null;
              unitsFree: number | null;
              /** @enum {string|null} */
              rir: 'ripe' | 'arin' | 'apnic' | 'afrinic' | 'lacnic' | 'other' | null;
              countryCode: string | null;
              reputationScore: number | null;
              /** @enum {string|null} */
              reputationBand: 'clean' | 'warning' | 'blacklisted' | null;
              cpu: string | null;
              ram: string | null;
              storage: string | null;
              bundleSubnets: string[] | null;
              createdAt: string;
            }[];
            pageSize: number;
            hasNextPage: boolean;
            nextCursor: string | null;
            prevCursor: string | null;
          };
        };
      };
      /** @description The copy named by If-None-Match is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  countMarketplace: {
    parameters: {
      query?: {
        q?: string;
        search?: string;
        type?: 'all' | 'ip' | 'server';
        sort?: 'newest' | 'price_asc' | 'price_desc';
        prefix?: string;
        rir?: string;
        country?: string;
        minPrice?: string;
        maxPrice?: string;
        rep?: 'clean' | 'warning' | 'blacklisted' | 'unchecked';
        location?: string;
        specs?: string;
        cursor?: string;
        page?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total: number;
            limit: number;
          };
        };
      };
      /** @description The copy named by If-None-Match is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMarketplaceListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'ip' | 'server';
            id: string;
            /** @enum {string} */
            listingType: 'ip' | 'server';
            title: string;
            description: string;
            location: string;
            priceCents: number;
            /** @enum {string} */
            period: 'month' | 'quarter' | 'year';
            subnet: string | null;
            ipCount: number | null;
            specs: string | null;
            features: string[];
            status: string;
            isPublic: boolean;
            isAvailable: boolean;
            pricePerMonthCents: number;
            minTermMonths: number;
            periodsOffered: ('month' | 'quarter' | 'year')[];
            cidr: string | null;
            ipVersion: (4 | null) | (6 | null);
            unitPrefix: number | null;
            unitsTotal: number | null;
            unitsFree: number | null;
            /** @enum {string|null} */
            rir: 'ripe' | 'arin' | 'apnic' | 'afrinic' | 'lacnic' | 'other' | null;
            countryCode: string | null;
            reputationScore: number | null;
            /** @enum {string|null} */
            reputationBand: 'clean' | 'warning' | 'blacklisted' | null;
            blocklist: {
              /** @enum {string} */
              status: 'listed' | 'not_listed' | 'unchecked';
              listedOn: string[];
              checkedSubnets: number;
              totalSubnets: number;
              lastCheckedAt: string | null;
            } | null;
            cpu: string | null;
            ram: string | null;
            storage: string | null;
            bandwidth: string | null;
            stockCount: number | null;
            isBundle: boolean | null;
            createdAt: string;
            provider: {
              id: string;
              name: string;
              avatarUrl: string | null;
              memberSince: string;
              averageRating: number;
              ratingCount: number;
            };
          };
        };
      };
      /** @description The copy named by If-None-Match is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMarketplaceServerPackage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'ip' | 'server';
            id: string;
            /** @enum {string} */
            listingType: 'ip' | 'server';
            title: string;
            description: string;
            location: string;
            priceCents: number;
            /** @enum {string} */
            period: 'month' | 'quarter' | 'year';
            subnet: string | null;
            ipCount: number | null;
            specs: string | null;
            features: string[];
            status: string;
            isPublic: boolean;
            isAvailable: boolean;
            pricePerMonthCents: number;
            minTermMonths: number;
            periodsOffered: ('month' | 'quarter' | 'year')[];
            cidr: string | null;
            ipVersion: (4 | null) | (6 | null);
            unitPrefix: number | null;
            unitsTotal: number | null;
            unitsFree: number | null;
            /** @enum {string|null} */
            rir: 'ripe' | 'arin' | 'apnic' | 'afrinic' | 'lacnic' | 'other' | null;
            countryCode: string | null;
            reputationScore: number | null;
            /** @enum {string|null} */
            reputationBand: 'clean' | 'warning' | 'blacklisted' | null;
            blocklist: {
              /** @enum {string} */
              status: 'listed' | 'not_listed' | 'unchecked';
              listedOn: string[];
              checkedSubnets: number;
              totalSubnets: number;
              lastCheckedAt: string | null;
            } | null;
            cpu: string | null;
            ram: string | null;
            storage: string | null;
            bandwidth: string | null;
            stockCount: number | null;
            isBundle: boolean | null;
            createdAt: string;
            provider: {
              id: string;
              name: string;
              avatarUrl: string | null;
              memberSince: string;
              averageRating: number;
              ratingCount: number;
            };
          };
        };
      };
      /** @description The copy named by If-None-Match is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPublicBundle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            serverPackageId: string;
            isBundle: boolean;
            cpu: string;
            ram: string;
            storage: string;
            bandwidth: string;
            subnets: {
              id: string;
              subnet: string;
              ipBlockId: string;
              blockCidr: string;
              rir: string;
              countryCode: string | null;
              reputationScore: number | null;
            }[];
            ipv4Count: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMfaStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            enabled: boolean;
            enabledAt: string | null;
            recoveryCodesLeft: number;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  confirmMfaEnrollment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            recoveryCodes: string[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  disableMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  startMfaEnrollment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            qrDataUrl: string;
            secret: string;
            otpauthUrl: string;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notifications: {
              id: string;
              type: string;
              title: string;
              message: string;
              link: string | null;
              /** @enum {string} */
              status: 'unread' | 'read';
              readAt: string | null;
              createdAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            updated: number;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  markNotificationRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            type: string;
            title: string;
            message: string;
            link: string | null;
            /** @enum {string} */
            status: 'unread' | 'read';
            readAt: string | null;
            createdAt: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listOrders: {
    parameters: {
      query?: {
        as?: 'leaser' | 'monetizer';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders: {
              id: string;
              /** @enum {string} */
              status:
                | 'pending_payment'
                | 'payment_confirmed'
                | 'provisioning'
                | 'active'
                | 'completed'
                | 'cancelled'
                | 'dispute'
                | 'suspended';
              /** @enum {string} */
              itemType: 'ip_subnet' | 'server_package';
              itemId: string;
              title: string;
              amount: number;
              fee: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              startDate: string;
              renewalDate: string;
              autoRenews: boolean;
              leaserId: string;
              leaserName: string;
              monetizerId: string;
              monetizerName: string;
              invoiceId: string | null;
              termTax: number | null;
              prefix: string | null;
              asnNumber: number | null;
              loa: {
                /** @enum {string} */
                state: 'none' | 'pending' | 'approved' | 'rejected' | 'revoked';
                loaId: string | null;
                rejectionReason: string | null;
                fileUrl: string | null;
              } | null;
              endReason: string | null;
              minTermMonths: number;
              commitmentEndsAt: string;
              endsAtRenewal: boolean;
              createdAt: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  setOrderAutoRenew: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          autoRenews: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              id: string;
              /** @enum {string} */
              status:
                | 'pending_payment'
                | 'payment_confirmed'
                | 'provisioning'
                | 'active'
                | 'completed'
                | 'cancelled'
                | 'dispute'
                | 'suspended';
              /** @enum {string} */
              itemType: 'ip_subnet' | 'server_package';
              itemId: string;
              title: string;
              amount: number;
              fee: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              startDate: string;
              renewalDate: string;
              autoRenews: boolean;
              leaserId: string;
              leaserName: string;
              monetizerId: string;
              monetizerName: string;
              invoiceId: string | null;
              termTax: number | null;
              prefix: string | null;
              asnNumber: number | null;
              loa: {
                /** @enum {string} */
                state: 'none' | 'pending' | 'approved' | 'rejected' | 'revoked';
                loaId: string | null;
                rejectionReason: string | null;
                fileUrl: string | null;
              } | null;
              endReason: string | null;
              minTermMonths: number;
              commitmentEndsAt: string;
              endsAtRenewal: boolean;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  cancelOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key answers as the first request did. */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              id: string;
              /** @enum {string} */
              status:
                | 'pending_payment'
                | 'payment_confirmed'
                | 'provisioning'
                | 'active'
                | 'completed'
                | 'cancelled'
                | 'dispute'
                | 'suspended';
              /** @enum {string} */
              itemType: 'ip_subnet' | 'server_package';
              itemId: string;
              title: string;
              amount: number;
              fee: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              startDate: string;
              renewalDate: string;
              autoRenews: boolean;
              leaserId: string;
              leaserName: string;
              monetizerId: string;
              monetizerName: string;
              invoiceId: string | null;
              termTax: number | null;
              prefix: string | null;
              asnNumber: number | null;
              loa: {
                /** @enum {string} */
                state: 'none' | 'pending' | 'approved' | 'rejected' | 'revoked';
                loaId: string | null;
                rejectionReason: string | null;
                fileUrl: string | null;
              } | null;
              endReason: string | null;
              minTermMonths: number;
              commitmentEndsAt: string;
              endsAtRenewal: boolean;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  openOrderClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          category: 'not_routable' | 'blacklisted' | 'wrong_range';
          description: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            claim: {
              id: string;
              orderId: string;
              /** @enum {string} */
              category: 'not_routable' | 'blacklisted' | 'wrong_range';
              description: string;
              /** @enum {string} */
              status: 'open' | 'refunded' | 'rejected';
              decisionReason: string | null;
              sellerAnswer: string | null;
              sellerAnsweredAt: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getLeaseDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orderId: string;
            title: string;
            /** @enum {string} */
            status:
              | 'pending_payment'
              | 'payment_confirmed'
              | 'provisioning'
              | 'active'
              | 'completed'
              | 'cancelled'
              | 'dispute'
              | 'suspended';
            /** @enum {string} */
            as: 'leaser' | 'monetizer' | 'staff';
            isIpLease: boolean;
            prefix: string | null;
            counterpartyName: string;
            parties: {
              leaser: string;
              monetizer: string;
            };
            amount: number;
            fee: number;
            termTax: number | null;
            startDate: string;
            renewalDate: string;
            /** @enum {string} */
            period: 'month' | 'quarter' | 'year';
            minTermMonths: number;
            commitmentEndsAt: string;
            autoRenews: boolean;
            endsAtRenewal: boolean;
            activatedAt: string | null;
            endedAt: string | null;
            endReason: string | null;
            asn: {
              id: string;
              asnNumber: number;
              organization: string;
            } | null;
            canChangeAsn: boolean;
            letter: {
              id: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              /** @enum {string} */
              source: 'upload' | 'generated';
              asnNumber: number | null;
              verificationCode: string | null;
              rejectionReason: string | null;
              /** @enum {string|null} */
              revocationReason: 'lease_ended' | 'asn_changed' | null;
              issuedAt: string;
              fileUrl: string;
            } | null;
            roa: {
              prefix: string;
              maxLength: number;
              originAsn: number;
            } | null;
            route: {
              /** @enum {string} */
              state: 'valid' | 'invalid' | 'not_found' | 'unknown';
              dataAsOf: string | null;
            } | null;
            steps: {
              /** @enum {string} */
              key: 'paid' | 'asn' | 'loa' | 'routing' | 'active' | 'claim_window' | 'ended';
              title: string;
              /** @enum {string} */
              state: 'done' | 'current' | 'waiting' | 'stopped';
              /** @enum {string} */
              actor: 'buyer' | 'seller' | 'staff' | 'platform';
              detail: string;
            }[];
            activation: {
              isAllowed: boolean;
              missing: string[];
            };
            claimWindow: {
              until: string | null;
              isOpen: boolean;
            };
            claims: {
              id: string;
              orderId: string;
              /** @enum {string} */
              category: 'not_routable' | 'blacklisted' | 'wrong_range';
              description: string;
              /** @enum {string} */
              status: 'open' | 'refunded' | 'rejected';
              decisionReason: string | null;
              sellerAnswer: string | null;
              sellerAnsweredAt: string | null;
              createdAt: string;
              decidedAt: string | null;
            }[];
            staleRoas: {
              prefix: string;
              maxLength: number;
              originAsn: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  disputeOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key answers as the first request did. */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              id: string;
              /** @enum {string} */
              status:
                | 'pending_payment'
                | 'payment_confirmed'
                | 'provisioning'
                | 'active'
                | 'completed'
                | 'cancelled'
                | 'dispute'
                | 'suspended';
              /** @enum {string} */
              itemType: 'ip_subnet' | 'server_package';
              itemId: string;
              title: string;
              amount: number;
              fee: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              startDate: string;
              renewalDate: string;
              autoRenews: boolean;
              leaserId: string;
              leaserName: string;
              monetizerId: string;
              monetizerName: string;
              invoiceId: string | null;
              termTax: number | null;
              prefix: string | null;
              asnNumber: number | null;
              loa: {
                /** @enum {string} */
                state: 'none' | 'pending' | 'approved' | 'rejected' | 'revoked';
                loaId: string | null;
                rejectionReason: string | null;
                fileUrl: string | null;
              } | null;
              endReason: string | null;
              minTermMonths: number;
              commitmentEndsAt: string;
              endsAtRenewal: boolean;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  setOrderEndAtRenewal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endsAtRenewal: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              id: string;
              /** @enum {string} */
              status:
                | 'pending_payment'
                | 'payment_confirmed'
                | 'provisioning'
                | 'active'
                | 'completed'
                | 'cancelled'
                | 'dispute'
                | 'suspended';
              /** @enum {string} */
              itemType: 'ip_subnet' | 'server_package';
              itemId: string;
              title: string;
              amount: number;
              fee: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              startDate: string;
              renewalDate: string;
              autoRenews: boolean;
              leaserId: string;
              leaserName: string;
              monetizerId: string;
              monetizerName: string;
              invoiceId: string | null;
              termTax: number | null;
              prefix: string | null;
              asnNumber: number | null;
              loa: {
                /** @enum {string} */
                state: 'none' | 'pending' | 'approved' | 'rejected' | 'revoked';
                loaId: string | null;
                rejectionReason: string | null;
                fileUrl: string | null;
              } | null;
              endReason: string | null;
              minTermMonths: number;
              commitmentEndsAt: string;
              endsAtRenewal: boolean;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getOrderGeolocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            geolocation: {
              canEdit: boolean;
              ranges: {
                leaseId: string;
                cidr: string;
                defaultCountryCode: string | null;
                geolocation: {
                  countryCode: string;
                  region: string | null;
                  city: string | null;
                } | null;
              }[];
            };
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  setLeaseGeolocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        leaseId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          countryCode: string;
          region?: string | null;
          city?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            geolocation: {
              canEdit: boolean;
              ranges: {
                leaseId: string;
                cidr: string;
                defaultCountryCode: string | null;
                geolocation: {
                  countryCode: string;
                  region: string | null;
                  city: string | null;
                } | null;
              }[];
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  clearLeaseGeolocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        leaseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            geolocation: {
              canEdit: boolean;
              ranges: {
                leaseId: string;
                cidr: string;
                defaultCountryCode: string | null;
                geolocation: {
                  countryCode: string;
                  region: string | null;
                  city: string | null;
                } | null;
              }[];
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getOrderReverseDns: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orderId: string;
            prefix: string | null;
            zones: string[];
            isEligible: boolean;
            requests: {
              id: string;
              orderId: string;
              prefix: string;
              zones: string[];
              nameServers: string[];
              /** @enum {string} */
              status: 'open' | 'done' | 'declined' | 'withdrawn';
              declineReason: string | null;
              createdAt: string;
              decidedAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  requestReverseDns: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          nameServers: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            request: {
              id: string;
              orderId: string;
              prefix: string;
              zones: string[];
              nameServers: string[];
              /** @enum {string} */
              status: 'open' | 'done' | 'declined' | 'withdrawn';
              declineReason: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'provisioning' | 'active';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              id: string;
              /** @enum {string} */
              status:
                | 'pending_payment'
                | 'payment_confirmed'
                | 'provisioning'
                | 'active'
                | 'completed'
                | 'cancelled'
                | 'dispute'
                | 'suspended';
              /** @enum {string} */
              itemType: 'ip_subnet' | 'server_package';
              itemId: string;
              title: string;
              amount: number;
              fee: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              startDate: string;
              renewalDate: string;
              autoRenews: boolean;
              leaserId: string;
              leaserName: string;
              monetizerId: string;
              monetizerName: string;
              invoiceId: string | null;
              termTax: number | null;
              prefix: string | null;
              asnNumber: number | null;
              loa: {
                /** @enum {string} */
                state: 'none' | 'pending' | 'approved' | 'rejected' | 'revoked';
                loaId: string | null;
                rejectionReason: string | null;
                fileUrl: string | null;
              } | null;
              endReason: string | null;
              minTermMonths: number;
              commitmentEndsAt: string;
              endsAtRenewal: boolean;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPaymentMethods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            gateways: {
              /** @enum {string} */
              id: 'paypal' | 'card' | 'crypto' | 'razorpay' | 'wise';
              label: string;
              /** @enum {string} */
              availability: 'live' | 'sandbox' | 'demo';
            }[];
            /** @enum {string} */
            cardProcessor: 'sandbox' | 'stripe' | 'none';
            stripePublishableKey: string | null;
          };
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  receiveStripeWebhook: {
    parameters: {
      query?: never;
      header?: {
        'stripe-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            received: true;
            /** @enum {string} */
            outcome: 'settled' | 'noted' | 'refunded' | 'ignored' | 'duplicate';
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPayouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payouts: {
              id: string;
              amount: number;
              /** @enum {string} */
              method: 'bank' | 'crypto' | 'paypal';
              details: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: 'requested' | 'approved' | 'paid' | 'rejected';
              requestedAt: string;
              reviewedAt: string | null;
              paidAt: string | null;
              rejectionReason: string | null;
              paymentReference: string | null;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  requestPayout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key answers as the first request did. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amountCents: number;
          /** @enum {string} */
          method: 'bank' | 'crypto' | 'paypal';
          /** @default {} */
          details?: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payout: {
              id: string;
              amount: number;
              /** @enum {string} */
              method: 'bank' | 'crypto' | 'paypal';
              details: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: 'requested' | 'approved' | 'paid' | 'rejected';
              requestedAt: string;
              reviewedAt: string | null;
              paidAt: string | null;
              rejectionReason: string | null;
              paymentReference: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused by the payment processor or by a rule of the product. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSellerMoney: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            available: number;
            onHold: number;
            saleHolds: {
              id: string;
              orderId: string;
              orderTitle: string;
              amount: number;
              releaseAt: string;
              /** @enum {string} */
              waitsFor: 'date' | 'activation' | 'claim';
            }[];
            bidHolds: number;
            lifetimeEarnings: number;
            paidOut: number;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: 'admin' | 'staff' | 'monetizer' | 'leaser';
            /** @enum {string} */
            kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
            avatarUrl: string | null;
            mfaEnabled: boolean;
            companyName: string | null;
            companyAddress: string | null;
            contactPhone: string | null;
            pendingEmail: string | null;
            averageRating: number;
            ratingCount: number;
            createdAt: string;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          /** @default null */
          companyName?: string | null;
          /** @default null */
          companyAddress?: string | null;
          /** @default null */
          contactPhone?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            profile: {
              id: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              avatarUrl: string | null;
              mfaEnabled: boolean;
              companyName: string | null;
              companyAddress: string | null;
              contactPhone: string | null;
              pendingEmail: string | null;
              averageRating: number;
              ratingCount: number;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getBillingProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            billingProfile: {
              /** @enum {string} */
              customerType: 'company' | 'private';
              legalName: string;
              street: string | null;
              city: string | null;
              postalCode: string | null;
              country: string;
              vatId: string | null;
              billingEmail: string | null;
              updatedAt: string;
            } | null;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  saveBillingProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          customerType: 'company' | 'private';
          legalName: string;
          /** @default null */
          street?: string | null;
          /** @default null */
          city?: string | null;
          /** @default null */
          postalCode?: string | null;
          country: string;
          /** @default null */
          vatId?: string | null;
          /** @default null */
          billingEmail?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            billingProfile: {
              /** @enum {string} */
              customerType: 'company' | 'private';
              legalName: string;
              street: string | null;
              city: string | null;
              postalCode: string | null;
              country: string;
              vatId: string | null;
              billingEmail: string | null;
              updatedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          password: string;
          confirmPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPublicStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            liveOffers: number;
            isLiveOffersCapped: boolean;
            ipv4AddressesAvailable: number;
            liveAuctions: number;
            activeProviders: number;
          };
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ready: boolean;
            checks?: {
              database: string;
              migrations: string;
              realtime: string;
            };
          };
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ready: boolean;
            checks?: {
              database: string;
              migrations: string;
              realtime: string;
            };
          };
        };
      };
    };
  };
  getMyReputation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            averageRating: number;
            ratingCount: number;
            totalOrders: number;
            disputesLost: number;
            penaltiesCount: number;
            abuse: {
              answeredInTime: number;
              answeredLate: number;
              warnings: number;
              upheld: number;
            };
            recentRatings: {
              id: string;
              rating: number;
              comment: string | null;
              orderId: string | null;
              raterId: string;
              raterName: string;
              raterAvatarUrl: string | null;
              createdAt: string;
            }[];
            penalties: {
              id: string;
              userId: string;
              /** @enum {string} */
              type: 'warning' | 'fine' | 'suspension' | 'dispute_lost';
              amount: number;
              reason: string;
              orderId: string | null;
              appliedAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  rateOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          rating: number;
          comment?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listRatableOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orderId: string;
            title: string;
            counterpartyName: string;
            /** @enum {string} */
            role: 'leaser' | 'monetizer';
            completedAt: string;
          }[];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listMyIpReputation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subnetId: string;
            subnet: string;
            score: number | null;
            subnetStatus: string;
            /** @enum {string} */
            relation: 'owner' | 'leaser';
            orderId: string | null;
            checkedAt: string | null;
          }[];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMyReputationHistory: {
    parameters: {
      query?: {
        days?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            days: number;
            subnets: {
              subnetId: string;
              subnet: string;
              /** @enum {string} */
              relation: 'owner' | 'leaser';
              points: {
                checkedAt: string;
                score: number;
              }[];
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  declineReverseDns: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            request: {
              id: string;
              orderId: string;
              prefix: string;
              zones: string[];
              nameServers: string[];
              /** @enum {string} */
              status: 'open' | 'done' | 'declined' | 'withdrawn';
              declineReason: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  markReverseDnsDone: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            request: {
              id: string;
              orderId: string;
              prefix: string;
              zones: string[];
              nameServers: string[];
              /** @enum {string} */
              status: 'open' | 'done' | 'declined' | 'withdrawn';
              declineReason: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  withdrawReverseDns: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            request: {
              id: string;
              orderId: string;
              prefix: string;
              zones: string[];
              nameServers: string[];
              /** @enum {string} */
              status: 'open' | 'done' | 'declined' | 'withdrawn';
              declineReason: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listSavedListings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listings: {
              /** @enum {string} */
              kind: 'ip' | 'server';
              id: string;
              title: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              isAvailable: boolean;
              savedAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSavedState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'ip' | 'server';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saved: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  saveListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'ip' | 'server';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saved: boolean;
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  unsaveListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'ip' | 'server';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saved: boolean;
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createSellerRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          companyName: string;
          /** @enum {string} */
          offering: 'ip_blocks' | 'servers' | 'both';
          description: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            request: {
              id: string;
              companyName: string;
              /** @enum {string} */
              offering: 'ip_blocks' | 'servers' | 'both';
              description: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              rejectionReason: string | null;
              createdAt: string;
              reviewedAt: string | null;
            };
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSellerStanding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'admin' | 'staff' | 'monetizer' | 'leaser';
            /** @enum {string} */
            kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
            latest: {
              id: string;
              companyName: string;
              /** @enum {string} */
              offering: 'ip_blocks' | 'servers' | 'both';
              description: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              rejectionReason: string | null;
              createdAt: string;
              reviewedAt: string | null;
            } | null;
            canRequest: boolean;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listServerPackages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            serverPackages: {
              id: string;
              name: string;
              description: string;
              location: string;
              cpu: string;
              ram: string;
              storage: string;
              bandwidth: string;
              priceCents: number;
              stockCount: number;
              isBundle: boolean;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'active' | 'suspended';
              rejectionReason: string | null;
              pendingChanges: {
                name: string;
                description: string;
                location: string;
                cpu: string;
                ram: string;
                storage: string;
                bandwidth: string;
              } | null;
              changesRejectionReason: string | null;
              createdAt: string;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createServerPackage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description: string;
          location: string;
          cpu: string;
          ram: string;
          storage: string;
          bandwidth: string;
          price: string | number;
          /** @default 1 */
          stockCount?: number;
          /** @default false */
          isBundle?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            serverPackage: {
              id: string;
              name: string;
              description: string;
              location: string;
              cpu: string;
              ram: string;
              storage: string;
              bandwidth: string;
              priceCents: number;
              stockCount: number;
              isBundle: boolean;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'active' | 'suspended';
              rejectionReason: string | null;
              pendingChanges: {
                name: string;
                description: string;
                location: string;
                cpu: string;
                ram: string;
                storage: string;
                bandwidth: string;
              } | null;
              changesRejectionReason: string | null;
              createdAt: string;
              updatedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAvailableSubnets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subnets: {
              id: string;
              subnet: string;
              ipBlockId: string;
              blockCidr: string;
              rir: string;
              countryCode: string | null;
              reputationScore: number | null;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getServerPackage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            description: string;
            location: string;
            cpu: string;
            ram: string;
            storage: string;
            bandwidth: string;
            priceCents: number;
            stockCount: number;
            isBundle: boolean;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected' | 'active' | 'suspended';
            rejectionReason: string | null;
            pendingChanges: {
              name: string;
              description: string;
              location: string;
              cpu: string;
              ram: string;
              storage: string;
              bandwidth: string;
            } | null;
            changesRejectionReason: string | null;
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateServerPackage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description: string;
          location: string;
          cpu: string;
          ram: string;
          storage: string;
          bandwidth: string;
          price: string | number;
          /** @default 1 */
          stockCount?: number;
          /** @default false */
          isBundle?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            serverPackage: {
              id: string;
              name: string;
              description: string;
              location: string;
              cpu: string;
              ram: string;
              storage: string;
              bandwidth: string;
              priceCents: number;
              stockCount: number;
              isBundle: boolean;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'active' | 'suspended';
              rejectionReason: string | null;
              pendingChanges: {
                name: string;
                description: string;
                location: string;
                cpu: string;
                ram: string;
                storage: string;
                bandwidth: string;
              } | null;
              changesRejectionReason: string | null;
              createdAt: string;
              updatedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteServerPackage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getOwnBundle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            serverPackageId: string;
            isBundle: boolean;
            cpu: string;
            ram: string;
            storage: string;
            bandwidth: string;
            subnets: {
              id: string;
              subnet: string;
              ipBlockId: string;
              blockCidr: string;
              rir: string;
              countryCode: string | null;
              reputationScore: number | null;
            }[];
            ipv4Count: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  setBundleSubnets: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subnetIds: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bundle: {
              serverPackageId: string;
              isBundle: boolean;
              cpu: string;
              ram: string;
              storage: string;
              bandwidth: string;
              subnets: {
                id: string;
                subnet: string;
                ipBlockId: string;
                blockCidr: string;
                rir: string;
                countryCode: string | null;
                reputationScore: number | null;
              }[];
              ipv4Count: number;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAbuseQueue: {
    parameters: {
      query?: {
        category?: 'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
        status?: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
        overdue?: 'true' | 'false';
        range?: string;
        lessee?: string;
        page?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  closeAbuseDuplicates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          caseIds: string[];
          /** Format: uuid */
          duplicateOf: string;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  acceptAbuseAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  endAbuseLease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  liftAbuseSuspension: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  reopenAbuseCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  suspendAbuseLease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            case: {
              /** Format: uuid */
              id: string;
              reference: string;
              target: string;
              leasedPrefix: string;
              /** @enum {string} */
              category:
                'spam' | 'phishing' | 'malware' | 'botnet' | 'ddos' | 'scanning' | 'copyright' | 'other';
              /** @enum {string} */
              status: 'open' | 'acknowledged' | 'resolved' | 'disputed' | 'closed';
              /** @enum {string|null} */
              outcome: 'upheld' | 'dismissed' | 'duplicate' | null;
              reportCount: number;
              /** Format: date-time */
              openedAt: string;
              /** Format: date-time */
              deadlineAt: string;
              overdue: boolean;
              leaseSuspended: boolean;
              /** Format: uuid */
              orderId: string;
              lesseeName: string;
              /** @enum {string} */
              viewerRole: 'lessee' | 'owner' | 'staff';
              ownerName: string;
              /** Format: date-time */
              suspendableAt: string | null;
              /** Format: date-time */
              closedAt: string | null;
              reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                source: 'form' | 'xarf' | 'arf';
                /** Format: date-time */
                seenAt: string;
                /** Format: date-time */
                receivedAt: string;
                description: string;
                reporterEmail: string | null;
                reporterOrg: string | null;
                evidence: {
                  /** Format: uuid */
                  id: string;
                  filename: string;
                  contentType: string;
                  sizeBytes: number;
                }[];
              }[];
              events: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind:
                  | 'opened'
                  | 'report_joined'
                  | 'acknowledged'
                  | 'resolved'
                  | 'disputed'
                  | 'message'
                  | 'owner_request'
                  | 'accepted'
                  | 'reopened'
                  | 'reminder'
                  | 'warning'
                  | 'suspension_allowed'
                  | 'lease_suspended'
                  | 'suspension_lifted'
                  | 'lease_ended'
                  | 'closed_duplicate';
                /** @enum {string} */
                actor: 'reporter' | 'lessee' | 'owner' | 'staff' | 'system';
                body: string | null;
              }[];
              staff: {
                canAccept: boolean;
                canReopen: boolean;
                canSuspend: boolean;
                canLiftSuspension: boolean;
                canEndLease: boolean;
                upheldOnLease: number;
              } | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listStaffClaims: {
    parameters: {
      query?: {
        status?: 'open' | 'refunded' | 'rejected';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            claims: {
              id: string;
              orderId: string;
              /** @enum {string} */
              category: 'not_routable' | 'blacklisted' | 'wrong_range';
              description: string;
              /** @enum {string} */
              status: 'open' | 'refunded' | 'rejected';
              decisionReason: string | null;
              sellerAnswer: string | null;
              sellerAnsweredAt: string | null;
              createdAt: string;
              decidedAt: string | null;
              orderTitle: string;
              prefix: string | null;
              asnNumber: number | null;
              buyerName: string;
              buyerEmail: string;
              sellerName: string;
              sellerEmail: string;
              activatedAt: string | null;
              orderTotal: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  decideClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              decision: 'refund';
            }
          | {
              /** @enum {string} */
              decision: 'reject';
              reason: string;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            claim: {
              id: string;
              orderId: string;
              /** @enum {string} */
              category: 'not_routable' | 'blacklisted' | 'wrong_range';
              description: string;
              /** @enum {string} */
              status: 'open' | 'refunded' | 'rejected';
              decisionReason: string | null;
              sellerAnswer: string | null;
              sellerAnsweredAt: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getStaffDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stats: {
              totalUsers: number;
              pendingKyc: number;
              openTickets: number;
            };
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPendingKyc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            requests: {
              id: string;
              userId: string;
              name: string;
              email: string;
              country: string | null;
              companyName: string | null;
              companyAddress: string | null;
              memberSince: string;
              submittedAt: string;
              documents: {
                id: string;
                business: string | null;
              };
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  reviewKyc: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action: 'approve' | 'reject' | 'flag';
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listTicketQueue: {
    parameters: {
      query?: {
        page?: number | string;
        pageSize?: number | string;
        status?: 'active' | 'open' | 'in_progress' | 'resolved' | 'closed';
        priority?: 'low' | 'medium' | 'high' | 'urgent';
        assignee?: 'me' | 'unassigned';
        overdue?: 'true';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tickets: {
              id: string;
              title: string;
              /** @enum {string} */
              priority: 'low' | 'medium' | 'high' | 'urgent';
              /** @enum {string} */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              orderId: string | null;
              createdAt: string;
              updatedAt: string;
              openedBy: {
                id: string;
                name: string;
                email: string;
              };
              assignedTo: {
                id: string;
                name: string;
                email: string;
              } | null;
              awaitingReplySince: string | null;
              isOverdue: boolean;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getTicketCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: string;
              name: string | null;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              status: 'active' | 'suspended';
              suspensionReason: string | null;
              createdAt: string;
            };
            kyc: {
              /** @enum {string} */
              status: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              submittedAt: string | null;
              reviewedAt: string | null;
              rejectionReason: string | null;
            };
            orders: {
              id: string;
              title: string;
              /** @enum {string} */
              itemType: 'ip_subnet' | 'server_package';
              /** @enum {string} */
              status:
                | 'pending_payment'
                | 'payment_confirmed'
                | 'provisioning'
                | 'active'
                | 'completed'
                | 'cancelled'
                | 'dispute'
                | 'suspended';
              /** @enum {string} */
              as: 'leaser' | 'monetizer';
              amount: number;
              prefix: string | null;
              createdAt: string;
            }[];
            orderCount: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listStaffUsers: {
    parameters: {
      query?: {
        q?: string;
        role?: 'admin' | 'staff' | 'monetizer' | 'leaser';
        kyc?: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
        status?: 'active' | 'suspended';
        page?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            users: {
              id: string;
              name: string | null;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              /** @enum {string} */
              status: 'active' | 'suspended';
              emailVerified: boolean;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspendedByName: string | null;
              createdAt: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  reactivateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: string;
              name: string | null;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              /** @enum {string} */
              status: 'active' | 'suspended';
              emailVerified: boolean;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspendedByName: string | null;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  suspendUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: string;
              name: string | null;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              /** @enum {string} */
              kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected' | 'flagged';
              /** @enum {string} */
              status: 'active' | 'suspended';
              emailVerified: boolean;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspendedByName: string | null;
              createdAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listMyTickets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tickets: {
              id: string;
              title: string;
              /** @enum {string} */
              priority: 'low' | 'medium' | 'high' | 'urgent';
              /** @enum {string} */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              orderId: string | null;
              createdAt: string;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createTicket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          /**
           * @default medium
           * @enum {string}
           */
          priority?: 'low' | 'medium' | 'high' | 'urgent';
          /**
           * Format: uuid
           * @default null
           */
          orderId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ticket: {
              id: string;
              title: string;
              /** @enum {string} */
              priority: 'low' | 'medium' | 'high' | 'urgent';
              /** @enum {string} */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              orderId: string | null;
              createdAt: string;
              updatedAt: string;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listTicketAssignees: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assignees: {
              id: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listTicketOrderChoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders: {
              id: string;
              itemType: string;
              status: string;
              title: string | null;
              prefix: string | null;
              /** @enum {string} */
              side: 'bought' | 'sold';
              createdAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getTicket: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ticket: {
              id: string;
              title: string;
              /** @enum {string} */
              priority: 'low' | 'medium' | 'high' | 'urgent';
              /** @enum {string} */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              orderId: string | null;
              createdAt: string;
              updatedAt: string;
              openedBy: {
                id: string;
                name: string;
                email: string;
                avatarUrl: string | null;
              };
              assignedTo: {
                id: string;
                name: string;
                email: string;
              } | null;
              awaitingReplySince: string | null;
            };
            order: {
              id: string;
              itemType: string;
              status: string;
              title: string;
              prefix: string | null;
              asnNumber: number | null;
            } | null;
            messages: {
              id: string;
              ticketId: string;
              message: string;
              createdAt: string;
              sender: {
                id: string;
                name: string;
                avatarUrl: string | null;
                /** @enum {string} */
                role: 'admin' | 'staff' | 'monetizer' | 'leaser';
              };
              attachments: {
                id: string;
                fileName: string;
                mime: string;
                sizeBytes: number;
                url: string;
              }[];
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  assignTicket: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          assigneeId: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ticket: {
              id: string;
              title: string;
              /** @enum {string} */
              priority: 'low' | 'medium' | 'high' | 'urgent';
              /** @enum {string} */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              orderId: string | null;
              createdAt: string;
              updatedAt: string;
              openedBy: {
                id: string;
                name: string;
                email: string;
              };
              assignedTo: {
                id: string;
                name: string;
                email: string;
              } | null;
              awaitingReplySince: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  attachTicketFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            ticketId: string;
            message: string;
            createdAt: string;
            sender: {
              id: string;
              name: string;
              avatarUrl: string | null;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
            };
            attachments: {
              id: string;
              fileName: string;
              mime: string;
              sizeBytes: number;
              url: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The upload is not of an accepted type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getTicketAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        attachmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The attached file, shown inline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/png': string;
          'image/jpeg': string;
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postTicketMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            ticketId: string;
            message: string;
            createdAt: string;
            sender: {
              id: string;
              name: string;
              avatarUrl: string | null;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'monetizer' | 'leaser';
            };
            attachments: {
              id: string;
              fileName: string;
              mime: string;
              sizeBytes: number;
              url: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  changeTicketStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'open' | 'in_progress' | 'resolved' | 'closed';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ticket: {
              id: string;
              title: string;
              /** @enum {string} */
              priority: 'low' | 'medium' | 'high' | 'urgent';
              /** @enum {string} */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              orderId: string | null;
              createdAt: string;
              updatedAt: string;
              openedBy: {
                id: string;
                name: string;
                email: string;
              };
              assignedTo: {
                id: string;
                name: string;
                email: string;
              } | null;
              awaitingReplySince: string | null;
            };
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listProviderOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              kind: 'ip' | 'server';
              id: string;
              title: string;
              description: string;
              location: string;
              priceCents: number;
              /** @enum {string} */
              period: 'month' | 'quarter' | 'year';
              pricePerMonthCents: number;
              ipCount: number | null;
              subnet: string | null;
              cidr: string | null;
              ipVersion: (4 | null) | (6 | null);
              unitPrefix: number | null;
              unitsTotal: number | null;
              unitsFree: number | null;
              /** @enum {string|null} */
              rir: 'ripe' | 'arin' | 'apnic' | 'afrinic' | 'lacnic' | 'other' | null;
              countryCode: string | null;
              reputationScore: number | null;
              /** @enum {string|null} */
              reputationBand: 'clean' | 'warning' | 'blacklisted' | null;
              cpu: string | null;
              ram: string | null;
              storage: string | null;
              bundleSubnets: string[] | null;
              createdAt: string;
            }[];
            auctions: {
              id: string;
              cidr: string;
              countryCode: string | null;
              rir: string;
              sellerId: string;
              sellerName: string;
              reservePrice: number;
              buyNowPrice: number | null;
              minBidIncrement: number;
              /** @enum {string} */
              leasePeriod: 'month' | 'quarter' | 'year';
              currentBid: number | null;
              bidCount: number;
              startTime: string;
              endTime: string;
              /** @enum {string} */
              status: 'pending_approval' | 'live' | 'ended' | 'cancelled';
            }[];
            serverTime: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPublicProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            avatarUrl: string | null;
            createdAt: string;
            averageRating: number;
            ratingCount: number;
            recentReviews: {
              id: string;
              rating: number;
              comment: string | null;
              raterName: string;
              createdAt: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getWallet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            balance: number;
            onHoldBalance: number;
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getWalletBalanceHistory: {
    parameters: {
      query?: {
        days?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            days: number;
            points: {
              date: string;
              balance: number;
              onHoldBalance: number;
            }[];
            hasMovements: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listWalletTransactions: {
    parameters: {
      query?: {
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /** @enum {string} */
              type:
                | 'deposit'
                | 'escrow_release'
                | 'escrow_refund'
                | 'withdrawal'
                | 'escrow_lock'
                | 'fee'
                | 'payout'
                | 'tax';
              /** @enum {string} */
              status: 'completed' | 'pending' | 'on_hold' | 'failed';
              amount: number;
              description: string;
              /** @enum {string|null} */
              toWalletType: 'available' | 'on_hold' | null;
              /** @enum {string|null} */
              fromWalletType: 'available' | 'on_hold' | null;
              orderId: string | null;
              createdAt: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endpoints: {
              id: string;
              url: string;
              events: ('order.paid' | 'order.cancelled' | 'lease.ending' | 'bid.outbid')[];
              createdAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          events: ('order.paid' | 'order.cancelled' | 'lease.ending' | 'bid.outbid')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            endpoint: {
              id: string;
              url: string;
              events: ('order.paid' | 'order.cancelled' | 'lease.ending' | 'bid.outbid')[];
              createdAt: string;
            };
            secret: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The state changed first (sold, taken, already done). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deliveries: {
              id: string;
              endpointId: string;
              url: string;
              event: string;
              /** @enum {string} */
              status: 'pending' | 'delivered' | 'failed';
              attempts: number;
              lastStatusCode: number | null;
              lastError: string | null;
              nextAttemptAt: string | null;
              createdAt: string;
              lastAttemptAt: string | null;
            }[];
          };
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  testWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            delivered: boolean;
            delivery: {
              id: string;
              endpointId: string;
              url: string;
              event: string;
              /** @enum {string} */
              status: 'pending' | 'delivered' | 'failed';
              attempts: number;
              lastStatusCode: number | null;
              lastError: string | null;
              nextAttemptAt: string | null;
              createdAt: string;
              lastAttemptAt: string | null;
            };
          };
        };
      };
      /** @description The request is malformed or a field is refused; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the API token is unknown, revoked or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller may not do this: a role it lacks, or an API token that cannot. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Nothing of that id, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests: wait for Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}

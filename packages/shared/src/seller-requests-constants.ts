import { type Message, message, MESSAGES } from './messages';

/**
 * Becoming a seller's statuses, bounds and texts without zod, so a page that only shows the next
 * step toward selling (My IP Blocks, My Server Packages) does not load zod and the contracts
 * (docs/decisions/270). seller-requests.ts re-exports them.
 */

export const SELLER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SellerRequestStatus = (typeof SELLER_REQUEST_STATUSES)[number];

/** What the seller means to offer: the two kinds of thing Netlease lists (docs/PRODUCT.md "Inventory"). */
export const SELLER_OFFERINGS = ['ip_blocks', 'servers', 'both'] as const;
export type SellerOffering = (typeof SELLER_OFFERINGS)[number];
export const SELLER_OFFERING_LABELS: Record<SellerOffering, string> = {
  ip_blocks: 'IP blocks',
  servers: 'Server packages',
  both: 'IP blocks and server packages',
};

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 200;
export const SELLER_DESCRIPTION_MIN = 10;
export const SELLER_DESCRIPTION_MAX = 2000;
export const SELLER_REASON_MAX = 1000;

export const SELLER_REQUEST_MESSAGES = {
  missingFields: message(
    'Missing fields',
    'Please enter your company name, choose what you want to sell and describe it.',
  ),
  invalidCompanyName: message(
    'Invalid company name',
    `The company name must be ${COMPANY_NAME_MIN} to ${COMPANY_NAME_MAX} characters long.`,
  ),
  invalidDescription: message(
    'Invalid description',
    `Describe what you want to sell in ${SELLER_DESCRIPTION_MIN} to ${SELLER_DESCRIPTION_MAX} characters.`,
  ),
  kycRequired: message(
    'Verification required',
    'Only verified identities can sell on Netlease. Complete your KYC verification first.',
  ),
  alreadySeller: message('Request not sent', 'Your account can already sell.'),
  notForStaff: message('Request not sent', 'Staff and admin accounts cannot become sellers.'),
  alreadyPending: message(
    'Request not sent',
    'Your request to become a seller is already waiting for review.',
  ),
  submitted: message('Request Sent', 'An admin will review your request to become a seller.'),
  fetchFailed: message('Error fetching seller requests', 'Please try again later.'),
  // admin review
  reasonRequired: MESSAGES.reasonRequired,
  alreadyReviewed: message('Error performing action', 'This request has already been reviewed.'),
  notALeaser: message(
    'Error performing action',
    'This user is no longer a leaser; reject the request instead.',
  ),
  notVerified: message(
    'Error performing action',
    "This user's identity is no longer verified; reject the request instead.",
  ),
  suspended: message(
    'Error performing action',
    'This account is suspended; reactivate it first or reject the request.',
  ),
  approved: message('Seller approved', 'The user is now a monetizer and has been told.'),
  rejected: message('Seller request rejected', 'The user has been told the reason.'),
} as const satisfies Record<string, Message>;

/**
 * The next step toward selling, shown where a user who cannot sell yet asks to (My IP Blocks, Create
 * Listing; docs/PRODUCT.md "Becoming a seller"): verify first, then ask, then wait for the admins.
 */
export const SELLER_NEXT_STEPS = {
  verifyFirst: message(
    'Verification required',
    'Selling on Netlease starts with a verified identity: complete your KYC verification, then ask to become a seller.',
  ),
  becomeSeller: message(
    'Become a seller',
    'Your identity is verified. Ask to become a seller to offer IP blocks and servers.',
  ),
  requestWaiting: message(
    'Request waiting for review',
    'Your request to become a seller is waiting for an admin. You can offer IP blocks and servers once it is approved.',
  ),
  notForStaff: message('Selling is for customers', 'Staff and admin accounts cannot sell on Netlease.'),
} as const satisfies Record<string, Message>;

/** What the requester is told (a notification) after the review. */
export const SELLER_REQUEST_NOTIFICATIONS = {
  approved: message(
    'You can now sell on Netlease',
    'Your request to become a seller was approved. Register your first IP block or server package.',
  ),
  rejected: message('Seller request rejected', 'Your request to become a seller was rejected: '),
} as const satisfies Record<string, Message>;
export const SELLER_REQUEST_NOTIFICATION_TYPE = 'seller_request';

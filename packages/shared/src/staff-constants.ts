import { type Message, message } from './messages';

/**
 * Staff tools' bounds and messages without zod, so a page that only shows them (a ticket's page,
 * with the customer beside the thread) does not load zod and the staff contracts
 * (docs/decisions/270). staff.ts re-exports them.
 */

/* ---------- user management (docs/decisions/160-staff-tools-and-audit.md) ---------- */

export const SUSPENSION_REASON_MAX = 1000;
export const STAFF_USERS_PAGE_SIZE = 20;
export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const STAFF_MESSAGES = {
  suspensionReasonRequired: message('Reason required', 'Please give the reason for the suspension.'),
  reactivationReasonRequired: message('Reason required', 'Please give the reason for the reactivation.'),
  userNotFound: message('User not found', 'This account does not exist.'),
  cannotSuspendSelf: message('Not allowed', 'You cannot suspend your own account.'),
  staffSuspendsCustomersOnly: message('Not allowed', 'Only an admin can suspend a staff or admin account.'),
  alreadySuspended: message('Already suspended', 'This account is already suspended.'),
  notSuspended: message('Not suspended', 'This account is not suspended.'),
  userSuspended: message('User suspended', 'They are signed out and their offers left the marketplace.'),
  userReactivated: message('User reactivated', 'They can sign in again and their offers are back.'),
  sameRole: message('Role unchanged', 'The user already has this role.'),
  lastAdmin: message(
    'Last admin',
    'Netlease needs at least one active admin: make another admin before changing this role.',
  ),
  /** Suspending the one active admin left (docs/PRODUCT.md "Staff tools": always one active admin). */
  lastAdminSuspension: message(
    'Last admin',
    'Netlease needs at least one active admin: make another admin before suspending this one.',
  ),
  roleChanged: message('Role changed', 'The new role applies from their next request.'),
  /** Sign-in and every trade of a suspended account (one shared check, decision 160). */
  accountSuspended: message(
    'Account suspended',
    'Your account is suspended. The email we sent you says why and how to appeal.',
  ),
  /** Buying from, or bidding on, an offer of a suspended seller. */
  sellerUnavailable: message('Offer unavailable', "This seller's offers are paused. Please try again later."),
  usersFetchFailed: message('Error fetching users', 'Please try again later.'),
} as const satisfies Record<string, Message>;

/* ---------- the customer beside a ticket (docs/decisions/250-staff-ticket-queue-and-customer-context.md) ---------- */

/** How many of the customer's newest orders the staff ticket page lists. */
export const CUSTOMER_RECENT_ORDERS = 10;

export const CUSTOMER_CONTEXT_MESSAGES = {
  fetchFailed: message('Error fetching the customer', 'Please try again later.'),
} as const satisfies Record<string, Message>;

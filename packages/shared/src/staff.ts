import { z } from 'zod';
import { KYC_STATUSES, ROLES } from './access';
import { asIssue, type Message, message } from './messages';
import { MAX_QUERY_PAGE, boundedIntQuery } from './query-params';
import { roleSchema } from './roles';
import { ORDER_ITEM_TYPES, ORDER_STATUSES } from './orders-constants';
import { multiLineText, singleLineText } from './text';

/**
 * GET /api/staff/dashboard: the /staff page's counts (docs/PRODUCT.md "Staff tools"); each tab reads
 * its own list (pending KYC, users, the ticket queue, lease claims).
 */
export const staffDashboardSchema = z.object({
  stats: z.object({ totalUsers: z.number(), pendingKyc: z.number(), openTickets: z.number() }),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

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

/** GET /api/staff/users: search by name or email, filter by role, KYC state and status; paged. */
export const staffUsersQuerySchema = z.object({
  q: z.string().trim().max(254).check(singleLineText('search')).optional(),
  role: z.enum(ROLES).optional(),
  kyc: z.enum(KYC_STATUSES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: boundedIntQuery(1, MAX_QUERY_PAGE).default(1),
});
export type StaffUsersQuery = z.input<typeof staffUsersQuerySchema>;

export const staffUserSchema = z.object({
  id: z.string(),
  /** A profile without a name shows N/A (docs/PRODUCT.md "Staff tools"). */
  name: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  kycStatus: z.enum(KYC_STATUSES),
  status: z.enum(USER_STATUSES),
  emailVerified: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  suspendedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUsersPageSchema = z.object({
  users: z.array(staffUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StaffUsersPage = z.infer<typeof staffUsersPageSchema>;

export const suspendUserInputSchema = z.object({
  reason: z
    .string({ error: asIssue(STAFF_MESSAGES.suspensionReasonRequired) })
    .trim()
    .min(1, asIssue(STAFF_MESSAGES.suspensionReasonRequired))
    .max(SUSPENSION_REASON_MAX, asIssue(STAFF_MESSAGES.suspensionReasonRequired))
    .check(multiLineText('reason')),
});
export type SuspendUserInput = z.input<typeof suspendUserInputSchema>;

/** A reactivation says why too (an appeal upheld, a mistake): the audit log keeps it. */
export const reactivateUserInputSchema = z.object({
  reason: z
    .string({ error: asIssue(STAFF_MESSAGES.reactivationReasonRequired) })
    .trim()
    .min(1, asIssue(STAFF_MESSAGES.reactivationReasonRequired))
    .max(SUSPENSION_REASON_MAX, asIssue(STAFF_MESSAGES.reactivationReasonRequired))
    .check(multiLineText('reason')),
});
export type ReactivateUserInput = z.input<typeof reactivateUserInputSchema>;

export const changeRoleInputSchema = z.object({ role: roleSchema });
export type ChangeRoleInput = z.input<typeof changeRoleInputSchema>;

export const userActionAnswerSchema = z.object({
  user: staffUserSchema,
  title: z.string(),
  message: z.string(),
});
export type UserActionAnswer = z.infer<typeof userActionAnswerSchema>;

/* ---------- the customer beside a ticket (docs/decisions/250-staff-ticket-queue-and-customer-context.md) ---------- */

/** How many of the customer's newest orders the staff ticket page lists. */
export const CUSTOMER_RECENT_ORDERS = 10;

export const CUSTOMER_CONTEXT_MESSAGES = {
  fetchFailed: message('Error fetching the customer', 'Please try again later.'),
} as const satisfies Record<string, Message>;

/** One of the customer's orders, bought ('leaser') or sold ('monetizer') by them. */
export const customerOrderSchema = z.object({
  id: z.string(),
  title: z.string(),
  itemType: z.enum(ORDER_ITEM_TYPES),
  status: z.enum(ORDER_STATUSES),
  as: z.enum(['leaser', 'monetizer']),
  amount: z.number().int(),
  prefix: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The lease page, only when the viewer may open it: it is its buyer's and seller's alone
   * (docs/PRODUCT.md "Delivering a lease"), so for staff it is null unless they are a party.
   */
  leasePath: z.string().nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** GET /api/staff/tickets/:id/customer: the ticket's opener as staff need them beside the thread. */
export const ticketCustomerSchema = z.object({
  account: z.object({
    id: z.string(),
    /** A profile without a name shows N/A (docs/PRODUCT.md "Staff tools"). */
    name: z.string().nullable(),
    email: z.string(),
    role: roleSchema,
    status: z.enum(USER_STATUSES),
    suspensionReason: z.string().nullable(),
    createdAt: z.string(),
  }),
  kyc: z.object({
    status: z.enum(KYC_STATUSES),
    /** The latest request: when it was sent and reviewed, and why a refusal was given. */
    submittedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    rejectionReason: z.string().nullable(),
  }),
  orders: z.array(customerOrderSchema),
  /** All their orders, both roles; `orders` holds the newest CUSTOMER_RECENT_ORDERS. */
  orderCount: z.number().int(),
});
export type TicketCustomer = z.infer<typeof ticketCustomerSchema>;

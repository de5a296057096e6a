import { z } from 'zod';
import { KYC_STATUSES, ROLES } from './access';
import { asIssue } from './messages';
import { MAX_QUERY_PAGE, boundedIntQuery } from './query-params';
import { roleSchema } from './roles';
import { ORDER_ITEM_TYPES, ORDER_STATUSES } from './orders-constants';
import { multiLineText, singleLineText } from './text';
import { STAFF_MESSAGES, SUSPENSION_REASON_MAX, USER_STATUSES } from './staff-constants';

export * from './staff-constants';

/**
 * GET /api/staff/dashboard: the /staff page's counts (docs/PRODUCT.md "Staff tools"); each tab reads
 * its own list (pending KYC, users, the ticket queue, lease claims).
 */
export const staffDashboardSchema = z.object({
  stats: z.object({ totalUsers: z.number(), pendingKyc: z.number(), openTickets: z.number() }),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

/* ---------- user management (docs/decisions/160-staff-tools-and-audit.md) ---------- */

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

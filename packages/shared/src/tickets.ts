import { asIssue } from './messages';
import { z } from 'zod';
import { roleSchema } from './roles';
import { MAX_QUERY_PAGE, boundedIntQuery } from './query-params';
import { messageShape } from './replies';
import { multiLineText, singleLineText } from './text';
import {
  ADMIN_TICKETS_PAGE_SIZE,
  TICKET_ASSIGNEE_FILTERS,
  TICKET_MESSAGES,
  TICKET_MESSAGE_MAX,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_STATUS_FILTERS,
  TICKET_TITLE_MAX,
} from './tickets-constants';

/**
 * Support tickets (docs/PRODUCT.md "Support tickets"): the zod contracts. Constants, messages and
 * labels live in tickets-constants.ts (no zod); re-exported here for everyone else.
 */
export * from './tickets-constants';

export const createTicketInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, asIssue(TICKET_MESSAGES.titleRequired))
    .max(TICKET_TITLE_MAX, asIssue(TICKET_MESSAGES.titleRequired))
    .check(singleLineText('title')),
  description: z
    .string()
    .trim()
    .min(1, asIssue(TICKET_MESSAGES.descriptionRequired))
    .max(TICKET_MESSAGE_MAX, asIssue(TICKET_MESSAGES.descriptionRequired))
    .check(multiLineText('description')),
  priority: z.enum(TICKET_PRIORITIES).default('medium'),
  orderId: z.uuid(asIssue(TICKET_MESSAGES.invalidOrder)).nullable().default(null),
});
export type CreateTicketInput = z.input<typeof createTicketInputSchema>;

export const postTicketMessageInputSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, asIssue(TICKET_MESSAGES.messageRequired))
    .max(TICKET_MESSAGE_MAX, asIssue(TICKET_MESSAGES.messageRequired))
    .check(multiLineText('message')),
});
export type PostTicketMessageInput = z.input<typeof postTicketMessageInputSchema>;

export const changeTicketStatusInputSchema = z.object({ status: z.enum(TICKET_STATUSES) });
export const assignTicketInputSchema = z.object({ assigneeId: z.uuid().nullable() });

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const ticketSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** A ticket as staff and admins list it: with its opener and assignee. */
export const staffTicketSchema = ticketSummarySchema.extend({
  openedBy: personSchema,
  assignedTo: personSchema.nullable(),
  /** Since when the opener has waited for a staff answer; null once staff answered the last message. */
  awaitingReplySince: z.string().nullable(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  message: z.string(),
  createdAt: z.string(),
  sender: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable(), role: roleSchema }),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/**
 * The order a ticket is about, as its page shows it: what was leased, where it stands, and for an IP
 * lease the prefix and the buyer's ASN (docs/PRODUCT.md "Delivering a lease").
 */
export const ticketOrderSchema = z.object({
  id: z.string(),
  itemType: z.string(),
  status: z.string(),
  title: z.string(),
  prefix: z.string().nullable(),
  asnNumber: z.number().nullable(),
});
export type TicketOrder = z.infer<typeof ticketOrderSchema>;

export const ticketDetailSchema = z.object({
  ticket: staffTicketSchema.extend({ openedBy: personSchema.extend({ avatarUrl: z.string().nullable() }) }),
  /** The order the ticket names, or null. */
  order: ticketOrderSchema.nullable(),
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/**
 * One of the user's orders a ticket may be about: running or ended in the last 90 days (PRODUCT.md
 * "Support tickets"), with the prefix of an IP order so the picker tells ranges apart.
 */
export const ticketOrderChoiceSchema = z.object({
  id: z.string(),
  itemType: z.string(),
  status: z.string(),
  title: z.string().nullable(),
  prefix: z.string().nullable(),
  /** Whether the user bought the order or sold it. */
  side: z.enum(['bought', 'sold']),
  createdAt: z.string(),
});
export type TicketOrderChoice = z.infer<typeof ticketOrderChoiceSchema>;

export const assigneeSchema = personSchema.extend({ role: roleSchema });
export type Assignee = z.infer<typeof assigneeSchema>;

/**
 * `overdue=true` keeps the tickets past their reply target (TICKET_REPLY_TARGET_HOURS); left out,
 * every ticket.
 */
export const ticketQueueQuerySchema = z.object({
  page: boundedIntQuery(1, MAX_QUERY_PAGE).default(1),
  pageSize: boundedIntQuery(1, 100).default(ADMIN_TICKETS_PAGE_SIZE),
  status: z.enum(TICKET_STATUS_FILTERS).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  assignee: z.enum(TICKET_ASSIGNEE_FILTERS).optional(),
  overdue: z.literal('true').optional(),
});
export type TicketQueueQuery = z.input<typeof ticketQueueQuerySchema>;

/** The admin tickets tab takes the queue's filters. */
export const adminTicketsQuerySchema = ticketQueueQuerySchema;
export type AdminTicketsQuery = TicketQueueQuery;

/** A ticket in the queue: as staff see it, and whether it is past its reply target now. */
export const queueTicketSchema = staffTicketSchema.extend({ isOverdue: z.boolean() });
export type QueueTicket = z.infer<typeof queueTicketSchema>;

export const adminTicketsPageSchema = z.object({
  tickets: z.array(queueTicketSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminTicketsPage = z.infer<typeof adminTicketsPageSchema>;
export const ticketQueuePageSchema = adminTicketsPageSchema;
export type TicketQueuePage = AdminTicketsPage;

/** GET /api/tickets. */
export const ticketListSchema = z.object({ tickets: z.array(ticketSummarySchema) });
export type TicketList = z.infer<typeof ticketListSchema>;

/** POST /api/tickets (201): the new ticket and its toast. */
export const ticketCreatedSchema = z.object({ ticket: ticketSummarySchema, ...messageShape });
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;

/** GET /api/tickets/order-choices. */
export const ticketOrderChoiceListSchema = z.object({ orders: z.array(ticketOrderChoiceSchema) });
export type TicketOrderChoiceList = z.infer<typeof ticketOrderChoiceListSchema>;

/** GET /api/tickets/assignees. */
export const assigneeListSchema = z.object({ assignees: z.array(assigneeSchema) });
export type AssigneeList = z.infer<typeof assigneeListSchema>;

/** PUT /api/tickets/:id/status and /assignee: the ticket as staff see it now, and the toast. */
export const updatedTicketSchema = z.object({ ticket: staffTicketSchema, ...messageShape });
export type UpdatedTicket = z.infer<typeof updatedTicketSchema>;

/** `/api/tickets/:id/attachments/:attachmentId` (any text: not a uuid answers 404). */
export const ticketAttachmentParamsSchema = z.object({
  id: z.string().max(64),
  attachmentId: z.string().max(64),
});

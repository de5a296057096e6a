import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  OPEN_TICKET_STATUSES,
  TICKET_ENDED_ORDER_DAYS,
  TICKET_ENDED_ORDER_STATUSES,
  TICKET_PRIORITIES,
  TICKET_REPLY_TARGET_HOURS,
  TICKET_RUNNING_ORDER_STATUSES,
  isTicketOverdue,
  ticketAttachmentUrl,
  type Assignee,
  type StaffTicket,
  type TicketAttachment,
  type TicketDetail,
  type TicketOrder,
  type TicketOrderChoice,
  type TicketQueuePage,
  type TicketSummary,
  type ticketQueueQuerySchema,
} from '@netlease/shared/tickets';
import type { Executor } from '../../../platform/db/database';
import { readPage } from '../../../platform/db/paging';
import { DAY, HOUR } from '../../../platform/clock';
import { users } from '../../../platform/db/schema/platform/index';
import { orders } from '../../../platform/db/schema/commerce/index';
import { ticketAttachments, ticketMessages, tickets } from '../../../platform/db/schema/support/index';

/**
 * A ticket may name one of the user's own orders that is running, or that ended no more than 90 days
 * ago (docs/PRODUCT.md "Support tickets"). An order ended before the end time was kept counts from its
 * last change. The picker and the check of a new ticket use this one condition.
 */
function relatableOrder(userId: string, now: Date): SQL {
  const endedSince = new Date(now.getTime() - TICKET_ENDED_ORDER_DAYS * DAY);
  return and(
    eq(orders.leaserId, userId),
    or(
      inArray(orders.status, [...TICKET_RUNNING_ORDER_STATUSES]),
      and(
        inArray(orders.status, [...TICKET_ENDED_ORDER_STATUSES]),
        gte(sql`coalesce(${orders.endedAt}, ${orders.updatedAt})`, endedSince),
      ),
    ),
  )!;
}
const ORDER_CHOICES_LIMIT = 100;

/**
 * The prefix an IP order leases, or last leased (the running lease first), and the AS number its buyer
 * named, as the orders list reads them. Written against `orders` by name: a query of one table leaves
 * its columns unqualified, which inside these subqueries would name the subquery's own.
 */
const leasedPrefix = sql<string | null>`(SELECT l.cidr::text FROM order_ip_leases l
  WHERE l.order_id = orders.id ORDER BY l.is_active DESC, l.created_at DESC LIMIT 1)`;
const namedAsn = sql<
  string | number | null
>`(SELECT a.asn_number FROM asn_records a WHERE a.id = orders.asn_id)`;

export async function isRelatableOrder(
  db: Executor,
  userId: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), relatableOrder(userId, now)));
  return row !== undefined;
}

/** The choices of the Create New Ticket dialog's related-order picker, newest first. */
export async function findRelatableOrders(
  db: Executor,
  userId: string,
  now: Date,
): Promise<TicketOrderChoice[]> {
  const rows = await db
    .select({
      id: orders.id,
      itemType: orders.itemType,
      status: orders.status,
      title: orders.title,
      prefix: leasedPrefix,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(relatableOrder(userId, now))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_CHOICES_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The order a ticket names, for its page: with the prefix and ASN of an IP lease. */
export async function findTicketOrder(db: Executor, orderId: string | null): Promise<TicketOrder | null> {
  if (!orderId) return null;
  const [row] = await db
    .select({
      id: orders.id,
      itemType: orders.itemType,
      status: orders.status,
      title: orders.title,
      prefix: leasedPrefix,
      asnNumber: namedAsn,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  return { ...row, asnNumber: row.asnNumber == null ? null : Number(row.asnNumber) };
}

/* ---------- tickets as staff and openers read them ---------- */

const opener = alias(users, 'opener');
const assignee = alias(users, 'assignee');

const staffTicketColumns = {
  ticket: tickets,
  opener: { id: opener.id, name: opener.name, email: opener.email, avatarUrl: opener.avatarUrl },
  assignee: { id: assignee.id, name: assignee.name, email: assignee.email },
};

export type TicketRow = typeof tickets.$inferSelect;

export function toSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    title: row.title,
    priority: row.priority,
    status: row.status,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStaffTicket(row: {
  ticket: TicketRow;
  opener: { id: string; name: string; email: string };
  assignee: { id: string | null; name: string | null; email: string | null } | null;
}): StaffTicket {
  const assigned = row.assignee;
  return {
    ...toSummary(row.ticket),
    openedBy: { id: row.opener.id, name: row.opener.name, email: row.opener.email },
    assignedTo:
      assigned?.id && assigned.name !== null && assigned.email !== null
        ? { id: assigned.id, name: assigned.name, email: assigned.email }
        : null,
    awaitingReplySince: row.ticket.awaitingReplySince?.toISOString() ?? null,
  };
}

export function selectStaffTickets(db: Executor) {
  return db
    .select(staffTicketColumns)
    .from(tickets)
    .innerJoin(opener, eq(opener.id, tickets.openedBy))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedTo));
}

/** A ticket as staff see it, with its opener and assignee (undefined when there is none). */
export async function findStaffTicket(db: Executor, ticketId: string): Promise<StaffTicket | undefined> {
  const [row] = await selectStaffTickets(db).where(eq(tickets.id, ticketId));
  return row && toStaffTicket(row);
}

export type AttachmentRow = typeof ticketAttachments.$inferSelect;

export function toAttachment(row: AttachmentRow): TicketAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    mime: row.mime,
    sizeBytes: row.sizeBytes,
    url: ticketAttachmentUrl(row.ticketId, row.id),
  };
}

/** A ticket's messages, oldest first, each with its files. */
export async function readTicketThread(db: Executor, ticketId: string): Promise<TicketDetail['messages']> {
  const messages = await db
    .select({
      id: ticketMessages.id,
      ticketId: ticketMessages.ticketId,
      message: ticketMessages.message,
      createdAt: ticketMessages.createdAt,
      sender: { id: users.id, name: users.name, avatarUrl: users.avatarUrl, role: users.role },
    })
    .from(ticketMessages)
    .innerJoin(users, eq(users.id, ticketMessages.senderId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const attachments = await db
    .select()
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
  const byMessage = new Map<string, TicketAttachment[]>();
  for (const attachment of attachments) {
    const list = byMessage.get(attachment.messageId) ?? [];
    list.push(toAttachment(attachment));
    byMessage.set(attachment.messageId, list);
  }
  return messages.map((message) => ({
    ...message,
    createdAt: message.createdAt.toISOString(),
    attachments: byMessage.get(message.id) ?? [],
  }));
}

/** Who a ticket can be assigned to: every staff member and admin. */
export async function listAssignees(db: Executor): Promise<Assignee[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, ['staff', 'admin']))
    .orderBy(asc(users.name), asc(users.email));
}

const isOpen = inArray(tickets.status, [...OPEN_TICKET_STATUSES]);

export async function countOpenTickets(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tickets).where(isOpen);
  return row?.total ?? 0;
}

// Urgent first; among equals the ticket waiting longest (a work queue, decision 160).
const PRIORITY_RANK = sql`array_position(ARRAY[${sql.join(
  [...TICKET_PRIORITIES].reverse().map((priority) => sql`${priority}`),
  sql`, `,
)}]::text[], ${tickets.priority})`;

/**
 * Open or in progress, and waiting for staff at least as long as its priority's reply target
 * (docs/PRODUCT.md "Support tickets"): the same rule as `isTicketOverdue`, on the injected clock.
 */
function isOverdueAt(now: Date): SQL {
  return and(
    isOpen,
    or(
      ...TICKET_PRIORITIES.map((priority) =>
        and(
          eq(tickets.priority, priority),
          lte(
            tickets.awaitingReplySince,
            new Date(now.getTime() - TICKET_REPLY_TARGET_HOURS[priority] * HOUR),
          ),
        ),
      ),
    ),
  )!;
}

/**
 * The ticket queue, filtered and paged on the server: the staff panel's Support Tickets tab
 * ('queue': urgent first, then oldest) and the admin tickets tab ('newest' first).
 */
export async function selectTicketQueue(
  db: Executor,
  viewerId: string,
  query: z.output<typeof ticketQueueQuerySchema>,
  order: 'queue' | 'newest',
  now: Date,
): Promise<TicketQueuePage> {
  const { page, pageSize, status, priority, assignee, overdue } = query;
  const conditions: Array<SQL | undefined> = [];
  if (status === 'active') conditions.push(isOpen);
  else if (status) conditions.push(eq(tickets.status, status));
  if (priority) conditions.push(eq(tickets.priority, priority));
  if (assignee === 'me') conditions.push(eq(tickets.assignedTo, viewerId));
  if (assignee === 'unassigned') conditions.push(isNull(tickets.assignedTo));
  if (overdue) conditions.push(isOverdueAt(now));
  const filter = and(...conditions);
  const ordering =
    order === 'queue'
      ? [asc(PRIORITY_RANK), asc(tickets.createdAt), asc(tickets.id)]
      : [desc(tickets.createdAt), desc(tickets.id)];
  const { items, ...paging } = await readPage(
    { page, pageSize },
    ({ limit, offset }) =>
      selectStaffTickets(db)
        .where(filter)
        .orderBy(...ordering)
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(tickets).where(filter),
  );
  return {
    tickets: items.map((row) => {
      const ticket = toStaffTicket(row);
      return { ...ticket, isOverdue: isTicketOverdue(ticket, now) };
    }),
    ...paging,
  };
}

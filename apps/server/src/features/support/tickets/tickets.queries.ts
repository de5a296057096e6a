import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  OPEN_TICKET_STATUSES,
  TICKET_PRIORITIES,
  TICKET_REPLY_TARGET_HOURS,
  isTicketOverdue,
  ticketAttachmentUrl,
  type Assignee,
  type StaffTicket,
  type TicketAttachment,
  type TicketDetail,
  type TicketQueuePage,
  type TicketSummary,
  type ticketQueueQuerySchema,
} from '@netlease/shared/tickets';
import type { Executor } from '../../../platform/db/database';
import { readPage } from '../../../platform/db/paging';
import { HOUR } from '../../../platform/clock';
import { users } from '../../../platform/db/schema/platform/index';
import { ticketAttachments, ticketMessages, tickets } from '../../../platform/db/schema/support/index';

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

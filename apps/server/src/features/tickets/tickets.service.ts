import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { SessionUser } from '@netlease/shared/auth';
import { canAccess } from '@netlease/shared/roles';
import {
  OPEN_TICKET_STATUSES,
  TICKET_EVENTS,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  adminTicketsQuerySchema,
  canMoveTicket,
  createTicketInputSchema,
  postTicketMessageInputSchema,
  ticketTopic,
  type AdminTicketsPage,
  type AdminTicketsQuery,
  type Assignee,
  type CreateTicketInput,
  type PostTicketMessageInput,
  type StaffTicket,
  type TicketDetail,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
} from '@netlease/shared/tickets';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../platform/db/database';
import { ticketMessages, tickets, users } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { HOUR, MINUTE } from '../../platform/clock';
import { enforceRateLimit } from '../../platform/rate-limit';
import { publishEvent } from '../../platform/realtime/publish-event';
import { notifyUser } from '../notifications/notifications.service';
import { findRelatableOrders, isRelatableOrder } from './tickets.queries';

const MY_TICKETS_LIMIT = 200;
/** Per-account limits against flooding the support queue (staff replies are not limited). */
export const TICKET_RATE_LIMITS = {
  createPerAccount: { max: 20, windowMs: HOUR },
  messagePerAccount: { max: 60, windowMs: 10 * MINUTE },
};

const isStaff = (user: Pick<SessionUser, 'role'>) => canAccess('staff', user.role);
const ticketLink = (ticketId: string) => `/ticket/${ticketId}`;
const ticketNotFound = () => new AppError('not_found', TICKET_MESSAGES.ticketNotFound);
// Ids come from the address bar: anything that is not a uuid is simply a ticket that does not exist.
const isUuid = (value: string) => z.uuid().safeParse(value).success;

const opener = alias(users, 'opener');
const assignee = alias(users, 'assignee');

const staffTicketColumns = {
  ticket: tickets,
  opener: { id: opener.id, name: opener.name, email: opener.email, avatarUrl: opener.avatarUrl },
  assignee: { id: assignee.id, name: assignee.name, email: assignee.email },
};

type TicketRow = typeof tickets.$inferSelect;

function toSummary(row: TicketRow): TicketSummary {
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

function toStaffTicket(row: {
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
  };
}

function selectStaffTickets(db: Executor) {
  return db
    .select(staffTicketColumns)
    .from(tickets)
    .innerJoin(opener, eq(opener.id, tickets.openedBy))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedTo));
}

async function findStaffTicket(db: Executor, ticketId: string): Promise<StaffTicket> {
  const [row] = await selectStaffTickets(db).where(eq(tickets.id, ticketId));
  if (!row) throw ticketNotFound();
  return toStaffTicket(row);
}

/**
 * Reads a ticket the user may see (its opener, staff, admins) and locks it for the caller's
 * transaction. Anyone else gets the same answer as for a ticket that does not exist.
 */
async function lockVisibleTicket(tx: Executor, user: SessionUser, ticketId: string): Promise<TicketRow> {
  if (!isUuid(ticketId)) throw ticketNotFound();
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
  if (!row || (row.openedBy !== user.id && !isStaff(user))) throw ticketNotFound();
  return row;
}

export async function canViewTicket(db: Executor, user: SessionUser | null, ticketId: string) {
  if (!user || !isUuid(ticketId)) return false;
  if (isStaff(user)) return true;
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.openedBy, user.id)));
  return row !== undefined;
}

/** Opens a ticket; its description becomes the first message (the original app dropped it). */
export async function createTicket(
  ctx: AppContext,
  user: SessionUser,
  input: CreateTicketInput,
): Promise<TicketSummary> {
  const data = createTicketInputSchema.parse(input);
  await enforceRateLimit(ctx.db, ctx.clock, `tickets:create:${user.id}`, TICKET_RATE_LIMITS.createPerAccount);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (data.orderId && !(await isRelatableOrder(tx, user.id, data.orderId))) {
      throw new AppError('bad_request', TICKET_MESSAGES.invalidOrder);
    }
    const [ticket] = await tx
      .insert(tickets)
      .values({
        openedBy: user.id,
        orderId: data.orderId,
        title: data.title,
        priority: data.priority,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(ticketMessages)
      .values({ ticketId: ticket!.id, senderId: user.id, message: data.description, createdAt: now });
    return toSummary(ticket!);
  });
}

export async function listMyTickets(ctx: AppContext, userId: string): Promise<TicketSummary[]> {
  const rows = await ctx.db
    .select()
    .from(tickets)
    .where(eq(tickets.openedBy, userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(MY_TICKETS_LIMIT);
  return rows.map(toSummary);
}

export async function listTicketOrderChoices(ctx: AppContext, userId: string) {
  return findRelatableOrders(ctx.db, userId);
}

export async function getTicketDetail(
  ctx: AppContext,
  viewer: SessionUser,
  ticketId: string,
): Promise<TicketDetail> {
  if (!isUuid(ticketId)) throw ticketNotFound();
  const [row] = await selectStaffTickets(ctx.db).where(eq(tickets.id, ticketId));
  if (!row || (row.ticket.openedBy !== viewer.id && !isStaff(viewer))) throw ticketNotFound();
  const messages = await ctx.db
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
  return {
    ticket: { ...toStaffTicket(row), openedBy: row.opener },
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

/**
 * Adds a message to the thread. Every open page of the ticket receives it live; the opener hears
 * of staff replies, and the assignee of the opener's answers.
 */
export async function postTicketMessage(
  ctx: AppContext,
  sender: SessionUser,
  ticketId: string,
  input: PostTicketMessageInput,
): Promise<TicketMessage> {
  const data = postTicketMessageInputSchema.parse(input);
  if (!isStaff(sender)) {
    await enforceRateLimit(
      ctx.db,
      ctx.clock,
      `tickets:message:${sender.id}`,
      TICKET_RATE_LIMITS.messagePerAccount,
    );
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const ticket = await lockVisibleTicket(tx, sender, ticketId);
    if (ticket.status === 'closed') throw new AppError('conflict', TICKET_MESSAGES.ticketClosed);
    const [row] = await tx
      .insert(ticketMessages)
      .values({ ticketId, senderId: sender.id, message: data.message, createdAt: now })
      .returning();
    await tx.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, ticketId));
    const message: TicketMessage = {
      id: row!.id,
      ticketId,
      message: row!.message,
      createdAt: row!.createdAt.toISOString(),
      sender: { id: sender.id, name: sender.name, avatarUrl: sender.avatarUrl, role: sender.role },
    };
    await publishEvent(tx, ticketTopic(ticketId), TICKET_EVENTS.message, message);

    if (sender.id !== ticket.openedBy) {
      await notifyUser(tx, ticket.openedBy, {
        type: 'ticket_reply',
        title: 'New reply on your ticket',
        message: `${sender.name} replied to "${ticket.title}".`,
        link: ticketLink(ticketId),
      });
      await recordAudit(tx, {
        actorId: sender.id,
        action: 'ticket.reply',
        targetType: 'ticket',
        targetId: ticketId,
        after: { messageId: message.id },
      });
    } else if (ticket.assignedTo && ticket.assignedTo !== sender.id) {
      await notifyUser(tx, ticket.assignedTo, {
        type: 'ticket_reply',
        title: 'New message on an assigned ticket',
        message: `${sender.name} wrote on "${ticket.title}".`,
        link: ticketLink(ticketId),
      });
    }
    return message;
  });
}

/** Staff move a ticket along TICKET_STATUS_TRANSITIONS; the opener is told. */
export async function changeTicketStatus(
  ctx: AppContext,
  actor: SessionUser,
  ticketId: string,
  status: TicketStatus,
): Promise<StaffTicket> {
  return ctx.db.transaction(async (tx) => {
    const ticket = await lockVisibleTicket(tx, actor, ticketId);
    if (!canMoveTicket(ticket.status, status)) {
      throw new AppError('conflict', TICKET_MESSAGES.invalidStatusChange);
    }
    await tx.update(tickets).set({ status, updatedAt: ctx.clock.now() }).where(eq(tickets.id, ticketId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'ticket.status',
      targetType: 'ticket',
      targetId: ticketId,
      before: { status: ticket.status },
      after: { status },
    });
    if (actor.id !== ticket.openedBy) {
      await notifyUser(tx, ticket.openedBy, {
        type: 'ticket_status',
        title: 'Ticket status updated',
        message: `Your ticket "${ticket.title}" is now ${TICKET_STATUS_LABELS[status]}.`,
        link: ticketLink(ticketId),
      });
    }
    const updated = await findStaffTicket(tx, ticketId);
    await publishEvent(tx, ticketTopic(ticketId), TICKET_EVENTS.updated, updated);
    return updated;
  });
}

/** Staff give a ticket to a staff member or admin (or take it back with null). */
export async function assignTicket(
  ctx: AppContext,
  actor: SessionUser,
  ticketId: string,
  assigneeId: string | null,
): Promise<StaffTicket> {
  return ctx.db.transaction(async (tx) => {
    const ticket = await lockVisibleTicket(tx, actor, ticketId);
    if (assigneeId) {
      const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, assigneeId));
      if (!target || !isStaff(target)) throw new AppError('bad_request', TICKET_MESSAGES.invalidAssignee);
    }
    await tx
      .update(tickets)
      .set({ assignedTo: assigneeId, updatedAt: ctx.clock.now() })
      .where(eq(tickets.id, ticketId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'ticket.assign',
      targetType: 'ticket',
      targetId: ticketId,
      before: { assignedTo: ticket.assignedTo },
      after: { assignedTo: assigneeId },
    });
    if (assigneeId && assigneeId !== actor.id && assigneeId !== ticket.assignedTo) {
      await notifyUser(tx, assigneeId, {
        type: 'ticket_assigned',
        title: 'Ticket assigned to you',
        message: `${actor.name} assigned "${ticket.title}" to you.`,
        link: ticketLink(ticketId),
      });
    }
    const updated = await findStaffTicket(tx, ticketId);
    await publishEvent(tx, ticketTopic(ticketId), TICKET_EVENTS.updated, updated);
    return updated;
  });
}

/** Who a ticket can be assigned to: every staff member and admin. */
export async function listAssignees(ctx: AppContext): Promise<Assignee[]> {
  return ctx.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, ['staff', 'admin']))
    .orderBy(asc(users.name), asc(users.email));
}

const isOpen = inArray(tickets.status, [...OPEN_TICKET_STATUSES]);

/** Staff panel: the latest open (open or in_progress) tickets with their openers. */
export async function listLatestOpenTickets(db: Executor, limit: number): Promise<StaffTicket[]> {
  const rows = await selectStaffTickets(db)
    .where(isOpen)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(limit);
  return rows.map(toStaffTicket);
}

export async function countOpenTickets(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tickets).where(isOpen);
  return row?.total ?? 0;
}

/** Admin tickets tab: every ticket, newest first, a page at a time. */
export async function listAllTickets(ctx: AppContext, query: AdminTicketsQuery): Promise<AdminTicketsPage> {
  const { page, pageSize, status } = adminTicketsQuerySchema.parse(query);
  const filter: SQL | undefined = status ? eq(tickets.status, status) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    selectStaffTickets(ctx.db)
      .where(filter)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ total: count() }).from(tickets).where(filter),
  ]);
  return { tickets: rows.map(toStaffTicket), total: totalRow?.total ?? 0, page, pageSize };
}

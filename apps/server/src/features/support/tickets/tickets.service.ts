import { and, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import { canAccess } from '@netlease/shared/roles';
import {
  TICKET_EVENTS,
  TICKET_MESSAGES,
  ticketTopic,
  type CreateTicketInput,
  type PostTicketMessageInput,
  type StaffTicket,
  type TicketDetail,
  type TicketAttachment,
  type TicketMessage,
  type TicketOrder,
  type TicketOrderChoice,
  type TicketSummary,
} from '@netlease/shared/tickets';
import { SUPPORT_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { ticketMessages, tickets } from '../../../platform/db/schema/support/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { HOUR, MINUTE } from '../../../platform/clock';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { publishEvent } from '../../../platform/realtime/publish-event';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import {
  findStaffTicket,
  readTicketThread,
  selectStaffTickets,
  toStaffTicket,
  toSummary,
  type TicketRow,
} from './tickets.queries';
import { isUuid } from '../../../platform/db/uuid';

/** The orders a ticket may name: commerce's, handed over by the app shell at start (docs/decisions/266). */
export interface TicketOrderSource {
  isRelatableOrder(db: Executor, userId: string, orderId: string, now: Date): Promise<boolean>;
  findRelatableOrders(db: Executor, userId: string, now: Date): Promise<TicketOrderChoice[]>;
  findTicketOrder(db: Executor, orderId: string | null): Promise<TicketOrder | null>;
}

let orderSource: TicketOrderSource | null = null;

export function registerTicketOrderSource(source: TicketOrderSource) {
  orderSource = source;
}

function ticketOrders(): TicketOrderSource {
  if (!orderSource) throw new Error('No order source is registered for tickets (app.ts)');
  return orderSource;
}

const MY_TICKETS_LIMIT = 200;
/** Per-account limits against flooding the support queue (staff replies are not limited). */
export const TICKET_RATE_LIMITS = {
  createPerAccount: { max: 20, windowMs: HOUR },
  messagePerAccount: { max: 60, windowMs: 10 * MINUTE },
  attachmentPerAccount: { max: 20, windowMs: HOUR },
};

export const isStaff = (user: Pick<SessionUser, 'role'>) => canAccess('staff', user.role);
export const ticketLink = (ticketId: string) => `/ticket/${ticketId}`;
export const ticketNotFound = () => new AppError('not_found', TICKET_MESSAGES.ticketNotFound);

/**
 * Reads a ticket the user may see (its opener, staff, admins) and locks it for the caller's
 * transaction. Anyone else gets the same answer as for a ticket that does not exist.
 */
export async function lockVisibleTicket(
  tx: Executor,
  user: SessionUser,
  ticketId: string,
): Promise<TicketRow> {
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

/** Who opened a ticket, or null when there is no such ticket (any text id: not a uuid is none). */
export async function findTicketOpenerId(db: Executor, ticketId: string): Promise<string | null> {
  if (!isUuid(ticketId)) return null;
  const [row] = await db.select({ openedBy: tickets.openedBy }).from(tickets).where(eq(tickets.id, ticketId));
  return row?.openedBy ?? null;
}

/** Opens a ticket; its description becomes the first message (the original app dropped it). */
export async function createTicket(
  ctx: AppContext,
  user: SessionUser,
  input: CreateTicketInput,
): Promise<TicketSummary> {
  const data = input;
  await enforceRateLimit(ctx.db, ctx.clock, `tickets:create:${user.id}`, TICKET_RATE_LIMITS.createPerAccount);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (data.orderId && !(await ticketOrders().isRelatableOrder(tx, user.id, data.orderId, now))) {
      throw new AppError('bad_request', TICKET_MESSAGES.invalidOrder, { field: 'orderId' });
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
    await recordAudit(tx, {
      actorId: user.id,
      action: 'ticket.created',
      targetType: 'ticket',
      targetId: ticket!.id,
      after: { title: data.title, priority: data.priority, orderId: data.orderId },
    });
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
  return ticketOrders().findRelatableOrders(ctx.db, userId, ctx.clock.now());
}

export async function getTicketDetail(
  ctx: AppContext,
  viewer: SessionUser,
  ticketId: string,
): Promise<TicketDetail> {
  if (!isUuid(ticketId)) throw ticketNotFound();
  const [row] = await selectStaffTickets(ctx.db).where(eq(tickets.id, ticketId));
  if (!row || (row.ticket.openedBy !== viewer.id && !isStaff(viewer))) throw ticketNotFound();
  return {
    ticket: { ...toStaffTicket(row), openedBy: row.opener },
    order: await ticketOrders().findTicketOrder(ctx.db, row.ticket.orderId),
    messages: await readTicketThread(ctx.db, ticketId),
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
  const data = input;
  if (!isStaff(sender)) {
    await enforceRateLimit(
      ctx.db,
      ctx.clock,
      `tickets:message:${sender.id}`,
      TICKET_RATE_LIMITS.messagePerAccount,
    );
  }
  return ctx.db.transaction(async (tx) => addTicketMessage(ctx, tx, sender, ticketId, data.message));
}

/**
 * Writes one message in the caller's transaction; `attach` adds the rows that belong to it before
 * the thread and the other party hear of it.
 */
export async function addTicketMessage(
  ctx: AppContext,
  tx: Executor,
  sender: SessionUser,
  ticketId: string,
  text: string,
  attach?: (messageId: string) => Promise<TicketAttachment[]>,
): Promise<TicketMessage> {
  const now = ctx.clock.now();
  const ticket = await lockVisibleTicket(tx, sender, ticketId);
  if (ticket.status === 'closed') throw new AppError('conflict', TICKET_MESSAGES.ticketClosed);
  const [row] = await tx
    .insert(ticketMessages)
    .values({ ticketId, senderId: sender.id, message: text, createdAt: now })
    .returning();
  await tx.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, ticketId));
  const message: TicketMessage = {
    id: row!.id,
    ticketId,
    message: row!.message,
    createdAt: row!.createdAt.toISOString(),
    sender: { id: sender.id, name: sender.name, avatarUrl: sender.avatarUrl, role: sender.role },
    attachments: attach ? await attach(row!.id) : [],
  };
  await publishEvent(tx, ticketTopic(ticketId), TICKET_EVENTS.message, message);

  // A staff reply means someone is on it: an open ticket moves to in progress (decision 160).
  const isStaffReply = isStaff(sender) && sender.id !== ticket.openedBy;
  if (isStaffReply && ticket.status === 'open') {
    await tx.update(tickets).set({ status: 'in_progress' }).where(eq(tickets.id, ticketId));
    await recordAudit(tx, {
      actorId: sender.id,
      action: 'ticket.status_changed',
      targetType: 'ticket',
      targetId: ticketId,
      before: { status: 'open' },
      after: { status: 'in_progress', by: 'staff_reply' },
    });
    await publishEvent(tx, ticketTopic(ticketId), TICKET_EVENTS.updated, await staffTicket(tx, ticketId));
  }

  if (sender.id !== ticket.openedBy) {
    await notifyUser(tx, ticket.openedBy, {
      type: 'ticket_reply',
      ...SUPPORT_NOTIFICATIONS.ticketReply(sender.name, ticket.title),
      link: ticketLink(ticketId),
    });
    await recordAudit(tx, {
      actorId: sender.id,
      action: 'ticket.replied',
      targetType: 'ticket',
      targetId: ticketId,
      after: { messageId: message.id },
    });
  } else if (ticket.assignedTo && ticket.assignedTo !== sender.id) {
    await notifyUser(tx, ticket.assignedTo, {
      type: 'ticket_reply',
      ...SUPPORT_NOTIFICATIONS.assignedTicketMessage(sender.name, ticket.title),
      link: ticketLink(ticketId),
    });
  }
  return message;
}

/** The ticket as staff see it, after a change in the caller's transaction. */
export async function staffTicket(db: Executor, ticketId: string): Promise<StaffTicket> {
  const ticket = await findStaffTicket(db, ticketId);
  if (!ticket) throw ticketNotFound();
  return ticket;
}

// The staff panel's open-ticket figures (docs/PRODUCT.md "Staff tools").
export { countOpenTickets } from './tickets.queries';

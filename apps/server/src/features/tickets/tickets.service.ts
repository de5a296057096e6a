import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@netlease/shared/auth';
import { canAccess } from '@netlease/shared/roles';
import {
  OPEN_TICKET_STATUSES,
  TICKET_EVENTS,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  TICKET_PRIORITIES,
  canMoveTicket,
  createTicketInputSchema,
  postTicketMessageInputSchema,
  TICKET_ATTACHMENT_MAX_BYTES,
  ticketAttachmentUrl,
  ticketTopic,
  ticketQueueQuerySchema,
  type TicketQueuePage,
  type TicketQueueQuery,
  type Assignee,
  type CreateTicketInput,
  type PostTicketMessageInput,
  type StaffTicket,
  type TicketDetail,
  type TicketAttachment,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
} from '@netlease/shared/tickets';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../platform/db/database';
import { ticketAttachments, ticketMessages, tickets, users } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import type { CheckedFile } from '../../platform/storage/checked-upload';
import { recordAudit } from '../../platform/audit';
import { HOUR, MINUTE } from '../../platform/clock';
import { enforceRateLimit } from '../../platform/rate-limit';
import { publishEvent } from '../../platform/realtime/publish-event';
import { notifyUser } from '../notifications/notifications.service';
import { findRelatableOrders, isRelatableOrder } from './tickets.queries';
import { isUuid } from '../../platform/db/uuid';

const MY_TICKETS_LIMIT = 200;
/** Per-account limits against flooding the support queue (staff replies are not limited). */
export const TICKET_RATE_LIMITS = {
  createPerAccount: { max: 20, windowMs: HOUR },
  messagePerAccount: { max: 60, windowMs: 10 * MINUTE },
  attachmentPerAccount: { max: 20, windowMs: HOUR },
};
const ATTACHMENTS_FOLDER = 'ticket-attachments';

const isStaff = (user: Pick<SessionUser, 'role'>) => canAccess('staff', user.role);
const ticketLink = (ticketId: string) => `/ticket/${ticketId}`;
const ticketNotFound = () => new AppError('not_found', TICKET_MESSAGES.ticketNotFound);
// Ids come from the address bar: anything that is not a uuid is simply a ticket that does not exist.

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
  const attachments = await ctx.db
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
  return {
    ticket: { ...toStaffTicket(row), openedBy: row.opener },
    messages: messages.map((message) => ({
      ...message,
      createdAt: message.createdAt.toISOString(),
      attachments: byMessage.get(message.id) ?? [],
    })),
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
  return ctx.db.transaction(async (tx) => addTicketMessage(ctx, tx, sender, ticketId, data.message));
}

/**
 * Writes one message in the caller's transaction; `attach` adds the rows that belong to it before
 * the thread and the other party hear of it.
 */
async function addTicketMessage(
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
    await publishEvent(tx, ticketTopic(ticketId), TICKET_EVENTS.updated, await findStaffTicket(tx, ticketId));
  }

  if (sender.id !== ticket.openedBy) {
    await notifyUser(tx, ticket.openedBy, {
      type: 'ticket_reply',
      title: 'New reply on your ticket',
      message: `${sender.name} replied to "${ticket.title}".`,
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
      title: 'New message on an assigned ticket',
      message: `${sender.name} wrote on "${ticket.title}".`,
      link: ticketLink(ticketId),
    });
  }
  return message;
}

type AttachmentRow = typeof ticketAttachments.$inferSelect;

function toAttachment(row: AttachmentRow): TicketAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    mime: row.mime,
    sizeBytes: row.sizeBytes,
    url: ticketAttachmentUrl(row.ticketId, row.id),
  };
}

/**
 * A message with a file (docs/PRODUCT.md "Support tickets"). The file, already checked by content, is stored
 * under a server-generated key first; if the message cannot be written the stored file is removed again.
 */
export async function postTicketAttachment(
  ctx: AppContext,
  sender: SessionUser,
  ticketId: string,
  upload: { file: CheckedFile; fileName: string; message: string | null },
): Promise<TicketMessage> {
  const text = upload.message
    ? postTicketMessageInputSchema.parse({ message: upload.message }).message
    : upload.fileName;
  if (!isStaff(sender)) {
    await enforceRateLimit(
      ctx.db,
      ctx.clock,
      `tickets:attachment:${sender.id}`,
      TICKET_RATE_LIMITS.attachmentPerAccount,
    );
  }
  if (!(await canViewTicket(ctx.db, sender, ticketId))) throw ticketNotFound();
  if (upload.file.bytes.length > TICKET_ATTACHMENT_MAX_BYTES) {
    throw new AppError('payload_too_large', TICKET_MESSAGES.attachmentTooLarge);
  }
  const key = await ctx.storage.put(ATTACHMENTS_FOLDER, upload.file.kind, upload.file.bytes);
  try {
    return await ctx.db.transaction(async (tx) =>
      addTicketMessage(ctx, tx, sender, ticketId, text, async (messageId) => {
        const [row] = await tx
          .insert(ticketAttachments)
          .values({
            ticketId,
            messageId,
            uploadedBy: sender.id,
            fileName: upload.fileName,
            storageKey: key,
            mime: upload.file.mime as AttachmentRow['mime'],
            sizeBytes: upload.file.bytes.length,
            createdAt: ctx.clock.now(),
          })
          .returning();
        return [toAttachment(row!)];
      }),
    );
  } catch (error) {
    await ctx.storage.remove(key).catch(() => undefined); // the original error is the one to report
    throw error;
  }
}

/** A ticket's file, for the ticket's opener, staff and admins; anyone else gets 404. */
export async function readTicketAttachment(
  ctx: AppContext,
  viewer: SessionUser,
  ticketId: string,
  attachmentId: string,
): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
  const missing = () => new AppError('not_found', TICKET_MESSAGES.attachmentNotFound);
  if (!isUuid(attachmentId) || !(await canViewTicket(ctx.db, viewer, ticketId))) throw missing();
  const [row] = await ctx.db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)));
  if (!row) throw missing();
  const bytes = await ctx.storage.get(row.storageKey);
  if (!bytes) throw missing();
  // Customers' files may hold personal data: every look by someone other than the uploader is recorded.
  if (row.uploadedBy !== viewer.id && isStaff(viewer)) {
    await recordAudit(ctx.db, {
      actorId: viewer.id,
      action: 'ticket.attachment_viewed',
      targetType: 'ticket',
      targetId: ticketId,
      after: { attachmentId },
    });
  }
  return { bytes, mime: row.mime, fileName: row.fileName };
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
      action: 'ticket.status_changed',
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
      action: 'ticket.assigned',
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

// Urgent first; among equals the ticket waiting longest (a work queue, decision 160).
const PRIORITY_RANK = sql`array_position(ARRAY[${sql.join(
  [...TICKET_PRIORITIES].reverse().map((priority) => sql`${priority}`),
  sql`, `,
)}]::text[], ${tickets.priority})`;

/**
 * The ticket queue, filtered and paged on the server: the staff panel's Support Tickets tab
 * ('queue': urgent first, then oldest) and the admin tickets tab ('newest' first).
 */
export async function listTicketQueue(
  ctx: AppContext,
  viewer: SessionUser,
  input: TicketQueueQuery,
  order: 'queue' | 'newest',
): Promise<TicketQueuePage> {
  const { page, pageSize, status, priority, assignee } = ticketQueueQuerySchema.parse(input);
  const conditions: Array<SQL | undefined> = [];
  if (status === 'active') conditions.push(isOpen);
  else if (status) conditions.push(eq(tickets.status, status));
  if (priority) conditions.push(eq(tickets.priority, priority));
  if (assignee === 'me') conditions.push(eq(tickets.assignedTo, viewer.id));
  if (assignee === 'unassigned') conditions.push(isNull(tickets.assignedTo));
  const filter = and(...conditions);
  const ordering =
    order === 'queue'
      ? [asc(PRIORITY_RANK), asc(tickets.createdAt), asc(tickets.id)]
      : [desc(tickets.createdAt), desc(tickets.id)];
  const [rows, [totalRow]] = await Promise.all([
    selectStaffTickets(ctx.db)
      .where(filter)
      .orderBy(...ordering)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ total: count() }).from(tickets).where(filter),
  ]);
  return { tickets: rows.map(toStaffTicket), total: totalRow?.total ?? 0, page, pageSize };
}

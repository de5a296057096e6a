import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import {
  TICKET_EVENTS,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  canMoveTicket,
  ticketTopic,
  type ticketQueueQuerySchema,
  type TicketQueuePage,
  type Assignee,
  type StaffTicket,
  type TicketStatus,
} from '@netlease/shared/tickets';
import { SUPPORT_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import { tickets } from '../../../platform/db/schema/support/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { publishEvent } from '../../../platform/realtime/publish-event';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { listAssignees as selectAssignees, selectTicketQueue } from './tickets.queries';
import { isStaff, lockVisibleTicket, staffTicket, ticketLink } from './tickets.service';

// Staff work on the support queue (docs/PRODUCT.md "Staff tools"): moving, assigning and listing tickets.

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
        ...SUPPORT_NOTIFICATIONS.ticketStatus(ticket.title, TICKET_STATUS_LABELS[status]),
        link: ticketLink(ticketId),
      });
    }
    const updated = await staffTicket(tx, ticketId);
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
        ...SUPPORT_NOTIFICATIONS.ticketAssigned(actor.name, ticket.title),
        link: ticketLink(ticketId),
      });
    }
    const updated = await staffTicket(tx, ticketId);
    await publishEvent(tx, ticketTopic(ticketId), TICKET_EVENTS.updated, updated);
    return updated;
  });
}

/** Who a ticket can be assigned to: every staff member and admin. */
export function listAssignees(ctx: AppContext): Promise<Assignee[]> {
  return selectAssignees(ctx.db);
}

/**
 * The ticket queue, filtered and paged on the server: the staff panel's Support Tickets tab
 * ('queue': urgent first, then oldest) and the admin tickets tab ('newest' first).
 */
export function listTicketQueue(
  ctx: AppContext,
  viewer: SessionUser,
  input: z.output<typeof ticketQueueQuerySchema>,
  order: 'queue' | 'newest',
): Promise<TicketQueuePage> {
  return selectTicketQueue(ctx.db, viewer.id, input, order, ctx.clock.now());
}

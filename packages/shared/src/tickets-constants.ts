import { type Message, message } from './messages';
import type { OrderStatus } from './orders-constants';

/**
 * Support tickets' constants, messages and labels without zod, so pages that only show tickets
 * (the support page, a ticket's thread, the staff queue) do not load zod and the tickets' contracts
 * (docs/decisions/270). tickets.ts re-exports them.
 */

/** Priorities (medium is the default) and statuses of a ticket (docs/PRODUCT.md "Support tickets"). */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Open and in_progress both count as "open" (docs/PRODUCT.md "Support tickets"). */
export const OPEN_TICKET_STATUSES = ['open', 'in_progress'] as const satisfies readonly TicketStatus[];

/**
 * Where staff may move a ticket (docs/PRODUCT.md "Support tickets"): along open → in_progress →
 * resolved → closed, and staff may also skip ahead, reopen a resolved ticket, and treat closed as final.
 */
export const TICKET_STATUS_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_STATUS_TRANSITIONS[from].includes(to);
}

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const TICKET_TITLE_MAX = 200;
export const TICKET_MESSAGE_MAX = 5000;
/** The related-order picker shows 4-character ids (docs/PRODUCT.md "Support tickets"). */
export const ORDER_PICKER_ID_LENGTH = 4;
/**
 * A ticket may be about one of the user's orders that is running (paid and not ended, a suspended
 * one included) or ended no more than 90 days ago (docs/PRODUCT.md "Support tickets"): the weeks after
 * an end are when refunds, letters and ROAs left behind are asked about.
 */
export const TICKET_RUNNING_ORDER_STATUSES = [
  'payment_confirmed',
  'provisioning',
  'active',
  'suspended',
] as const satisfies readonly OrderStatus[];
export const TICKET_ENDED_ORDER_STATUSES = [
  'completed',
  'cancelled',
  'dispute',
] as const satisfies readonly OrderStatus[];
export const TICKET_ENDED_ORDER_DAYS = 90;
export const ADMIN_TICKETS_PAGE_SIZE = 20;

/**
 * How long a customer may wait for staff before their ticket is overdue, by priority (docs/PRODUCT.md
 * "Support tickets"). The wait starts at the customer's first message that staff have not yet
 * answered; only open and in-progress tickets can be overdue.
 */
export const TICKET_REPLY_TARGET_HOURS: Record<TicketPriority, number> = {
  urgent: 4,
  high: 8,
  medium: 24,
  low: 72,
};
const HOUR_MS = 60 * 60 * 1000;

/** Whether a ticket has waited for staff longer than its priority's reply target. */
export function isTicketOverdue(
  ticket: { status: TicketStatus; priority: TicketPriority; awaitingReplySince: string | null },
  now: Date,
): boolean {
  if (!ticket.awaitingReplySince) return false;
  if (!(OPEN_TICKET_STATUSES as readonly TicketStatus[]).includes(ticket.status)) return false;
  const waited = now.getTime() - new Date(ticket.awaitingReplySince).getTime();
  return waited >= TICKET_REPLY_TARGET_HOURS[ticket.priority] * HOUR_MS;
}

/** Ticket attachments: PDF, PNG or JPEG, checked by content, at most 5 MB (PRODUCT.md "Support tickets"). */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENT_MAX_LABEL = '5 MB';
export const TICKET_ATTACHMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export const TICKET_ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
export const TICKET_ATTACHMENT_NAME_MAX = 120;
export const TICKET_ATTACHMENT_FIELDS = { file: 'file', message: 'message' } as const;

/**
 * A file name shown to people and sent back in Content-Disposition: a plain name with one of the
 * accepted extensions, no folders ("/", "\\"), no "..", no control or quote characters.
 */
export function isAcceptableAttachmentName(name: string): boolean {
  if (name.length === 0 || name.length > TICKET_ATTACHMENT_NAME_MAX) return false;
  if (name.includes('..') || name.startsWith('.')) return false;
  return /^[\p{L}\p{N} _()+,-]+(\.[\p{L}\p{N}_-]+)*$/u.test(name);
}

export function attachmentExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const ticketAttachmentUrl = (ticketId: string, attachmentId: string) =>
  `/api/tickets/${ticketId}/attachments/${attachmentId}`;

export const ticketTopic = (ticketId: string) => `ticket:${ticketId}`;
export const TICKET_EVENTS = { message: 'ticket.message', updated: 'ticket.updated' } as const;

export const TICKET_MESSAGES = {
  titleRequired: message('Title required', 'Please enter a title for your ticket.'),
  descriptionRequired: message('Description required', 'Please describe your issue.'),
  messageRequired: message('Message required', 'Please type a message before sending.'),
  invalidOrder: message(
    'Invalid order',
    'Please choose one of your orders that is running or ended in the last 90 days.',
  ),
  ticketCreated: message('Ticket created successfully!', 'Our support team will get back to you soon.'),
  ticketNotFound: message('Ticket not found', 'This ticket does not exist or you cannot view it.'),
  ticketClosed: message(
    'Ticket closed',
    'This ticket is closed. Please open a new ticket if you need more help.',
  ),
  invalidStatusChange: message('Invalid status change', 'The ticket cannot move to that status.'),
  invalidAssignee: message('Invalid assignee', 'Tickets can only be assigned to staff or admins.'),
  ticketUpdated: message('Ticket updated', 'The ticket has been updated.'),
  attachmentRequired: message('File required', 'Please choose a PDF, PNG or JPEG file to attach.'),
  attachmentBadName: message(
    'Invalid file name',
    'The file name may not contain folders, control characters or "..". Please rename the file.',
  ),
  attachmentWrongType: message('Unsupported file', 'Only PDF, PNG or JPEG files can be attached.'),
  attachmentContentMismatch: message(
    'Unsupported file',
    "The file's content is not a PDF, PNG or JPEG, whatever its name says.",
  ),
  attachmentTooLarge: message('File too large', 'Attachments can be at most 5 MB.'),
  attachmentNotFound: message('Attachment not found', 'This file does not exist or you cannot view it.'),
  attachmentUploadFailed: message('Error attaching file', 'Please try again later.'),
  // failures to load, shown by the pages
  ticketsFetchFailed: message('Error fetching tickets', 'Please try again later.'),
  ticketFetchFailed: message('Error fetching ticket details', 'Please try again later.'),
  ticketCreateFailed: message('Error creating ticket', 'Please try again later.'),
  messageSendFailed: message('Error sending message', 'Please try again later.'),
  ordersFetchFailed: message('Could not fetch orders', 'Please try again later.'),
} as const satisfies Record<string, Message>;

/**
 * The ticket queue's filters (docs/decisions/160-staff-tools-and-audit.md): a status, or 'active' for
 * open and in progress together ("open" in the staff panel's sense); a priority; and whose tickets:
 * the caller's ('me') or nobody's ('unassigned'); left out, anyone's.
 */
export const TICKET_STATUS_FILTERS = ['active', ...TICKET_STATUSES] as const;
export type TicketStatusFilter = (typeof TICKET_STATUS_FILTERS)[number];
export const TICKET_STATUS_FILTER_LABELS: Record<TicketStatusFilter, string> = {
  active: 'Open & in progress',
  ...TICKET_STATUS_LABELS,
};
export const TICKET_ASSIGNEE_FILTERS = ['me', 'unassigned'] as const;
export type TicketAssigneeFilter = (typeof TICKET_ASSIGNEE_FILTERS)[number];

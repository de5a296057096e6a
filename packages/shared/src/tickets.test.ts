import { describe, expect, it } from 'vitest';
import {
  TICKET_STATUSES,
  TICKET_STATUS_TRANSITIONS,
  canMoveTicket,
  createTicketInputSchema,
  isTicketOverdue,
  postTicketMessageInputSchema,
} from './tickets';
import { kycReviewInputSchema } from './kyc';
import { parseIssue } from './messages';

describe('ticket status transitions', () => {
  it('follow open → in_progress → resolved → closed, and closed is final', () => {
    expect(canMoveTicket('open', 'in_progress')).toBe(true);
    expect(canMoveTicket('in_progress', 'resolved')).toBe(true);
    expect(canMoveTicket('resolved', 'closed')).toBe(true);
    for (const status of TICKET_STATUSES) expect(canMoveTicket('closed', status)).toBe(false);
  });

  it('never allow a move to the same status', () => {
    for (const status of TICKET_STATUSES) expect(TICKET_STATUS_TRANSITIONS[status]).not.toContain(status);
  });
});

describe('ticket input', () => {
  it('defaults the priority to medium and the order to none, trimming text', () => {
    expect(createTicketInputSchema.parse({ title: ' Help ', description: ' It broke ' })).toEqual({
      title: 'Help',
      description: 'It broke',
      priority: 'medium',
      orderId: null,
    });
  });

  it('carries the product message titles', () => {
    const issue = (input: unknown) =>
      parseIssue(createTicketInputSchema.safeParse(input).error?.issues[0]?.message ?? '')?.title;
    expect(issue({ title: '', description: 'x' })).toBe('Title required');
    expect(issue({ title: 'x', description: '   ' })).toBe('Description required');
    const messageIssue = postTicketMessageInputSchema.safeParse({ message: ' \n ' }).error?.issues[0]
      ?.message;
    expect(parseIssue(messageIssue ?? '')?.title).toBe('Message required');
  });
});

describe('KYC review input', () => {
  it('needs a reason to reject, and only then', () => {
    const issue = (input: unknown) => {
      const text = kycReviewInputSchema.safeParse(input).error?.issues[0]?.message;
      return text === undefined ? undefined : parseIssue(text)?.title;
    };
    expect(issue({ action: 'reject' })).toBe('Reason required');
    expect(issue({ action: 'reject', reason: '  ' })).toBe('Reason required');
    expect(issue({ action: 'reject', reason: 'Blurred photo' })).toBeUndefined();
    expect(issue({ action: 'approve' })).toBeUndefined();
    expect(issue({ action: 'flag' })).toBeUndefined();
  });
});

describe('isTicketOverdue', () => {
  const since = '2026-01-01T00:00:00.000Z';
  const at = (hours: number) => new Date(Date.parse(since) + hours * 60 * 60 * 1000);

  it("is overdue from the priority's reply target on", () => {
    const ticket = { status: 'open' as const, awaitingReplySince: since };
    expect(isTicketOverdue({ ...ticket, priority: 'urgent' }, at(3.99))).toBe(false);
    expect(isTicketOverdue({ ...ticket, priority: 'urgent' }, at(4))).toBe(true);
    expect(isTicketOverdue({ ...ticket, priority: 'high' }, at(8))).toBe(true);
    expect(isTicketOverdue({ ...ticket, priority: 'medium' }, at(23))).toBe(false);
    expect(isTicketOverdue({ ...ticket, priority: 'low' }, at(72))).toBe(true);
  });

  it('is never overdue when staff answered last or the ticket is resolved or closed', () => {
    expect(
      isTicketOverdue({ status: 'in_progress', priority: 'urgent', awaitingReplySince: null }, at(99)),
    ).toBe(false);
    for (const status of ['resolved', 'closed'] as const) {
      expect(isTicketOverdue({ status, priority: 'urgent', awaitingReplySince: since }, at(99))).toBe(false);
    }
  });
});

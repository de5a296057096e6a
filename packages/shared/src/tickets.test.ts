import { describe, expect, it } from 'vitest';
import {
  TICKET_STATUSES,
  TICKET_STATUS_TRANSITIONS,
  canMoveTicket,
  createTicketInputSchema,
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

import { describe, expect, it } from 'vitest';
import type { StaffTicket } from '@netlease/shared/tickets';
import { TICKET_DETAIL as DETAIL, TICKET_OPENER as OPENER } from './ticket-test-fixtures';
import { mergeTicket } from './update-ticket';

const { avatarUrl: _avatar, ...openerAsStaffSeeIt } = OPENER;
const UPDATED: StaffTicket = {
  ...DETAIL.ticket,
  status: 'in_progress',
  updatedAt: '2026-05-02T09:00:00.000Z',
  openedBy: openerAsStaffSeeIt,
  assignedTo: { id: 's1', name: 'Grace', email: 'grace@example.com' },
};

describe('mergeTicket', () => {
  it("takes the update's status and assignee and keeps the opener with their avatar", () => {
    const next = mergeTicket(DETAIL, UPDATED);
    expect(next?.ticket).toEqual({
      ...DETAIL.ticket,
      status: 'in_progress',
      updatedAt: '2026-05-02T09:00:00.000Z',
      assignedTo: { id: 's1', name: 'Grace', email: 'grace@example.com' },
      openedBy: OPENER,
    });
  });

  it('keeps the messages and leaves the cache it was given unchanged', () => {
    const next = mergeTicket(DETAIL, UPDATED);
    expect(next?.messages).toBe(DETAIL.messages);
    expect(DETAIL.ticket.status).toBe('open');
  });

  it('leaves a ticket that is not cached alone', () => {
    expect(mergeTicket(undefined, UPDATED)).toBeUndefined();
  });
});

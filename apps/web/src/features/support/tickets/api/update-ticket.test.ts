import { describe, expect, it } from 'vitest';
import type { StaffTicket, TicketDetail } from '@netlease/shared/tickets';
import { mergeTicket } from './update-ticket';

const OPENER = { id: 'u1', name: 'Ada', email: 'ada@example.com', avatarUrl: '/uploads/ada.png' };
const DETAIL: TicketDetail = {
  ticket: {
    id: 't1',
    title: 'Block not routed',
    priority: 'medium',
    status: 'open',
    orderId: null,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
    openedBy: OPENER,
    assignedTo: null,
  },
  messages: [],
};
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

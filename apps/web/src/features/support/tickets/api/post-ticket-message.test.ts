import { describe, expect, it } from 'vitest';
import type { TicketDetail, TicketMessage } from '@netlease/shared/tickets';
import { appendTicketMessage } from './post-ticket-message';

const message = (id: string, text: string): TicketMessage => ({
  id,
  ticketId: 't1',
  message: text,
  createdAt: '2026-05-01T10:00:00.000Z',
  sender: { id: 'u1', name: 'Ada', avatarUrl: null, role: 'leaser' },
  attachments: [],
});
const DETAIL: TicketDetail = {
  ticket: {
    id: 't1',
    title: 'Block not routed',
    priority: 'medium',
    status: 'open',
    orderId: null,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
    openedBy: { id: 'u1', name: 'Ada', email: 'ada@example.com', avatarUrl: '/uploads/ada.png' },
    assignedTo: null,
  },
  messages: [message('m1', 'Hello')],
};

describe('appendTicketMessage', () => {
  it('adds a new message at the end of the cached thread, without changing the cache it was given', () => {
    const next = appendTicketMessage(DETAIL, message('m2', 'Any news?'));
    expect(next?.messages.map((item) => item.id)).toEqual(['m1', 'm2']);
    expect(next?.ticket).toBe(DETAIL.ticket);
    expect(DETAIL.messages).toHaveLength(1);
  });

  it('adds a message the thread already has only once (the live event may bring it too)', () => {
    expect(appendTicketMessage(DETAIL, message('m1', 'Hello'))).toBe(DETAIL);
  });

  it('leaves a thread that is not cached alone', () => {
    expect(appendTicketMessage(undefined, message('m2', 'Any news?'))).toBeUndefined();
  });
});

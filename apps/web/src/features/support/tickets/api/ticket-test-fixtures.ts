import type { TicketDetail, TicketMessage } from '@netlease/shared/tickets';

/** A message of ticket t1 by its opener, for the tests of the cached-ticket updates. */
export const ticketMessage = (id: string, text: string): TicketMessage => ({
  id,
  ticketId: 't1',
  message: text,
  createdAt: '2026-05-01T10:00:00.000Z',
  sender: { id: 'u1', name: 'Ada', avatarUrl: null, role: 'leaser' },
  attachments: [],
});

export const TICKET_OPENER = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  avatarUrl: '/uploads/ada.png',
};

/** Ticket t1 as its page caches it: open, unassigned, with the opener's first message. */
export const TICKET_DETAIL: TicketDetail = {
  ticket: {
    id: 't1',
    title: 'Block not routed',
    priority: 'medium',
    status: 'open',
    orderId: null,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
    openedBy: TICKET_OPENER,
    assignedTo: null,
    awaitingReplySince: '2026-05-01T09:00:00.000Z',
  },
  order: null,
  messages: [ticketMessage('m1', 'Hello')],
};

import { describe, expect, it } from 'vitest';
import { appendTicketMessage } from './post-ticket-message';
import { TICKET_DETAIL as DETAIL, ticketMessage as message } from './ticket-test-fixtures';

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

import { describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationMessage } from '@netlease/shared/conversations';
import { appendConversationMessage } from './post-conversation-message';

const message = (id: string, text: string): ConversationMessage => ({
  id,
  conversationId: 'c1',
  message: text,
  createdAt: '2026-05-01T10:00:00.000Z',
  sender: { id: 'u1', name: 'Ada', avatarUrl: null },
});

describe('appendConversationMessage', () => {
  const detail: ConversationDetail = {
    conversation: {
      id: 'c1',
      listing: { kind: 'ip', id: 'l1', title: 'Clean /24 in Frankfurt' },
      counterpart: { id: 'u2', name: 'Grace', avatarUrl: null },
      viewerRole: 'customer',
      lastMessage: null,
      unreadCount: 0,
      createdAt: '2026-05-01T09:00:00.000Z',
    },
    messages: [message('m1', 'Is the /24 still free?')],
  };

  it('adds a new message at the end of the cached thread, without changing the cache it was given', () => {
    const next = appendConversationMessage(detail, message('m2', 'Yes'));
    expect(next?.messages.map((item) => item.id)).toEqual(['m1', 'm2']);
    expect(next?.conversation).toBe(detail.conversation);
    expect(detail.messages).toHaveLength(1);
  });

  it('adds a message the thread already has only once (the live event may bring it too)', () => {
    expect(appendConversationMessage(detail, message('m1', 'Is the /24 still free?'))).toBe(detail);
  });

  it('leaves a thread that is not cached alone', () => {
    expect(appendConversationMessage(undefined, message('m2', 'Yes'))).toBeUndefined();
  });
});

import { type Message, message } from './messages';
import { formatCount } from './format';

/**
 * Private conversations between a user and a listing's provider, started by Contact Provider
 * (docs/PRODUCT.md "Conversations"). One conversation per user and listing.
 *
 * The constants and messages without zod, so a page that only links to a conversation (a listing)
 * does not load the contracts (docs/decisions/270). conversations.ts re-exports them.
 */
export const CONVERSATION_MESSAGE_MAX = 2000;
export const CONVERSATIONS_LIST_LIMIT = 200;

export const conversationTopic = (conversationId: string) => `conversation:${conversationId}`;
export const CONVERSATION_EVENTS = { message: 'conversation.message' } as const;
export const conversationPath = (conversationId: string) => `/messages/${conversationId}`;

export const CONVERSATION_MESSAGES = {
  messageRequired: message('Message required', 'Please type a message before sending.'),
  messageTooLong: message(
    'Message too long',
    `Please keep your message to ${formatCount(CONVERSATION_MESSAGE_MAX)} characters or fewer.`,
  ),
  conversationNotFound: message(
    'Conversation not found',
    'This conversation does not exist or you cannot view it.',
  ),
  cannotContactSelf: message('This is your listing', 'You cannot contact yourself about your own listing.'),
  contactFailed: message('Could not contact the provider', 'Please try again later.'),
  conversationsFetchFailed: message('Error fetching conversations', 'Please try again later.'),
  conversationFetchFailed: message('Error fetching the conversation', 'Please try again later.'),
  messageSendFailed: message('Error sending message', 'Please try again later.'),
  noConversations: message(
    'No conversations yet',
    'Use Contact Provider on a listing to ask its provider a question.',
  ),
} as const satisfies Record<string, Message>;

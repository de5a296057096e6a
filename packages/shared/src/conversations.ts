import { z } from 'zod';
import { asIssue } from './messages';
import { CONVERSATION_MESSAGE_MAX, CONVERSATION_MESSAGES } from './conversations-constants';
import { LISTING_TYPES } from './catalog-constants';
import { multiLineText } from './text';

export * from './conversations-constants';

export const startConversationInputSchema = z.object({
  listingKind: z.enum(LISTING_TYPES),
  listingId: z.uuid(asIssue(CONVERSATION_MESSAGES.conversationNotFound)),
});
export type StartConversationInput = z.input<typeof startConversationInputSchema>;

export const postConversationMessageInputSchema = z.object({
  message: z
    .string(asIssue(CONVERSATION_MESSAGES.messageRequired))
    .trim()
    .min(1, asIssue(CONVERSATION_MESSAGES.messageRequired))
    .max(CONVERSATION_MESSAGE_MAX, asIssue(CONVERSATION_MESSAGES.messageTooLong))
    .check(multiLineText('message')),
});
export type PostConversationMessageInput = z.input<typeof postConversationMessageInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

export const conversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  message: z.string(),
  createdAt: z.string(),
  sender: personSchema,
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  /** What the conversation is about; `id` is null once the listing has been deleted. */
  listing: z.object({ kind: z.enum(LISTING_TYPES), id: z.string().nullable(), title: z.string() }),
  /** The other party, seen from the viewer. */
  counterpart: personSchema,
  /** The viewer's side: the one who asked, or the listing's provider. */
  viewerRole: z.enum(['customer', 'provider']),
  lastMessage: z.object({ text: z.string(), createdAt: z.string(), senderId: z.string() }).nullable(),
  /** Messages from the other party since the viewer last opened the thread. */
  unreadCount: z.number().int(),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(conversationMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const startConversationResultSchema = z.object({
  conversation: conversationSummarySchema,
  isNew: z.boolean(),
});
export type StartConversationResult = z.infer<typeof startConversationResultSchema>;

/** GET /api/conversations. */
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

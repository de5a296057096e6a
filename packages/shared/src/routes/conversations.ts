import { apiRoute } from '../api-route';
import {
  conversationDetailSchema,
  conversationListSchema,
  conversationMessageSchema,
  postConversationMessageInputSchema,
  startConversationInputSchema,
  startConversationResultSchema,
} from '../conversations';
import { textIdParamsSchema } from '../query-params';
import { okSchema } from '../replies';

// Any text: an id that is not a uuid answers 404 like a conversation that does not exist.
export const conversationRoutes = {
  listConversations: apiRoute({
    operationId: 'listConversations',
    method: 'GET',
    path: '/api/conversations',
    summary: "List the caller's buyer–seller conversations",
    tag: 'conversations',
    access: 'user',
    token: 'read',
    replies: { 200: conversationListSchema },
  }),
  startConversation: apiRoute({
    operationId: 'startConversation',
    method: 'POST',
    path: '/api/conversations',
    summary: 'Open (or reopen) the conversation with the provider of a listing',
    description: 'Contact Provider: opens (or reopens) the conversation about a listing.',
    tag: 'conversations',
    access: 'user',
    token: 'browser',
    body: startConversationInputSchema,
    replies: { 200: startConversationResultSchema, 201: startConversationResultSchema },
  }),
  getConversation: apiRoute({
    operationId: 'getConversation',
    method: 'GET',
    path: '/api/conversations/:id',
    summary: 'Read a conversation and its messages',
    tag: 'conversations',
    access: 'user',
    token: 'read',
    params: textIdParamsSchema,
    replies: { 200: conversationDetailSchema },
  }),
  postConversationMessage: apiRoute({
    operationId: 'postConversationMessage',
    method: 'POST',
    path: '/api/conversations/:id/messages',
    summary: 'Add a message to a conversation',
    tag: 'conversations',
    access: 'user',
    token: 'browser',
    params: textIdParamsSchema,
    body: postConversationMessageInputSchema,
    replies: { 201: conversationMessageSchema },
  }),
  markConversationRead: apiRoute({
    operationId: 'markConversationRead',
    method: 'POST',
    path: '/api/conversations/:id/read',
    summary: 'Mark a conversation read up to now',
    description: 'Marks the thread read up to now for the signed-in party.',
    tag: 'conversations',
    access: 'user',
    token: 'browser',
    params: textIdParamsSchema,
    replies: { 200: okSchema },
  }),
};

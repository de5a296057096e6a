// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const conversationRoutes = {
  listConversations: {
    operationId: 'listConversations',
    method: 'GET',
    path: '/api/conversations',
    tag: 'conversations',
  },
  startConversation: {
    operationId: 'startConversation',
    method: 'POST',
    path: '/api/conversations',
    tag: 'conversations',
  },
  getConversation: {
    operationId: 'getConversation',
    method: 'GET',
    path: '/api/conversations/:id',
    tag: 'conversations',
  },
  postConversationMessage: {
    operationId: 'postConversationMessage',
    method: 'POST',
    path: '/api/conversations/:id/messages',
    tag: 'conversations',
  },
  markConversationRead: {
    operationId: 'markConversationRead',
    method: 'POST',
    path: '/api/conversations/:id/read',
    tag: 'conversations',
  },
} as unknown as (typeof ROUTE_GROUPS)['conversationRoutes'];

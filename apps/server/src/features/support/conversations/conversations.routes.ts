import {
  conversationDetailSchema,
  conversationMessageSchema,
  postConversationMessageInputSchema,
  startConversationInputSchema,
  startConversationResultSchema,
  conversationListSchema,
} from '@netlease/shared/conversations';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { okSchema } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { registerThreadMessageRoute } from '../../../platform/http/thread-message-route';
import * as conversationsService from './conversations.service';
import { textIdParamsSchema } from '@netlease/shared/query-params';

// Any text: an id that is not a uuid answers 404 like a conversation that does not exist.
export function registerConversationsRoutes(app: Api, ctx: AppContext) {
  // The live thread is for the two parties only.
  ctx.hub.registerTopic('conversation', (user, id) =>
    conversationsService.canViewConversation(ctx.db, user, id),
  );

  app.get(
    '/api/conversations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['conversations'],
        response: { 200: conversationListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      conversations: await conversationsService.listConversations(ctx, requireUser(request).id),
    }),
  );

  app.post(
    '/api/conversations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['conversations'],
        description: 'Contact Provider: opens (or reopens) the conversation about a listing.',
        body: startConversationInputSchema,
        response: {
          200: startConversationResultSchema,
          201: startConversationResultSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const result = await conversationsService.startConversation(ctx, requireUser(request), request.body);
      return reply.status(result.isNew ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['conversations'],
        params: textIdParamsSchema,
        response: { 200: conversationDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      conversationsService.getConversationDetail(ctx, requireUser(request), request.params.id),
  );

  registerThreadMessageRoute(app, {
    url: '/api/conversations/:id/messages',
    tag: 'conversations',
    body: postConversationMessageInputSchema,
    reply: conversationMessageSchema,
    post: (sender, id, input) => conversationsService.postConversationMessage(ctx, sender, id, input),
  });

  app.post(
    '/api/conversations/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['conversations'],
        description: 'Marks the thread read up to now for the signed-in party.',
        params: textIdParamsSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await conversationsService.markConversationRead(ctx, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
}

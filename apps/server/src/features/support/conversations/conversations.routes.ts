import { conversationRoutes } from '@netlease/shared/routes/conversations';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { registerThreadMessageRoute } from '../../../platform/http/thread-message-route';
import * as conversationsService from './conversations.service';

// Any text: an id that is not a uuid answers 404 like a conversation that does not exist.
export function registerConversationsRoutes(app: Api, ctx: AppContext) {
  // The live thread is for the two parties only.
  ctx.hub.registerTopic('conversation', (user, id) =>
    conversationsService.canViewConversation(ctx.db, user, id),
  );

  serve(app, conversationRoutes.listConversations, {
    handler: async (request) => ({
      conversations: await conversationsService.listConversations(ctx, requireUser(request).id),
    }),
  });

  serve(app, conversationRoutes.startConversation, {
    handler: async (request, reply) => {
      const result = await conversationsService.startConversation(ctx, requireUser(request), request.body);
      return reply.status(result.isNew ? 201 : 200).send(result);
    },
  });

  serve(app, conversationRoutes.getConversation, {
    handler: async (request) =>
      conversationsService.getConversationDetail(ctx, requireUser(request), request.params.id),
  });

  registerThreadMessageRoute(app, {
    route: conversationRoutes.postConversationMessage,
    post: (sender, id, input) => conversationsService.postConversationMessage(ctx, sender, id, input),
  });

  serve(app, conversationRoutes.markConversationRead, {
    handler: async (request) => {
      await conversationsService.markConversationRead(ctx, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  });
}

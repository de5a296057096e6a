import { API_TOKEN_MESSAGES } from '@netlease/shared/api-tokens';
import { apiTokenRoutes } from '@netlease/shared/routes/api-tokens';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { AppError } from '../../../platform/errors';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';
import { isUuid } from '../../../platform/db/uuid';

/** /security "API tokens": a signed-in browser manages them; a token itself is refused here. */
export function registerApiTokensRoutes(app: Api, ctx: AppContext) {
  serve(app, apiTokenRoutes.listApiTokens, {
    handler: async (request) => ({ tokens: await listApiTokens(ctx, requireUser(request).id) }),
  });

  serve(app, apiTokenRoutes.createApiToken, {
    handler: async (request, reply) =>
      reply.status(201).send(await createApiToken(ctx, requireUser(request).id, request.body)),
  });

  serve(app, apiTokenRoutes.revokeApiToken, {
    handler: async (request) => {
      // Any text: an id that is not a uuid is a token that does not exist (404, like another user's).
      if (!isUuid(request.params.id)) throw new AppError('not_found', API_TOKEN_MESSAGES.notFound);
      await revokeApiToken(ctx, requireUser(request).id, request.params.id);
      return toMessageReply(API_TOKEN_MESSAGES.revoked);
    },
  });
}

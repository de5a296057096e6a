import {
  API_TOKEN_MESSAGES,
  apiTokenListSchema,
  createApiTokenInputSchema,
  createdApiTokenSchema,
} from '@netlease/shared/api-tokens';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { AppError } from '../../../platform/errors';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';
import { isUuid } from '../../../platform/db/uuid';
import { textIdParamsSchema } from '@netlease/shared/query-params';

// Any text: an id that is not a uuid is a token that does not exist (404, like another user's).
/** /security "API tokens": a signed-in browser manages them; a token itself is refused here. */
export function registerApiTokensRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/api-tokens',
    {
      config: { access: 'user' },
      schema: { tags: ['api-tokens'], response: { 200: apiTokenListSchema, ...errorResponses } },
    },
    async (request) => ({ tokens: await listApiTokens(ctx, requireUser(request).id) }),
  );

  app.post(
    '/api/api-tokens',
    {
      config: { access: 'user' },
      schema: {
        tags: ['api-tokens'],
        description:
          'Creates a personal API token. The answer holds the whole token (`secret`) once; only its ' +
          'hash is kept. Send it as `Authorization: Bearer <token>`.',
        body: createApiTokenInputSchema,
        response: { 201: createdApiTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiToken(ctx, requireUser(request).id, request.body)),
  );

  app.delete(
    '/api/api-tokens/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['api-tokens'],
        params: textIdParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new AppError('not_found', API_TOKEN_MESSAGES.notFound);
      await revokeApiToken(ctx, requireUser(request).id, request.params.id);
      return toMessageReply(API_TOKEN_MESSAGES.revoked);
    },
  );
}

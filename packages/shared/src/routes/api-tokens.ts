import { apiRoute } from '../api-route';
import { apiTokenListSchema, createApiTokenInputSchema, createdApiTokenSchema } from '../api-tokens';
import { textIdParamsSchema } from '../query-params';
import { messageSchema } from '../replies';

/** /security "API tokens": a signed-in browser manages them; a token itself is refused here. */
export const apiTokenRoutes = {
  listApiTokens: apiRoute({
    operationId: 'listApiTokens',
    method: 'GET',
    path: '/api/api-tokens',
    summary: "List the caller's personal API tokens",
    tag: 'api-tokens',
    access: 'user',
    token: 'browser',
    replies: { 200: apiTokenListSchema },
  }),
  createApiToken: apiRoute({
    operationId: 'createApiToken',
    method: 'POST',
    path: '/api/api-tokens',
    summary: 'Create a personal API token',
    description:
      'Creates a personal API token. The answer holds the whole token (`secret`) once; only its ' +
      'hash is kept. Send it as `Authorization: Bearer <token>`.',
    tag: 'api-tokens',
    access: 'user',
    token: 'browser',
    body: createApiTokenInputSchema,
    replies: { 201: createdApiTokenSchema },
    errors: [409],
  }),
  revokeApiToken: apiRoute({
    operationId: 'revokeApiToken',
    method: 'DELETE',
    path: '/api/api-tokens/:id',
    summary: 'Revoke a personal API token',
    tag: 'api-tokens',
    access: 'user',
    token: 'browser',
    // Any text: an id that is not a uuid is a token that does not exist (404, like another user's).
    params: textIdParamsSchema,
    replies: { 200: messageSchema },
  }),
};

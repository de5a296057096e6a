import type { z } from 'zod';
import type { Message } from '@netlease/shared/messages';
import { textIdParamsSchema } from '@netlease/shared/query-params';
import { requireUser } from '../auth/auth-plugin';
import { toMessageReply } from './message-reply';
import { messageSchema } from '@netlease/shared/replies';
import { errorResponses } from './responses';
import type { Api } from './types';

/**
 * An admin's two answers to something waiting for review: `POST <path>/approve` and
 * `POST <path>/reject` with the reason. The id is read as any text, so a bad one answers 404 like a
 * missing item; each answers with the toast the service returns.
 */
export function registerReviewRoutes<RejectInput>(
  app: Api,
  review: {
    path: `/api/admin/${string}/:id`;
    rejectBody: z.ZodType<RejectInput>;
    approve: (adminId: string, id: string) => Promise<Message>;
    reject: (adminId: string, id: string, input: RejectInput) => Promise<Message>;
  },
) {
  app.post(
    `${review.path}/approve`,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: textIdParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => toMessageReply(await review.approve(requireUser(request).id, request.params.id)),
  );

  app.post(
    `${review.path}/reject`,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: textIdParamsSchema,
        body: review.rejectBody,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    // Fastify has parsed the body with rejectBody; its type provider cannot follow a generic schema.
    async (request) =>
      toMessageReply(
        await review.reject(requireUser(request).id, request.params.id, request.body as RejectInput),
      ),
  );
}

import type { z } from 'zod';
import type { ApiRoute } from '@netlease/shared/api-route';
import type { Message } from '@netlease/shared/messages';
import { requireUser } from '../auth/auth-plugin';
import { toMessageReply } from '@netlease/shared/replies';
import { serve } from './serve-route';
import type { Api } from './types';

/**
 * An admin's two answers to something waiting for review, each declared in packages/shared:
 * `POST <path>/approve` and `POST <path>/reject` with the reason. The id is read as any text, so a bad
 * one answers 404 like a missing item; each answers with the toast the service returns.
 */
export function registerReviewRoutes<RejectBody extends z.ZodType>(
  app: Api,
  review: {
    approveRoute: ApiRoute;
    rejectRoute: ApiRoute & { body: RejectBody };
    approve: (adminId: string, id: string) => Promise<Message>;
    reject: (adminId: string, id: string, input: z.output<RejectBody>) => Promise<Message>;
  },
) {
  const idOf = (params: unknown) => (params as { id: string }).id;
  serve(app, review.approveRoute, {
    handler: async (request) =>
      toMessageReply(await review.approve(requireUser(request).id, idOf(request.params))),
  });
  serve(app, review.rejectRoute, {
    // Fastify has parsed the body with the declaration's schema; the type cannot follow a generic one.
    handler: async (request) =>
      toMessageReply(
        await review.reject(
          requireUser(request).id,
          idOf(request.params),
          request.body as z.output<RejectBody>,
        ),
      ),
  });
}

import type { z } from 'zod';
import type { SessionUser } from '@netlease/shared/auth';
import { textIdParamsSchema } from '@netlease/shared/query-params';
import { requireUser } from '../auth/auth-plugin';
import { errorResponses } from './responses';
import type { Api } from './types';

/**
 * `POST <thread>/:id/messages`: a signed-in party adds a message to a thread (a support ticket, a
 * buyer–seller conversation) and gets it back with 201. The id is read as any text, so a bad one
 * answers 404 like a thread the user cannot see.
 */
export function registerThreadMessageRoute<Input, Message>(
  app: Api,
  thread: {
    url: `/api/${string}/:id/messages`;
    tag: string;
    body: z.ZodType<Input>;
    reply: z.ZodType<Message>;
    post: (sender: SessionUser, threadId: string, input: Input) => Promise<Message>;
  },
) {
  // Typed for the caller; Fastify's type provider cannot follow a generic schema inside.
  const replySchema: z.ZodType = thread.reply;
  app.post(
    thread.url,
    {
      config: { access: 'user' },
      schema: {
        tags: [thread.tag],
        params: textIdParamsSchema,
        body: thread.body,
        response: { 201: replySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Fastify has parsed the body with thread.body.
      const message = await thread.post(requireUser(request), request.params.id, request.body as Input);
      return reply.status(201).send(message);
    },
  );
}

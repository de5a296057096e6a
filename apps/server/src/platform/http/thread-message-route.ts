import type { z } from 'zod';
import type { ApiRoute } from '@netlease/shared/api-route';
import type { SessionUser } from '@netlease/shared/auth';
import { requireUser } from '../auth/auth-plugin';
import { serve } from './serve-route';
import type { Api } from './types';

/**
 * `POST <thread>/:id/messages`, declared in packages/shared: a signed-in party adds a message to a
 * thread (a support ticket, a buyer–seller conversation) and gets it back with 201. The id is read
 * as any text, so a bad one answers 404 like a thread the user cannot see.
 */
export function registerThreadMessageRoute<Body extends z.ZodType, Message>(
  app: Api,
  thread: {
    route: ApiRoute & { body: Body };
    post: (sender: SessionUser, threadId: string, input: z.output<Body>) => Promise<Message>;
  },
) {
  serve(app, thread.route, {
    handler: async (request, reply) => {
      // Fastify has parsed the params and body with the declaration's schemas; the types cannot
      // follow a generic one.
      const { id } = request.params as { id: string };
      const message = await thread.post(requireUser(request), id, request.body as z.output<Body>);
      return reply.status(201).send(message);
    },
  });
}

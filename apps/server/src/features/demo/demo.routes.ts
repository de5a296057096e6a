import { z } from 'zod';
import { MESSAGES } from '@netlease/shared/messages';
import type { AppContext } from '../../app-context';
import type { Api } from '../../platform/http/types';
import { messageSchema } from '../../platform/http/responses';
import { listOutbox, resetDemoUsers } from './demo.service';

/** Registered only in demo mode: with it off, these paths do not exist at all. */
export function registerDemoRoutes(app: Api, ctx: AppContext) {
  app.post(
    '/api/demo/reset-users',
    { config: { access: 'public' }, schema: { tags: ['demo'], response: { 200: messageSchema } } },
    async () => ({ title: MESSAGES.demoUsersReady.title, message: await resetDemoUsers(ctx) }),
  );

  app.get(
    '/api/demo/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['demo'],
        response: {
          200: z.object({
            messages: z.array(
              z.object({
                id: z.number(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ messages: await listOutbox(ctx) }),
  );
}

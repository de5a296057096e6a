import { MESSAGES } from '@netlease/shared/messages';
import { DEMO_MESSAGES, isPublicDemoAccount, outboxSchema } from '@netlease/shared/demo';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { AppError } from '../../../platform/errors';
import { listOutbox, resetDemoUsers } from './demo.service';
import { isLocalRequest } from '../../../platform/http/local-request';
import { outboxTokenHash, registerOutboxScopes } from './outbox-access';

/**
 * Registered only in demo mode: with it off, these paths do not exist at all. Safe on a public
 * address (docs/decisions/130-demo-mode-safety.md): the outbox shows a browser only the mail it may
 * read, and demo reset is for the machine running the demo or an admin of one's own.
 */
export function registerDemoRoutes(app: Api, ctx: AppContext) {
  registerOutboxScopes(app, ctx);

  app.post(
    '/api/demo/reset-users',
    {
      // Public so the sign-in page's button can ask; the handler decides (local or own admin).
      config: { access: 'public' },
      schema: { tags: ['demo'], response: { 200: messageSchema, ...errorResponses } },
    },
    async (request) => {
      const isOwnAdmin = request.user?.role === 'admin' && !isPublicDemoAccount(request.user.email);
      if (!isOwnAdmin && !isLocalRequest(request))
        throw new AppError('forbidden', DEMO_MESSAGES.resetRefused);
      return { title: MESSAGES.demoUsersReady.title, message: await resetDemoUsers(ctx) };
    },
  );

  app.get(
    '/api/demo/outbox',
    {
      config: { access: 'public' },
      schema: { tags: ['demo'], response: { 200: outboxSchema } },
    },
    async (request) => listOutbox(ctx, { tokenHash: outboxTokenHash(request), user: request.user }),
  );
}

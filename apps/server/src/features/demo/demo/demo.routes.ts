import { MESSAGES } from '@netlease/shared/messages';
import { DEMO_MESSAGES, isPublicDemoAccount } from '@netlease/shared/demo';
import { demoRoutes } from '@netlease/shared/routes/demo';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
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

  // Public so the sign-in page's button can ask; the handler decides (local or own admin).
  serve(app, demoRoutes.resetDemoUsers, {
    handler: async (request) => {
      const isOwnAdmin = request.user?.role === 'admin' && !isPublicDemoAccount(request.user.email);
      if (!isOwnAdmin && !isLocalRequest(request))
        throw new AppError('forbidden', DEMO_MESSAGES.resetRefused);
      return { title: MESSAGES.demoUsersReady.title, message: await resetDemoUsers(ctx) };
    },
  });

  serve(app, demoRoutes.getDemoOutbox, {
    handler: async (request) => listOutbox(ctx, { tokenHash: outboxTokenHash(request), user: request.user }),
  });
}

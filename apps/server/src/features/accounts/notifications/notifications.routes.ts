import { notificationRoutes } from '@netlease/shared/routes/notifications';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

export function registerNotificationsRoutes(app: Api, ctx: AppContext) {
  serve(app, notificationRoutes.listNotifications, {
    handler: async (request) => ({ notifications: await listNotifications(ctx.db, requireUser(request).id) }),
  });

  serve(app, notificationRoutes.markNotificationRead, {
    handler: async (request) =>
      markNotificationRead(ctx.db, ctx.clock, requireUser(request).id, request.params.id),
  });

  serve(app, notificationRoutes.markAllNotificationsRead, {
    handler: async (request) => ({
      updated: await markAllNotificationsRead(ctx.db, ctx.clock, requireUser(request).id),
    }),
  });
}

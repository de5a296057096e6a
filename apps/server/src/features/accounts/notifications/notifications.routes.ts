import {
  notificationSchema,
  notificationListSchema,
  notificationsReadSchema,
} from '@netlease/shared/notifications';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';
import { idParamsSchema } from '@netlease/shared/query-params';

export function registerNotificationsRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        response: { 200: notificationListSchema, ...errorResponses },
      },
    },
    async (request) => ({ notifications: await listNotifications(ctx.db, requireUser(request).id) }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errorResponses },
      },
    },
    async (request) => markNotificationRead(ctx.db, ctx.clock, requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        response: { 200: notificationsReadSchema, ...errorResponses },
      },
    },
    async (request) => ({
      updated: await markAllNotificationsRead(ctx.db, ctx.clock, requireUser(request).id),
    }),
  );
}

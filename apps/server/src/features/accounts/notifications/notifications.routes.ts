import { z } from 'zod';
import { notificationSchema } from '@netlease/shared/notifications';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

export function registerNotificationsRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        response: { 200: z.object({ notifications: z.array(notificationSchema) }), ...errorResponses },
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
        params: z.object({ id: z.uuid() }),
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
        response: { 200: z.object({ updated: z.number() }), ...errorResponses },
      },
    },
    async (request) => ({
      updated: await markAllNotificationsRead(ctx.db, ctx.clock, requireUser(request).id),
    }),
  );
}

import {
  CATALOG_MESSAGES,
  serverPackageInputSchema,
  serverPackageSchema,
  serverPackageSavedSchema,
  serverPackageListSchema,
} from '@netlease/shared/catalog';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as packages from './server-packages.service';
import { idParamsSchema } from '@netlease/shared/query-params';

export function registerServerPackagesRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/server-packages',
    {
      config: { access: 'user' },
      schema: {
        tags: ['server-packages'],
        response: { 200: serverPackageListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      serverPackages: await packages.listOwnServerPackages(ctx, requireUser(request).id),
    }),
  );

  app.get(
    '/api/server-packages/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['server-packages'],
        params: idParamsSchema,
        response: { 200: serverPackageSchema, ...errorResponses },
      },
    },
    async (request) => packages.getOwnServerPackage(ctx, requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/server-packages',
    {
      // Only a verified seller offers servers (docs/PRODUCT.md "Accounts"); the service checks KYC.
      config: { access: 'monetizer' },
      schema: {
        tags: ['server-packages'],
        body: serverPackageInputSchema,
        response: { 201: serverPackageSavedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const serverPackage = await packages.createServerPackage(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        serverPackage,
        ...toMessageReply(CATALOG_MESSAGES.packageCreated),
      });
    },
  );

  app.put(
    '/api/server-packages/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['server-packages'],
        params: idParamsSchema,
        body: serverPackageInputSchema,
        response: { 200: serverPackageSavedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { serverPackage, message } = await packages.updateServerPackage(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body,
      );
      return { serverPackage, ...toMessageReply(message) };
    },
  );

  app.delete(
    '/api/server-packages/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['server-packages'],
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await packages.deleteServerPackage(ctx, requireUser(request).id, request.params.id);
      return {
        ...toMessageReply(CATALOG_MESSAGES.packageDeleted),
      };
    },
  );
}

import { CATALOG_MESSAGES } from '@netlease/shared/catalog';
import { serverPackageRoutes } from '@netlease/shared/routes/server-packages';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as packages from './server-packages.service';

export function registerServerPackagesRoutes(app: Api, ctx: AppContext) {
  serve(app, serverPackageRoutes.listServerPackages, {
    handler: async (request) => ({
      serverPackages: await packages.listOwnServerPackages(ctx, requireUser(request).id),
    }),
  });

  serve(app, serverPackageRoutes.getServerPackage, {
    // The web's editor works from the list's copy; before the declarations this route only seemed
    // called, because the PUT and DELETE of the same address were.
    config: {
      machineOnly: 'programs with an API token that read one of their own server packages',
    },
    handler: async (request) => packages.getOwnServerPackage(ctx, requireUser(request).id, request.params.id),
  });

  // Only a verified seller offers servers (docs/PRODUCT.md "Accounts"); the service checks KYC.
  serve(app, serverPackageRoutes.createServerPackage, {
    handler: async (request, reply) => {
      const serverPackage = await packages.createServerPackage(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        serverPackage,
        ...toMessageReply(CATALOG_MESSAGES.packageCreated),
      });
    },
  });

  serve(app, serverPackageRoutes.updateServerPackage, {
    handler: async (request) => {
      const { serverPackage, message } = await packages.updateServerPackage(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body,
      );
      return { serverPackage, ...toMessageReply(message) };
    },
  });

  serve(app, serverPackageRoutes.deleteServerPackage, {
    handler: async (request) => {
      await packages.deleteServerPackage(ctx, requireUser(request).id, request.params.id);
      return {
        ...toMessageReply(CATALOG_MESSAGES.packageDeleted),
      };
    },
  });
}

import { BUNDLE_MESSAGES } from '@netlease/shared/bundles';
import { bundleRoutes } from '@netlease/shared/routes/bundles';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as bundles from './bundles.service';

export function registerBundlesRoutes(app: Api, ctx: AppContext) {
  serve(app, bundleRoutes.listAvailableSubnets, {
    handler: async (request) => ({
      subnets: await bundles.listAvailableSubnets(ctx, requireUser(request).id),
    }),
  });

  serve(app, bundleRoutes.getOwnBundle, {
    handler: async (request) => bundles.getOwnBundle(ctx, requireUser(request).id, request.params.id),
  });

  serve(app, bundleRoutes.setBundleSubnets, {
    handler: async (request) => ({
      bundle: await bundles.setBundleSubnets(ctx, requireUser(request).id, request.params.id, request.body),
      ...toMessageReply(BUNDLE_MESSAGES.bundleSaved),
    }),
  });

  serve(app, bundleRoutes.getPublicBundle, {
    handler: async (request) => bundles.getPublicBundle(ctx, request.user, request.params.id),
  });
}

import {
  BUNDLE_MESSAGES,
  availableSubnetsSchema,
  bundleContentsSchema,
  bundleInputSchema,
  bundleSavedSchema,
} from '@netlease/shared/bundles';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as bundles from './bundles.service';
import { idParamsSchema } from '@netlease/shared/query-params';

export function registerBundlesRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/server-packages/available-subnets',
    {
      config: { access: 'monetizer' },
      schema: {
        tags: ['server-packages'],
        description: 'The caller’s subnets that can go into a bundle.',
        response: { 200: availableSubnetsSchema, ...errorResponses },
      },
    },
    async (request) => ({ subnets: await bundles.listAvailableSubnets(ctx, requireUser(request).id) }),
  );

  app.get(
    '/api/server-packages/:id/bundle',
    {
      config: { access: 'monetizer' },
      schema: {
        tags: ['server-packages'],
        params: idParamsSchema,
        response: { 200: bundleContentsSchema, ...errorResponses },
      },
    },
    async (request) => bundles.getOwnBundle(ctx, requireUser(request).id, request.params.id),
  );

  app.put(
    '/api/server-packages/:id/bundle',
    {
      config: { access: 'monetizer' },
      schema: {
        tags: ['server-packages'],
        description: 'Replaces the subnets a bundle includes with the given set.',
        params: idParamsSchema,
        body: bundleInputSchema,
        response: {
          200: bundleSavedSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      bundle: await bundles.setBundleSubnets(ctx, requireUser(request).id, request.params.id, request.body),
      ...toMessageReply(BUNDLE_MESSAGES.bundleSaved),
    }),
  );

  app.get(
    '/api/marketplace/server-packages/:id/bundle',
    {
      config: { access: 'public' },
      schema: {
        tags: ['marketplace'],
        params: idParamsSchema,
        response: { 200: bundleContentsSchema, ...errorResponses },
      },
    },
    async (request) => bundles.getPublicBundle(ctx, request.user, request.params.id),
  );
}

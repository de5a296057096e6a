import { apiRoute } from '../api-route';
import {
  availableSubnetsSchema,
  bundleContentsSchema,
  bundleInputSchema,
  bundleSavedSchema,
} from '../bundles';
import { idParamsSchema } from '../query-params';

/** A server package's bundled subnets (decision 090): the seller's editor and the public contents. */
export const bundleRoutes = {
  listAvailableSubnets: apiRoute({
    operationId: 'listAvailableSubnets',
    method: 'GET',
    path: '/api/server-packages/available-subnets',
    summary: "List the caller's subnets that can go into a bundle",
    description: 'The caller’s subnets that can go into a bundle.',
    tag: 'server-packages',
    access: 'monetizer',
    token: 'read',
    replies: { 200: availableSubnetsSchema },
  }),
  getOwnBundle: apiRoute({
    operationId: 'getOwnBundle',
    method: 'GET',
    path: '/api/server-packages/:id/bundle',
    summary: "Read the subnets one of the caller's server packages bundles",
    tag: 'server-packages',
    access: 'monetizer',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: bundleContentsSchema },
  }),
  setBundleSubnets: apiRoute({
    operationId: 'setBundleSubnets',
    method: 'PUT',
    path: '/api/server-packages/:id/bundle',
    summary: "Replace the subnets a server package's bundle includes",
    description: 'Replaces the subnets a bundle includes with the given set.',
    tag: 'server-packages',
    access: 'monetizer',
    token: 'browser',
    params: idParamsSchema,
    body: bundleInputSchema,
    replies: { 200: bundleSavedSchema },
    errors: [409],
  }),
  getPublicBundle: apiRoute({
    operationId: 'getPublicBundle',
    method: 'GET',
    path: '/api/marketplace/server-packages/:id/bundle',
    summary: 'Read what a marketplace bundle includes: server specs and subnets',
    tag: 'marketplace',
    access: 'public',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: bundleContentsSchema },
  }),
};

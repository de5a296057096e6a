import { apiRoute } from '../api-route';
import { marketplaceDetailSchema } from '../catalog';
import { marketplaceCountSchema, marketplacePageSchema, marketplaceQuerySchema } from '../marketplace';
import { idParamsSchema } from '../query-params';

const NOT_MODIFIED = {
  empty: true,
  description: 'The copy named by If-None-Match is still current.',
} as const;

/**
 * The public catalogue (docs/PRODUCT.md "Marketplace search"). Answers carry an ETag and answer 304
 * to a matching If-None-Match (docs/decisions/205-catalogue-cache.md).
 */
export const marketplaceRoutes = {
  searchMarketplace: apiRoute({
    operationId: 'searchMarketplace',
    method: 'GET',
    path: '/api/marketplace',
    summary: 'Search the marketplace: one page of listings and server packages',
    tag: 'marketplace',
    access: 'public',
    token: 'read',
    query: marketplaceQuerySchema,
    replies: { 200: marketplacePageSchema, 304: NOT_MODIFIED },
  }),
  countMarketplace: apiRoute({
    operationId: 'countMarketplace',
    method: 'GET',
    path: '/api/marketplace/count',
    summary: 'Count the marketplace items that match a set of filters, up to the cap',
    tag: 'marketplace',
    access: 'public',
    token: 'read',
    query: marketplaceQuerySchema,
    replies: { 200: marketplaceCountSchema, 304: NOT_MODIFIED },
  }),
  getMarketplaceListing: apiRoute({
    operationId: 'getMarketplaceListing',
    method: 'GET',
    path: '/api/marketplace/listings/:id',
    summary: "Read a listing's marketplace page",
    tag: 'marketplace',
    access: 'public',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: marketplaceDetailSchema, 304: NOT_MODIFIED },
  }),
  getMarketplaceServerPackage: apiRoute({
    operationId: 'getMarketplaceServerPackage',
    method: 'GET',
    path: '/api/marketplace/server-packages/:id',
    summary: "Read a server package's marketplace page",
    tag: 'marketplace',
    access: 'public',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: marketplaceDetailSchema, 304: NOT_MODIFIED },
  }),
};

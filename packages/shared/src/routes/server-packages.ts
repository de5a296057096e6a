import { apiRoute } from '../api-route';
import {
  serverPackageInputSchema,
  serverPackageListSchema,
  serverPackageSavedSchema,
  serverPackageSchema,
} from '../catalog';
import { idParamsSchema } from '../query-params';
import { messageSchema } from '../replies';

/** The seller's server packages (docs/PRODUCT.md "Seller workspace"); a change goes (back) to review. */
export const serverPackageRoutes = {
  listServerPackages: apiRoute({
    operationId: 'listServerPackages',
    method: 'GET',
    path: '/api/server-packages',
    summary: "List the caller's server packages",
    tag: 'server-packages',
    access: 'user',
    token: 'read',
    replies: { 200: serverPackageListSchema },
  }),
  getServerPackage: apiRoute({
    operationId: 'getServerPackage',
    method: 'GET',
    path: '/api/server-packages/:id',
    summary: "Read one of the caller's server packages",
    tag: 'server-packages',
    access: 'user',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: serverPackageSchema },
  }),
  createServerPackage: apiRoute({
    operationId: 'createServerPackage',
    method: 'POST',
    path: '/api/server-packages',
    summary: 'Offer a server package; it goes to review',
    tag: 'server-packages',
    // Only a verified seller offers servers (docs/PRODUCT.md "Accounts"); the service checks KYC.
    access: 'monetizer',
    token: 'browser',
    body: serverPackageInputSchema,
    replies: { 201: serverPackageSavedSchema },
    errors: [409],
  }),
  updateServerPackage: apiRoute({
    operationId: 'updateServerPackage',
    method: 'PUT',
    path: '/api/server-packages/:id',
    summary: "Edit one of the caller's server packages; it goes back to review",
    tag: 'server-packages',
    access: 'user',
    token: 'browser',
    params: idParamsSchema,
    body: serverPackageInputSchema,
    replies: { 200: serverPackageSavedSchema },
    errors: [409],
  }),
  deleteServerPackage: apiRoute({
    operationId: 'deleteServerPackage',
    method: 'DELETE',
    path: '/api/server-packages/:id',
    summary: "Delete one of the caller's server packages that has no open orders",
    tag: 'server-packages',
    access: 'user',
    token: 'browser',
    params: idParamsSchema,
    replies: { 200: messageSchema },
    errors: [409],
  }),
};

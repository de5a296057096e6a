import { apiRoute } from '../api-route';
import {
  ipBlockCreatedSchema,
  ipBlockDetailSchema,
  ipBlockListQuerySchema,
  ipBlockListSchema,
} from '../catalog';
import { idParamsSchema } from '../query-params';

/** A seller's IP blocks: submitted with their LOA, reviewed by admins (docs/PRODUCT.md "Seller workspace"). */
export const ipBlockRoutes = {
  submitIpBlock: apiRoute({
    operationId: 'submitIpBlock',
    method: 'POST',
    path: '/api/ip-blocks',
    summary: 'Submit an IP block with its LOA for review',
    tag: 'ip-blocks',
    access: 'monetizer',
    token: 'browser',
    body: {
      multipart: {
        cidr: { description: 'The block, in CIDR notation.' },
        rir: { description: 'The regional internet registry that allocated it.' },
        countryCode: { description: 'The ISO 3166-1 alpha-2 country of the block.' },
        loa: { file: true, description: 'The letter of authorization, a PDF.' },
      },
      required: ['cidr', 'rir', 'countryCode', 'loa'],
    },
    replies: { 201: ipBlockCreatedSchema },
    errors: [409, 413, 415],
  }),
  listIpBlocks: apiRoute({
    operationId: 'listIpBlocks',
    method: 'GET',
    path: '/api/ip-blocks',
    summary: "List the caller's IP blocks, newest first",
    tag: 'ip-blocks',
    access: 'user',
    token: 'read',
    query: ipBlockListQuerySchema,
    replies: { 200: ipBlockListSchema },
  }),
  getIpBlock: apiRoute({
    operationId: 'getIpBlock',
    method: 'GET',
    path: '/api/ip-blocks/:id',
    summary: "Read one of the caller's IP blocks with its subnets",
    tag: 'ip-blocks',
    access: 'user',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: ipBlockDetailSchema },
  }),
  getIpBlockLoa: apiRoute({
    operationId: 'getIpBlockLoa',
    method: 'GET',
    path: '/api/ip-blocks/:id/loa',
    summary: "Read an IP block's LOA PDF",
    description: 'The LOA PDF of a block, for its owner and admins.',
    tag: 'ip-blocks',
    access: 'user',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: { file: ['application/pdf'], description: 'The LOA (PDF), shown inline.' } },
  }),
};

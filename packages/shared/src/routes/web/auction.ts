// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const auctionRoutes = {
  listAuctions: { operationId: 'listAuctions', method: 'GET', path: '/api/auctions', tag: 'auctions' },
  listAuctionableBlocks: {
    operationId: 'listAuctionableBlocks',
    method: 'GET',
    path: '/api/auctions/blocks',
    tag: 'auctions',
  },
  listOwnAuctions: {
    operationId: 'listOwnAuctions',
    method: 'GET',
    path: '/api/auctions/mine',
    tag: 'auctions',
  },
  getAuction: { operationId: 'getAuction', method: 'GET', path: '/api/auctions/:id', tag: 'auctions' },
  createAuction: { operationId: 'createAuction', method: 'POST', path: '/api/auctions', tag: 'auctions' },
  placeBid: { operationId: 'placeBid', method: 'POST', path: '/api/auctions/:id/bids', tag: 'auctions' },
  buyNow: { operationId: 'buyNow', method: 'POST', path: '/api/auctions/:id/buy-now', tag: 'auctions' },
  listPendingAuctions: {
    operationId: 'listPendingAuctions',
    method: 'GET',
    path: '/api/admin/auctions',
    tag: 'admin',
  },
  approveAuction: {
    operationId: 'approveAuction',
    method: 'POST',
    path: '/api/admin/auctions/:id/approve',
    tag: 'admin',
  },
  rejectAuction: {
    operationId: 'rejectAuction',
    method: 'POST',
    path: '/api/admin/auctions/:id/reject',
    tag: 'admin',
  },
} as unknown as (typeof ROUTE_GROUPS)['auctionRoutes'];

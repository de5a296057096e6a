import { apiRoute } from '../api-route';
import {
  savedListingListSchema,
  savedListingParamsSchema,
  savedStateSchema,
  savedToggleResultSchema,
} from '../saved-listings';

/** The leaser's saved listings: saving is the PUT and unsaving the DELETE of the same address. */
export const savedListingRoutes = {
  listSavedListings: apiRoute({
    operationId: 'listSavedListings',
    method: 'GET',
    path: '/api/saved-listings',
    summary: "List the caller's saved listings",
    tag: 'saved-listings',
    access: 'user',
    token: 'read',
    replies: { 200: savedListingListSchema },
  }),
  getSavedState: apiRoute({
    operationId: 'getSavedState',
    method: 'GET',
    path: '/api/saved-listings/:kind/:id',
    summary: 'Read whether the caller has saved a listing',
    tag: 'saved-listings',
    access: 'user',
    token: 'read',
    params: savedListingParamsSchema,
    replies: { 200: savedStateSchema },
  }),
  saveListing: apiRoute({
    operationId: 'saveListing',
    method: 'PUT',
    path: '/api/saved-listings/:kind/:id',
    summary: 'Save a listing; saving it again changes nothing',
    tag: 'saved-listings',
    access: 'user',
    token: 'trade',
    params: savedListingParamsSchema,
    replies: { 200: savedToggleResultSchema },
    errors: [409],
  }),
  unsaveListing: apiRoute({
    operationId: 'unsaveListing',
    method: 'DELETE',
    path: '/api/saved-listings/:kind/:id',
    summary: 'Remove a listing from the saved ones; removing it again changes nothing',
    tag: 'saved-listings',
    access: 'user',
    token: 'trade',
    params: savedListingParamsSchema,
    replies: { 200: savedToggleResultSchema },
  }),
};

import { errorBodySchema } from '@netlease/shared/errors';

/** The error bodies a route may answer with, for the OpenAPI document. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

import { z } from 'zod';

/** The one error body every API error has (docs/PRODUCT.md "Errors"). */
export const errorBodySchema = z
  .object({
    code: z.string(),
    title: z.string(),
    message: z.string(),
    /**
     * The request field the refusal is about, as a dotted path of the body ('contactPhone',
     * 'details.iban'), so a form shows the message beside that field (docs/decisions/140-forms.md).
     */
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  bad_request: 400,
  /**
   * Input refused by its shape alone, with no product message of its own ('Invalid input'): the client
   * shows the message of the action that failed instead.
   */
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  /** The CSRF token is missing or stale: the client fetches a new one and repeats once. */
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  not_implemented: 501,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

import { apiRoute } from '../api-route';
import { depositInputSchema, depositResultSchema } from '../money';
import { cardConfirmationSchema, idempotencyHeadersSchema } from '../payments';

export const depositRoutes = {
  createDeposit: apiRoute({
    operationId: 'createDeposit',
    method: 'POST',
    path: '/api/deposits',
    summary: 'Add money to the wallet',
    description: 'Adds money to the wallet. Send an Idempotency-Key header to make retries safe.',
    tag: 'wallet',
    access: 'user',
    token: 'browser',
    headers: idempotencyHeadersSchema,
    body: depositInputSchema,
    replies: { 201: depositResultSchema, 202: cardConfirmationSchema },
    errors: [422, 501],
  }),
};

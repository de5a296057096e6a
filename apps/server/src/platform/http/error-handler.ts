import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@netlease/shared/errors';
import { MESSAGES } from '@netlease/shared/messages';
import { AppError, describeMessage } from '../errors';

/**
 * One place that turns any thrown error into `{ code, title, message }`. Details of unexpected
 * errors are logged, never sent: a 5xx body is always the same generic text.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        code: error.code,
        title: error.title,
        message: error.userMessage,
        ...(error.field ? { field: error.field } : {}),
      } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const described = describeMessage(first?.message ?? MESSAGES.invalidInput.title);
      // The body path of the first problem ('details.iban'); a form shows the message beside it.
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message =
        described.title === MESSAGES.invalidInput.title && field
          ? `${field}: ${described.description}`
          : described.description;
      return reply.status(400).send({
        code: 'bad_request',
        title: described.title,
        message,
        ...(field ? { field } : {}),
      } satisfies ErrorBody);
    }
    if (error.code?.startsWith('FST_CSRF')) {
      return reply.status(403).send({
        code: 'forbidden',
        title: MESSAGES.csrfFailed.title,
        message: MESSAGES.csrfFailed.description,
      } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      return reply
        .status(status)
        .send({ code, title: MESSAGES.invalidInput.title, message: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      code: 'internal',
      title: MESSAGES.serverError.title,
      message: MESSAGES.serverError.description,
    } satisfies ErrorBody);
  });
}

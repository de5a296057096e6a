import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorBody } from '@netlease/shared/errors';
import { INVOICING_MESSAGES } from '@netlease/shared/invoicing';
import { MESSAGES } from '@netlease/shared/messages';
import { AppError, describeMessage } from '../errors';
import { findDatabaseError } from '../db/db-errors';
import { IdempotentRefusal } from '../payments/idempotency';

/**
 * PostgreSQL's refusal of text it cannot hold: a broken surrogate pair in a jsonb value ('Unicode low
 * surrogate must follow a high surrogate'), a character it cannot convert or outside the database's
 * encoding. Requests are checked before they get this far (platform/http/broken-text.ts); should
 * one slip through, it is still the request's text at fault, so it answers 400, and the
 * transaction it failed has changed nothing.
 */
function isUnstorableText(error: unknown): boolean {
  const found = findDatabaseError(error);
  if (found?.code === '22P05' || found?.code === '22021') return true;
  return found?.code === '22P02' && /surrogate|unicode/i.test(found.detail ?? '');
}

/**
 * One place that turns any thrown error into `{ code, title, message }`. Details of unexpected
 * errors are logged, never sent: a 5xx body is always the same generic text.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A keyed payment's refusal says, like its success, whether it is the stored answer of a repeat.
      if (error instanceof IdempotentRefusal) {
        reply.header('idempotent-replayed', String(error.replayed));
      }
      return reply.status(error.status).send({
        code: error.code,
        title: error.title,
        message: error.userMessage,
        ...(error.field ? { field: error.field } : {}),
      } satisfies ErrorBody);
    }
    // A schema on the route and a schema a service applies (fields of a multipart form, stored JSON)
    // refuse alike: 400 with the contract's message, never a 500.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      return reply.status(400).send(validationBody(first?.message, field));
    }
    if (error instanceof ZodError) {
      const first = error.issues[0];
      return reply.status(400).send(validationBody(first?.message, first?.path.join('.')));
    }
    if (error.code?.startsWith('FST_CSRF')) {
      return reply.status(403).send({
        code: 'csrf_failed',
        title: MESSAGES.csrfFailed.title,
        message: MESSAGES.csrfFailed.description,
      } satisfies ErrorBody);
    }
    // An issued invoice or credit note is final (docs/PRODUCT.md "Invoices"): a change that reaches the
    // database's refusal answers 409, never 500.
    if (findDatabaseError(error)?.constraint === 'issued_documents_are_final') {
      return reply.status(409).send({
        code: 'conflict',
        title: INVOICING_MESSAGES.invoiceIssued.title,
        message: INVOICING_MESSAGES.invoiceIssued.description,
      } satisfies ErrorBody);
    }
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.status(400).send({
        code: 'invalid_input',
        title: MESSAGES.invalidInput.title,
        message: MESSAGES.invalidInput.description,
      } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'invalid_input';
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

/** The body of a refused field: the message its schema names, and where the field is. */
function validationBody(issueMessage: string | undefined, path: string | undefined): ErrorBody {
  const described = describeMessage(issueMessage ?? MESSAGES.invalidInput.title);
  // The body path of the first problem ('details.iban'); a form shows the message beside it.
  const field = path || undefined;
  const isShapeless = described.title === MESSAGES.invalidInput.title;
  const message = isShapeless && field ? `${field}: ${described.description}` : described.description;
  const code = isShapeless ? 'invalid_input' : 'bad_request';
  return { code, title: described.title, message, ...(field ? { field } : {}) };
}

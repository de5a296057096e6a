import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request id: one per HTTP request, in every log line of the request (Fastify's `reqId`), in the
 * X-Request-Id response header and in the audit rows the request writes (docs/decisions/185-operations.md).
 * A proxy or client that already named the request keeps its id when it is well formed.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, 8 to 128 long: a UUID, a ULID, a proxy's hex or `host:pid:seq` id. */
const WELL_FORMED_REQUEST_ID = /^[\w.:-]{8,128}$/;

interface RequestContext {
  requestId: string;
}

const contexts = new AsyncLocalStorage<RequestContext>();

declare module 'fastify' {
  interface FastifyRequest {
    requestContext: RequestContext | null;
  }
}

/** Fastify's `genReqId`: the incoming X-Request-Id when well formed, otherwise a new UUID. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The id of the request being handled, or undefined outside a request (jobs, scripts). */
export function currentRequestId(): string | undefined {
  return contexts.getStore()?.requestId;
}

/**
 * Opens the request's context first thing (onRequest) and enters it again before validation: the body
 * is read from socket events, whose callbacks do not run in the context opened before them, so a
 * handler of a request with a body would otherwise lose it. Echoes the id in the response header.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('requestContext', null);
  app.addHook('onRequest', (request, reply, done) => {
    const context: RequestContext = { requestId: request.id };
    request.requestContext = context;
    reply.header(REQUEST_ID_HEADER, request.id);
    contexts.run(context, done);
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const context = request.requestContext;
    // A request without a body is still inside the context here: entering it again would only cost
    // (docs/decisions/274-cheaper-request-path.md).
    if (context && contexts.getStore() !== context) contexts.run(context, done);
    else done();
  });
}

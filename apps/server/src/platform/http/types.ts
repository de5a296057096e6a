import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance every feature registers its routes on: zod schemas validate and document. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why no screen of the web app calls this route: who calls it instead (a health probe, a feed
     * reader, a payment processor, the browser tests). Every other /api route has a caller in the web
     * app (docs/ARCHITECTURE.md "Contracts"); apps/server/src/quality/route-callers.test.ts checks both.
     */
    machineOnly?: string;
  }
}

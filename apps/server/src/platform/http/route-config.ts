import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The matched route's config (its url and method included), as `request.routeOptions.config` reads it. */
export type RouteConfig = FastifyRequest['routeOptions']['config'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by routeConfigOf on first use: read it through that function. */
    routeConfig: RouteConfig | null;
  }
}

/** Gives every request the slot routeConfigOf keeps its answer in (one object shape for all requests). */
export function decorateRouteConfig(app: FastifyInstance) {
  if (!app.hasRequestDecorator('routeConfig')) app.decorateRequest('routeConfig', null);
}

/**
 * The matched route's config, read once per request: Fastify's `request.routeOptions` getter builds a
 * new object of twelve fields on every read, and the global hooks (canonical path, auth, CSRF, rate
 * limits, metrics) read it up to eight times per request (docs/decisions/274-cheaper-request-path.md).
 * The route a request matched never changes while it is handled, so the first answer stays right
 * (`reply.callNotFound()` would switch it to the 404 handler's; the server never calls it).
 */
export function routeConfigOf(request: FastifyRequest): RouteConfig {
  return (request.routeConfig ??= request.routeOptions.config);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { NON_CANONICAL_PATH } from '@netlease/shared/auth';
import { decorateRouteConfig, routeConfigOf } from '../http/route-config';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request path in its one canonical spelling (decision 003 "One spelling per path"). */
    canonicalPath: string;
    /** True when the request is for the API, however its path was spelled. */
    isApiRequest: boolean;
  }
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const PLACEHOLDER_ORIGIN = 'http://netlease.invalid';

/**
 * The one spelling of a request target's path, as every part of the server must understand it:
 * percent-encoded unreserved characters decoded (RFC 3986 §6.2.2.2: `/%61pi` is `/api`), dot segments
 * and backslashes resolved by the WHATWG URL parser built into Node (the same rules browsers and most
 * proxies apply, kept by Node rather than by us), repeated slashes collapsed, a trailing slash dropped
 * and the `/api` prefix lower-cased. Other escapes (`%2F` in an address range) stay as they are.
 */
export function canonicalizePath(target: string): string {
  // Almost every request spells its path plainly already: nothing below would change it.
  const plain = target.split(/[?#]/, 1)[0] ?? '';
  if (isPlainPath(plain)) return plain;
  let path = target;
  // An absolute-form target (`POST http://host/api/...`) names its path after the authority.
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = `/${path}`;
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? '/';
  path = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
  path = path.replace(/[/\\]+/g, '/');
  try {
    path = new URL(path, PLACEHOLDER_ORIGIN).pathname;
  } catch {
    // Unparseable even with a fixed origin: keep the text; it will not match the raw target below.
  }
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (/^\/api(\/|$)/i.test(path)) path = `/api${path.slice(4)}`;
  return path;
}

/**
 * Segments of unreserved and sub-delimiter characters only (no escapes, backslashes, empty or dot
 * segments, trailing slash), and `/api` already lower-case: the canonical spelling of itself.
 */
const PLAIN_PATH = /^(?:\/[\w\-~!$&'()*+,;=:@][\w\-.~!$&'()*+,;=:@]*)+$/;
const isPlainPath = (path: string) =>
  path === '/' || (PLAIN_PATH.test(path) && (path.startsWith('/api') || !/^\/api/i.test(path)));

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The path part of the raw request target, exactly as the client sent it. */
const rawPathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? '';

/**
 * First hook of every request: decide once what path the request is for. An API request must spell
 * its path canonically, or it is refused with 400 before the session, the CSRF check or the route see
 * it: the router decodes `/%61pi/auth/logout` to a route while a check reading the raw text does not,
 * and refusing every second spelling leaves no way to reach a route around a check (decision 003).
 */
export function registerCanonicalPaths(app: FastifyInstance) {
  app.decorateRequest('canonicalPath', '/');
  app.decorateRequest('isApiRequest', false);
  decorateRouteConfig(app);
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    // The raw path is split off once: a plain one is its own canonical spelling (canonicalizePath
    // starts with the same test).
    const raw = rawPathOf(request.url);
    const canonical = isPlainPath(raw) ? raw : canonicalizePath(request.url);
    request.canonicalPath = canonical;
    // A route the router matched under /api is an API request whatever the text said.
    request.isApiRequest = isApiPath(canonical) || isApiPath(routeConfigOf(request).url ?? '');
    if (request.isApiRequest && raw !== canonical) {
      // A read with a slash too many (`/api/docs/`, as people type it) is redirected to the one
      // spelling; nothing has read the request yet, so no check is bypassed.
      const isTrailingSlash = raw === `${canonical}/`;
      if (isTrailingSlash && (request.method === 'GET' || request.method === 'HEAD')) {
        const query = request.url.slice(raw.length);
        void reply.redirect(canonical + query, 308);
        return;
      }
      return done(new AppError('bad_request', NON_CANONICAL_PATH));
    }
    done();
  });
}

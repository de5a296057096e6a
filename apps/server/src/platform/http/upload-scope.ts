import type { RouteOptions } from 'fastify';
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { Api } from './types';

/** An app's multipart settings, and the upload routes waiting for the scope that reads their bodies. */
interface Uploads {
  options: FastifyMultipartOptions;
  waiting: RouteOptions[] | null;
}

const uploadsOf = new WeakMap<Api, Uploads>();

/**
 * Only upload routes read multipart bodies (decision 275): @fastify/multipart, with `options` as its
 * limits, is registered in a plugin scope of their own, so every other request skips its hooks (one
 * at the start and one at the end of every request, and a `close` listener on every answer). The app
 * itself accepts a multipart body and leaves it unread, as the plugin did on a route that reads no
 * form: the route's body schema refuses it as no body, and a route without a body schema answers as
 * it would to an empty one.
 */
export function acceptUploads(app: Api, options: FastifyMultipartOptions) {
  app.addContentTypeParser('multipart/form-data', leaveUnread);
  uploadsOf.set(app, { options, waiting: null });
}

function leaveUnread(_request: unknown, _payload: unknown, done: (error: null) => void) {
  done(null);
}

/**
 * Registers an upload route in the app's upload scope. The scope loads when the app next loads its
 * plugins (at the latest when it starts), after every hook and decorator registered before then: a
 * plugin scope takes its parent's hooks as they are when it loads, so the upload routes pass every
 * check the other routes pass. Routes served after it loaded get a scope of their own.
 */
export function serveUpload(app: Api, route: RouteOptions) {
  const uploads = uploadsOf.get(app);
  if (!uploads) throw new Error(`Upload route ${route.url}: call acceptUploads(app) before serving it.`);
  if (uploads.waiting) {
    uploads.waiting.push(route);
    return;
  }
  const routes = [route];
  uploads.waiting = routes;
  void app.register(async (scope: Api) => {
    uploads.waiting = null;
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, uploads.options);
    for (const waiting of routes) scope.route(waiting);
  });
}

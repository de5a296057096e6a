import type { FastifyInstance, FastifyReply } from 'fastify';
import { isWebPagePath } from '@netlease/shared/web-pages';

const NOTHING_HERE = { code: 'not_found', title: 'Not found', message: 'There is nothing at this address.' };
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function methodNotAllowed(reply: FastifyReply, allowed: readonly string[]) {
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send({
      code: 'method_not_allowed',
      title: 'Method not allowed',
      message: `This address answers ${allowed.join(', ')} only.`,
    });
}

/**
 * What an address nothing is registered for answers (docs/ARCHITECTURE.md "Web pages"): a page of the
 * web app, the app's not-found page with 404, 405 with `Allow` for a known path asked with another
 * method, or 404 JSON. It runs before any credential is looked at (the auth and CSRF hooks leave a
 * 404 alone), so a token or a missing CSRF token never turns a typo into a 401 or 403.
 */
export function registerNotFound(app: FastifyInstance, options: { serveWeb: boolean }) {
  const { serveWeb } = options;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!pathname.startsWith('/api/')) {
      // A missing file (/index.bak, /.env, /.git/config, /auctions~) is a 404 JSON, not the app:
      // scanners and caches must not take it for a file that exists (npm run scan). App paths have
      // no dot or tilde in any segment.
      const isFileName = /[.~]/.test(pathname);
      if (serveWeb && !isFileName) {
        const isPage = isWebPagePath(pathname);
        // docs/ARCHITECTURE.md "Web pages": the app answers its own addresses with 200 (HEAD too, for
        // link checkers and mail scanners) and any other address with its not-found page and 404.
        if (isPageRequest)
          return reply
            .status(isPage ? 200 : 404)
            .type('text/html')
            .sendFile('index.html');
        if (isPage) return methodNotAllowed(reply, ['GET', 'HEAD']);
      }
      return reply.status(404).send(NOTHING_HERE);
    }
    // An API path that exists under other methods answers 405 naming them (RFC 9110 §15.5.6).
    const allowed = HTTP_METHODS.filter((method) => app.findRoute({ method, url: pathname }) !== null);
    if (allowed.length > 0) return methodNotAllowed(reply, allowed);
    return reply.status(404).send(NOTHING_HERE);
  });
}

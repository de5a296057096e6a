import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The headers @fastify/helmet sends with `options`, worked out once. The plugin builds Helmet's
 * middleware again for every request (parsing the Content-Security-Policy directives each time), which
 * cost about a tenth of the CPU of a trivial request; the headers never depend on the request (no CSP
 * nonces here), so a throwaway instance answers one request with and one without the plugin, and the
 * difference is what every answer carries.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answerOnce = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const response = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return response.headers;
  };
  const [plain, secured] = [await answerOnce(false), await answerOnce(true)];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (!(name in plain) && value !== undefined) headers[name] = String(value);
  }
  if (!headers['content-security-policy']) throw new Error('Helmet sent no Content-Security-Policy.');
  return headers;
}

/** The policy of an answer that is data, never a page: it may load nothing and be framed by nothing. */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an answer that is data (JSON, an event stream), after OWASP's REST Security Cheat
 * Sheet: a policy that allows nothing, no framing, no MIME sniffing, and HSTS when the site is served
 * over HTTPS. What Helmet adds besides governs a page a browser renders (its scripts, styles, opener,
 * referrer) and means nothing for data.
 */
function dataHeadersOf(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** JSON, the API's answers and errors (`application/json`, `application/problem+json`). */
const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && /^application\/(?:[\w.+-]*\+)?json\b/.test(contentType);

/**
 * Security headers on every answer (docs/decisions/309-headers-by-what-an-answer-is.md): a JSON
 * answer carries the data headers; anything a browser may render (the web app's pages and files, the
 * API's documents, PDFs and uploads) carries Helmet's whole set, worked out once at start. The data
 * headers go on at the request's start, so an answer streamed past Fastify (the live events) has them
 * too; an answer found not to be JSON gets the document's headers over them when it is sent.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const documentHeaders = await helmetHeaders(options);
  const dataHeaders = dataHeadersOf(documentHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(dataHeaders);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isJson(reply.getHeader('content-type'))) reply.headers(documentHeaders);
    done(null, payload);
  });
}

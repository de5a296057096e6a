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

/** Sends Helmet's security headers (worked out once at start) on every answer, API and files alike. */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

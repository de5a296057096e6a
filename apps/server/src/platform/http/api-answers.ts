import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers below this size go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** What an API answer that names no caching of its own carries: it may hold one user's data. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * How API answers travel (docs/ARCHITECTURE.md "How a request flows"): JSON, CSV and other text
 * above 1 KB compressed with brotli or gzip as the client asks (@fastify/compress; brotli at its
 * quality 4, quick enough for every answer), the web app's precompressed files and live-event streams
 * left alone; and `Cache-Control: private, no-store` on every API answer that does not set its own,
 * so no shared cache keeps a signed-in user's data. Request bodies are never decompressed: a
 * compressed body is refused like any other body that is not JSON.
 */
export async function registerApiAnswers(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.isApiRequest && !reply.hasHeader('cache-control'))
      reply.header('cache-control', PRIVATE_ANSWER);
    done(null, payload);
  });
}

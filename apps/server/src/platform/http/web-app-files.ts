import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Hashed build output: a new build writes new names, so a browser may keep these for a year. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: always revalidated (ETag), so a new build shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app from `webDist` (docs/decisions/210-precompressed-web-app.md). The build
 * writes a brotli (.br) and a gzip (.gz) copy of every text file; the browser gets the one its
 * Accept-Encoding asks for (brotli first), or the file itself, with `Vary: Accept-Encoding`. The
 * compressed copies are not addresses of their own. `reply.sendFile('index.html')` (the single-page
 * app fallback in app.ts) goes through the same headers and compression.
 */
export async function registerWebAppFiles(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      // `filePath` is the file sent: for assets/x.js it may be assets/x.js.br.
      const isHashedAsset = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? IMMUTABLE_ASSET : REVALIDATE);
    },
  });
}

import type { FastifyReply } from 'fastify';

/**
 * Answers with a stored file only some users may read (a KYC document, an LOA, a ticket's
 * attachment): shown in the browser, never kept by a shared or browser cache.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { mime: string; contentDisposition: string; bytes: Buffer | Uint8Array },
) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', file.contentDisposition)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

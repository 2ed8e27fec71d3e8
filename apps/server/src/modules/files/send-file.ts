import type { FastifyReply } from 'fastify';

/** Sends a stored document's plaintext inline, never cached, its type not to be sniffed. */
export function sendStoredFile(reply: FastifyReply, contentType: string, fileName: string, data: Buffer) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .send(data);
}

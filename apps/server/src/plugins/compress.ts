import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers at or above this many bytes are compressed; smaller ones go as they are. Under about a kilobyte the
 * saving is a few hundred bytes, less than one TCP packet, and not worth the CPU (bench/compression.ts measures it).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli at a low level (its best speed for size at run time), else gzip: what browsers accept. */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;

/**
 * Compresses the API's answers on the fly (JSON, the OpenAPI document, CSV exports), when the client accepts it and
 * the answer is at least COMPRESS_THRESHOLD_BYTES. Register it before the routes: it hooks each route as it is
 * declared. The web app's files are compressed at build time and sent with their Content-Encoding set, which this
 * leaves alone; the identity server answers from its own stack (identity/compress-json-response.ts).
 * Requests are never inflated: a compressed request body is refused (plugins/input/reject-content-encoding.ts).
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: [...RESPONSE_ENCODINGS],
      threshold: COMPRESS_THRESHOLD_BYTES,
    });
  },
  { name: 'harta-compress' },
);

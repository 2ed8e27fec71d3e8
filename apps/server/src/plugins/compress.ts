import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers at or above this many bytes are compressed; smaller ones go as they are. Under about a kilobyte the
 * saving is a few hundred bytes, less than one TCP packet, and not worth the CPU (bench/compression.ts measures it).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * gzip first, brotli (level 4) for a client that takes only that. Measured on the API's own answers (bench/README.md,
 * "Compression"): on a few kilobytes of JSON brotli saves 2% more than gzip (3.45 against 3.52 KB for the country
 * list) for no less CPU; on the 195 KB OpenAPI document 12% more, for three times gzip's CPU (15 against 5 ms).
 * Browsers send both with equal weight, so the server's order decides. The web app's files are brotli 11, made once
 * at build time.
 */
export const RESPONSE_ENCODINGS = ['gzip', 'br'] as const;

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

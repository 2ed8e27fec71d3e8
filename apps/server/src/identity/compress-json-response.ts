import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { COMPRESS_THRESHOLD_BYTES, RESPONSE_ENCODINGS } from '../plugins/compress';

type Encoding = (typeof RESPONSE_ENCODINGS)[number];

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // The same levels as @fastify/compress uses for the API (gzip's default, brotli 4), in the same order of preference.
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body),
};

function isJson(contentType: ReturnType<ServerResponse['getHeader']>): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

function addVary(res: ServerResponse, name: string): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (vary.split(',').some((token) => [name.toLowerCase(), '*'].includes(token.trim().toLowerCase()))) return;
  res.setHeader('vary', vary ? `${vary}, ${name}` : name);
}

/**
 * Compresses the identity server's JSON answers (discovery, keys, token sets) the way @fastify/compress does the
 * API's: the identity server answers from its own stack (oidc-provider, a Koa app, and the password fast path)
 * on the raw response, which Fastify's hooks never see. Both write a JSON body whole, with one `res.end(body)`,
 * before any header is sent: that call is where the body is swapped for its compressed form. Anything else (no
 * body, a stream, a body already encoded, not JSON) is passed on untouched.
 */
export function compressJsonResponses(req: IncomingMessage, res: ServerResponse): void {
  const accepted = req.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, [...RESPONSE_ENCODINGS]) as Encoding | null) : null;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (
      req.method === 'HEAD' ||
      res.headersSent ||
      (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) ||
      !isJson(res.getHeader('content-type')) ||
      res.getHeader('content-encoding') !== undefined
    ) {
      return end(...args);
    }
    // Whether this answer is compressed depends on the request's Accept-Encoding: caches must know.
    addVary(res, 'Accept-Encoding');
    const body =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : 'utf8')
        : chunk;
    if (!encoding || body.length < COMPRESS_THRESHOLD_BYTES) return end(...args);
    const compressed = compressors[encoding](body);
    res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', compressed.length);
    const callback = args.find((arg) => typeof arg === 'function');
    return callback ? end(compressed, callback) : end(compressed);
  }) as ServerResponse['end'];
}

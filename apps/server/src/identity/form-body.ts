import type { IncomingMessage } from 'node:http';

/**
 * Reading a form body ahead of oidc-provider, so that it can still read it: the identity server's input check,
 * the password fast path and access-token revocation each look at a token request's form before the provider may.
 */

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** oidc-provider's limit for form bodies (lib/shared/selective_body.js); a larger one is left to it, unread. */
export const PROVIDER_BODY_LIMIT = 56 * 1024;

/** The body ended before, or ran past, its declared length. */
export class BodyLengthMismatch extends Error {
  constructor() {
    super('request size did not match content length');
  }
}

/**
 * Reads exactly `length` bytes of a request body and stops there, so that what was read can be put back
 * (`req.unshift`) for the next reader to read as if nobody had. Rejects with BodyLengthMismatch if the body ends
 * short or runs long, and with the request's own error if it fails.
 */
export function readExactly(req: IncomingMessage, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error?: Error) => {
      req.off('readable', onReadable);
      req.off('end', onEnd);
      req.off('error', finish);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, received));
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (received < length && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        received += chunk.length;
      }
      if (received > length) finish(new BodyLengthMismatch());
      else if (received === length) finish();
    };
    const onEnd = () => finish(new BodyLengthMismatch());
    req.on('readable', onReadable);
    req.on('end', onEnd);
    req.on('error', finish);
    // A body put back by an earlier reader is already buffered: take it now rather than wait for an event.
    onReadable();
  });
}

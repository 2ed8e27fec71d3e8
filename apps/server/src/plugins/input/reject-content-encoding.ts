import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { BodyErrorCode } from '../errors/body-errors';
import { messagesEn } from '@harta/contracts/messages';

/**
 * Refuses a request body sent with a Content-Encoding (gzip, br …) with 415 UNSUPPORTED_CONTENT_ENCODING, as
 * RFC 9110 section 15.5.16 asks. Fastify's parsers read bodies as they are: a compressed JSON body looked like
 * broken JSON, and a compressed upload reached the multipart parser and failed as a 500. No client of this API
 * compresses its requests, and inflating them would let a small request become a large one.
 */
export const rejectContentEncodingPlugin = fp(
  async (app) => {
    app.addHook('preParsing', async (request) => {
      const encoding = request.headers['content-encoding']?.trim().toLowerCase();
      if (encoding && encoding !== 'identity') {
        throw new AppError(
          415,
          BodyErrorCode.UnsupportedContentEncoding,
          messagesEn['api.unsupportedContentEncoding'],
          { headers: { 'accept-encoding': 'identity' } },
        );
      }
    });
  },
  { name: 'harta-reject-content-encoding' },
);

import { ErrorCode, type ErrorBody } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import type { ErrorIssue } from './app-error';

/** Stable codes of the answers to bodies the server cannot read. */
export const BodyErrorCode = {
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  UnsupportedContentEncoding: 'UNSUPPORTED_CONTENT_ENCODING',
  MultipartInvalid: 'MULTIPART_INVALID',
  FileTooLarge: 'FILE_TOO_LARGE',
} as const;

interface BodyErrorAnswer {
  status: number;
  code: string;
  message: string;
  issues?: ErrorIssue[];
}

const invalidJson: BodyErrorAnswer = {
  status: 400,
  code: ErrorCode.Validation,
  message: messagesEn['api.validation'],
  issues: [{ path: 'body', message: messagesEn['api.invalidJson'] }],
};
const tooLarge: BodyErrorAnswer = {
  status: 413,
  code: BodyErrorCode.PayloadTooLarge,
  message: messagesEn['api.payloadTooLarge'],
};
const mediaType: BodyErrorAnswer = {
  status: 415,
  code: BodyErrorCode.UnsupportedMediaType,
  message: messagesEn['api.unsupportedMediaType'],
};
const badMultipart: BodyErrorAnswer = {
  status: 400,
  code: BodyErrorCode.MultipartInvalid,
  message: messagesEn['api.multipartInvalid'],
};
const badRequest: BodyErrorAnswer = { status: 400, code: 'BAD_REQUEST', message: messagesEn['api.badRequest'] };

/**
 * Fastify's body parser (FST_ERR_CTP_*) and @fastify/multipart (FST_*) errors, by code. Not listed on purpose:
 * the FST_ERR_CTP_* codes raised while routes are set up (a programming error, still a 500).
 */
const BY_CODE: Readonly<Record<string, BodyErrorAnswer>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: badRequest,
  // @fastify/multipart: a route asked for parts of a body that is not multipart (the plugin says 406).
  FST_INVALID_MULTIPART_CONTENT_TYPE: mediaType,
  FST_PARTS_LIMIT: tooLarge,
  FST_FILES_LIMIT: tooLarge,
  FST_FIELDS_LIMIT: tooLarge,
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: BodyErrorCode.FileTooLarge, message: messagesEn['api.payloadTooLarge'] },
  FST_PROTO_VIOLATION: badMultipart,
  FST_INVALID_JSON_FIELD_ERROR: badMultipart,
  FST_MP_PREMATURE_CLOSE: badMultipart,
};

/**
 * The multipart parser underneath (@fastify/busboy and its dicer) throws plain Errors without a code: a body cut
 * short, a content type without a boundary, a malformed part header. They are recognised by their texts, which
 * the hostile-input and fuzz tests pin (an upgrade that rewords them fails there, not in production).
 */
const MULTIPART_PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /unexpected end of (multipart data|form)/i,
  /^Malformed part header$/i,
  /^Unsupported Content-Type\.?$/,
  /^Boundary required$/,
];

/** The answer to an error raised while reading a request body, or undefined when it is not one. */
export function bodyErrorAnswer(error: { code?: unknown; message?: unknown }): BodyErrorAnswer | undefined {
  if (typeof error.code === 'string' && Object.prototype.hasOwnProperty.call(BY_CODE, error.code)) {
    return BY_CODE[error.code];
  }
  const message = typeof error.message === 'string' ? error.message : '';
  if (error.code === undefined && MULTIPART_PARSER_MESSAGES.some((pattern) => pattern.test(message))) {
    return badMultipart;
  }
  return undefined;
}

/** The house error body for a body error answer. */
export function bodyErrorBody(answer: BodyErrorAnswer, requestId: string): ErrorBody {
  return {
    result: answer.message,
    code: answer.code,
    requestId,
    ...(answer.issues ? { issues: answer.issues } : {}),
  };
}

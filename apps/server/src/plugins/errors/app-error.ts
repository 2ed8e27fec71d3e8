import { ErrorCode } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable-error';

/** Contract codes plus the few the server needs for plain HTTP failures. */
export const ServerErrorCode = {
  ...ErrorCode,
  BadRequest: 'BAD_REQUEST',
} as const;

export interface ErrorIssue {
  path: string;
  message: string;
}

/**
 * A failure the client is meant to see: HTTP status, stable code and a message that is safe to show
 * (the web's error modal prints it). Throw one anywhere; the central handler turns it into the body.
 */
export class AppError extends Error {
  /** `statusCode` is the property Fastify and its plugins read. */
  readonly statusCode: number;

  constructor(
    status: number,
    readonly code: string,
    message: string,
    readonly options: { issues?: ErrorIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.statusCode = status;
  }
}

export class ValidationError extends AppError {
  constructor(issues: ErrorIssue[], message: string = messagesEn['api.validation']) {
    super(400, ErrorCode.Validation, message, { issues });
  }
}

export class UnauthorizedError extends AppError {
  constructor(scheme: 'Bearer' | 'Basic' = 'Bearer') {
    super(401, ErrorCode.Unauthorized, messagesEn['api.unauthorized'], {
      headers: {
        'www-authenticate': scheme === 'Basic' ? 'Basic realm="harta-registration", charset="UTF-8"' : 'Bearer',
      },
    });
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = messagesEn['api.forbidden']) {
    super(403, ErrorCode.Forbidden, message);
  }
}

/** The caller's client status (REJECT, CLOSE, SUSPEND) forbids the call (spec section 4). */
export class AccountStatusError extends AppError {
  constructor() {
    super(403, ErrorCode.AccountStatus, messagesEn['api.accountStatus']);
  }
}

/** A clientId in the request is not the caller's. */
export class NotOwnerError extends AppError {
  constructor() {
    super(403, ErrorCode.NotOwner, messagesEn['api.notOwner']);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = messagesEn['api.notFound']) {
    super(404, ErrorCode.NotFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, ErrorCode.Conflict, message);
  }
}

export class RateLimitedError extends AppError {
  constructor() {
    super(429, ErrorCode.RateLimited, messagesEn['api.rateLimited']);
  }
}

/** A 503 the client may simply retry: it says when (see db/unavailable-error for the database's case). */
export class ServiceUnavailableError extends AppError {
  constructor() {
    super(503, ErrorCode.Unavailable, messagesEn['api.unavailable'], {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  }
}

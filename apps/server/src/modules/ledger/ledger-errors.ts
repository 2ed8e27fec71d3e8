import { ErrorCode } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { AppError } from '../../plugins/errors/app-error';

/** The idempotency key was used before for a different movement: refuse, move nothing (issue #11). */
export class IdempotencyConflictError extends AppError {
  constructor() {
    super(422, ErrorCode.IdempotencyConflict, messagesEn['money.idempotencyConflict']);
  }
}

/** The movement would take a client's cash or units below zero. */
export class InsufficientBalanceError extends AppError {
  constructor() {
    super(422, ErrorCode.InsufficientBalance, messagesEn['money.insufficientBalance']);
  }
}

/**
 * A journal that cannot be posted as written (unbalanced, a zero amount, too few postings). It is a bug in the
 * calling service, not a client mistake, so it is a plain Error: the central handler answers 500 and logs it.
 */
export class InvalidJournalError extends Error {
  override name = 'InvalidJournalError';
}

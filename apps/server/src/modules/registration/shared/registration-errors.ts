import { formatMessage, messagesEn, type MessageKey } from '@harta/contracts/messages';
import { AppError } from '../../../plugins/errors/app-error';

/** Registration's stable error codes (the `code` of the error body); the message is safe to show. */
export const RegistrationErrorCode = {
  EmailTaken: 'EMAIL_TAKEN',
  TokenInvalid: 'TOKEN_INVALID',
  TokenExpired: 'TOKEN_EXPIRED',
  TokenUsed: 'TOKEN_USED',
  NotDraft: 'NOT_DRAFT',
  StepNotReached: 'STEP_NOT_REACHED',
  RestrictedCountry: 'RESTRICTED_COUNTRY',
  IdNumberTaken: 'ID_NUMBER_TAKEN',
  UsPerson: 'US_PERSON',
  MobileNotVerified: 'MOBILE_NOT_VERIFIED',
  OtpInvalid: 'OTP_INVALID',
  OtpExpired: 'OTP_EXPIRED',
  OtpTooManyAttempts: 'OTP_TOO_MANY_ATTEMPTS',
  OtpCooldown: 'OTP_COOLDOWN',
  LinkCooldown: 'LINK_COOLDOWN',
  OtpDeliveryFailed: 'OTP_DELIVERY_FAILED',
} as const;

export class RegistrationError extends AppError {
  constructor(
    status: number,
    code: string,
    key: MessageKey,
    values?: Record<string, string | number>,
    headers?: Record<string, string>,
  ) {
    super(status, code, values ? formatMessage(key, values) : messagesEn[key], headers ? { headers } : {});
  }
}

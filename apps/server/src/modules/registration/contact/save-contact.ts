import type { saveContactInformationRequestSchema } from '@harta/contracts/schemas/registration-contact';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { clients } from '../../../db/schema/clients';
import { clientContactInfo } from '../../../db/schema/registration';
import { messagesEn } from '@harta/contracts/messages';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from '@harta/contracts/schemas/registration-contact';
import type { SmsProvider } from '../../../providers/sms/sms-provider';
import type { ClientRow } from '../../clients/client.repository';
import { mailLanguage } from '../../mail/mail-language';
import type { MailMessage } from '../../mail/mail-service';
import { issueOneTimeCode, type OtpChannel } from '../../otp/one-time-codes';
import { otpEmail, otpSms } from '../shared/emails';
import { maskEmail, maskPhone } from '../shared/mask';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import { assertCountryNotRestricted, assertOptionsExist } from '../shared/reference-checks';

export type AddressInput = z.output<typeof saveContactInformationRequestSchema>;

/** The checks the schema cannot make: the country exists and is not on the restricted list. */
export async function checkAddress(db: Db, input: AddressInput): Promise<void> {
  await assertOptionsExist(db, [['country', 'COUNTRY', input.country]]);
  await assertCountryNotRestricted(db, input.country);
}

/** Writes step 6's address on the caller's transaction (registration and my-profile alike). */
export async function writeAddress(
  tx: Pick<Db, 'insert'>,
  clientId: number,
  actor: string,
  input: AddressInput,
): Promise<void> {
  const values = {
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    postcode: input.postcode,
    city: input.city,
    state: input.state,
    country: input.country,
    modifiedBy: actor,
    updatedAt: new Date(),
  };
  await tx
    .insert(clientContactInfo)
    .values({ clientId, createdBy: actor, ...values })
    .onConflictDoUpdate({ target: clientContactInfo.clientId, set: values });
}

/** Makes `mobileNumber` the client's number, verified through `channel` (a code was just checked for it). */
export async function writeVerifiedMobile(
  tx: Pick<Db, 'insert' | 'update'>,
  clientId: number,
  mobileNumber: string,
  channel: OtpChannel,
): Promise<void> {
  const now = new Date();
  const verified = {
    verifiedMobileNumber: mobileNumber,
    mobileVerifiedBy: channel,
    mobileVerifiedAt: now,
    updatedAt: now,
  };
  await tx.update(clients).set({ mobileNumber, updatedAt: now }).where(eq(clients.clientId, clientId));
  await tx
    .insert(clientContactInfo)
    .values({ clientId, ...verified })
    .onConflictDoUpdate({ target: clientContactInfo.clientId, set: verified });
}

/**
 * Sends a code for `mobileNumber` (purpose 'mobile'): by SMS to that number, or by e-mail to the client's address
 * as the fallback. Used by step 6 and by my-profile's phone change; throws 429 OTP_COOLDOWN within a minute.
 */
export async function sendMobileCode(
  deps: { db: Db; sms: SmsProvider; mailer: { send(message: MailMessage): Promise<unknown> } },
  client: ClientRow,
  mobileNumber: string,
  channel: OtpChannel,
) {
  const code = await issueOneTimeCode(deps.db, {
    clientId: client.clientId,
    purpose: 'mobile',
    subject: mobileNumber,
    channel,
  });
  try {
    const m = mailLanguage(client.language);
    if (channel === 'sms') await deps.sms.send(mobileNumber, otpSms(code, m));
    else await deps.mailer.send(otpEmail(client.emailAddress, code, maskPhone(mobileNumber), m));
  } catch {
    throw new RegistrationError(502, RegistrationErrorCode.OtpDeliveryFailed, 'alert.default');
  }
  return {
    message: messagesEn['otp.sent'],
    sentTo: channel === 'sms' ? maskPhone(mobileNumber) : maskEmail(client.emailAddress),
    expiresInSeconds: OTP_TTL_SECONDS,
    resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  };
}

import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { otpSentResponseSchema, type SendEmailOtpRequest } from '@harta/contracts/schemas/registration-contact';
import { http } from '../../../lib/http/http-client';
import { keepingCooldownOnPage } from './rate-limited';

/** `POST sendEmailOTP`: the fallback that e-mails the code for the mobile number. */
export async function sendEmailOtp(body: SendEmailOtpRequest) {
  const response = await keepingCooldownOnPage(
    http.post(ApiPaths.registration.sendEmailOTP, body, { schema: otpSentResponseSchema, navigateOnError: false }),
  );
  return response.result;
}

export function useSendEmailOtp() {
  return useMutation({ mutationFn: sendEmailOtp });
}

import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { otpSentResponseSchema, type SendMobileOtpRequest } from '@harta/contracts/schemas/registration-contact';
import { http } from '../../../lib/http/http-client';
import { keepingCooldownOnPage } from './rate-limited';

/** `POST sendMobileOTP`: texts a 6-digit code (5 minutes, 5 attempts); 429 within the 60-second cooldown. */
export async function sendMobileOtp(body: SendMobileOtpRequest) {
  const response = await keepingCooldownOnPage(
    http.post(ApiPaths.registration.sendMobileOTP, body, { schema: otpSentResponseSchema, navigateOnError: false }),
  );
  return response.result;
}

export function useSendMobileOtp() {
  return useMutation({ mutationFn: sendMobileOtp });
}

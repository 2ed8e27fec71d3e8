import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { WithdrawalDraft } from '@harta/contracts/schemas/withdrawals';
import { request } from '../../../lib/http/http-client';

/**
 * POST /api/withdrawals/otp: the SMS code for exactly this request. Errors stay on the page (a 429 "wait a minute"
 * or a 409 "more than available" is shown in the dialog, never as an error page).
 */
export async function sendWithdrawalOtp(draft: WithdrawalDraft) {
  const response = await request(ApiPaths.withdrawals.otp, {
    method: 'POST',
    body: draft,
    navigateOnError: false,
    schema: () => import('@harta/contracts/schemas/withdrawals').then((m) => m.withdrawalOtpResponseSchema),
  });
  return response.result;
}

export function useSendWithdrawalOtp() {
  return useMutation({ mutationFn: sendWithdrawalOtp });
}

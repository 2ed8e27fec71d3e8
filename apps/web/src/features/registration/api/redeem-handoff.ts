import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { handoffRedeemResponseSchema } from '@harta/contracts/schemas/registration-documents';
import { http } from '../../../lib/http/http-client';

/** `POST handoff/redeem` (public): turns the QR code's single-use code into a one-time login ticket. */
export async function redeemHandoff(code: string) {
  const response = await http.post(
    ApiPaths.registration.handoffRedeem,
    { code },
    {
      schema: handoffRedeemResponseSchema,
      navigateOnError: false,
    },
  );
  return response.result;
}

export function useRedeemHandoff() {
  return useMutation({ mutationFn: redeemHandoff });
}

import { ApiPaths } from '@harta/contracts/paths';
import { handoffRedeemResponseSchema, type HandoffRedeem } from '@harta/contracts/schemas/registration-documents';
import { http } from '../../../lib/http/http-client';

/**
 * `POST handoff/redeem` (public): turns the QR code's single-use code into a one-time login ticket. A used or
 * expired code is the page's message, not an error page, so the mapping is off.
 */
export async function redeemHandoff(code: string): Promise<HandoffRedeem> {
  const response = await http.post(
    ApiPaths.registration.handoffRedeem,
    { code },
    { schema: handoffRedeemResponseSchema, navigateOnError: false },
  );
  return response.result;
}

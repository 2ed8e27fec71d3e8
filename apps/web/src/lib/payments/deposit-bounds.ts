import { ApiPaths } from '@harta/contracts/paths';
import { DEPOSIT_LIMIT_PARAMETERS } from '@harta/contracts/schemas/payments';
import { http } from '../http/http-client';

async function parameter(key: string, signal?: AbortSignal): Promise<string> {
  const response = await http.get(ApiPaths.systemParameter(DEPOSIT_LIMIT_PARAMETERS.category, key), {
    schema: () => import('@harta/contracts/schemas/reference-data').then((m) => m.systemParameterResponseSchema),
    signal,
  });
  return response.result.value.trim();
}

/**
 * The smallest and largest payment (system parameters FPX.MIN_AMOUNT_MYR / MAX_AMOUNT_MYR), in ringgit: the bounds of
 * a deposit and of each recurring deposit's collection alike.
 */
export async function getDepositBounds(signal?: AbortSignal): Promise<{ min: string; max: string }> {
  const [min, max] = await Promise.all([
    parameter(DEPOSIT_LIMIT_PARAMETERS.min, signal),
    parameter(DEPOSIT_LIMIT_PARAMETERS.max, signal),
  ]);
  return { min, max };
}

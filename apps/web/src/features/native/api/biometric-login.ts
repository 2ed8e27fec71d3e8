import { ApiPaths } from '@harta/contracts/paths';
import type { BiometricLoginRequest, TokenSet } from '@harta/contracts/schemas/native';
import { http } from '../../../lib/http/http-client';

/** POST /api/devices/biometric-login: the device credential for a token set (ADR 0002). */
export async function biometricLogin(input: BiometricLoginRequest): Promise<TokenSet> {
  const response = await http.post(ApiPaths.devices.biometricLogin, input, {
    schema: () => import('@harta/contracts/schemas/native').then((m) => m.biometricLoginResponseSchema),
    navigateOnError: false,
  });
  return response.result;
}

import { ApiPaths } from '@harta/contracts/paths';
import {
  secondFactorEnrolmentResponseSchema,
  type SecondFactorEnrolment,
} from '@harta/contracts/schemas/second-factor';
import { http } from '../../../lib/http/http-client';

/**
 * `POST /api/auth/second-factor/enrolment` with the login's credentials: a staff member's new secret (QR link and
 * text) and recovery codes, after the password grant answered `mfa_enrollment_required` (docs/security.md).
 */
export async function startLoginEnrolment(username: string, password: string): Promise<SecondFactorEnrolment> {
  const { result } = await http.post(
    ApiPaths.secondFactor.loginEnrolment,
    { username, password },
    // The login page answers in place (wrong password, lockout): no error page.
    { schema: secondFactorEnrolmentResponseSchema, navigateOnError: false },
  );
  return result;
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileUpdateResultSchema, type ProfileUpdateResult } from '@harta/contracts/errors';
import { showAlert } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { http } from '../../../lib/http/http-client';
import { regKeys } from '../api/query-keys';
import { regT } from '../i18n/use-reg-t';

/**
 * `POST` one of the profile update calls (spec section 7: `/api/clientProfile/update*`, `sendMobileOTP`,
 * `/api/ClientProfileUpdate/UpdateClientProfile`), which answer `{ status, errorMessage }`.
 */
export async function postProfileUpdate(path: string, body: unknown) {
  return http.post(path, body, { schema: profileUpdateResultSchema });
}

/**
 * What the page does with an update's answer, the spec's way: a refusal shows the alert with its errorMessage,
 * success the 'Updated successfully' toast (5 s) unless `quiet`; resolves whether it was made.
 */
export function useFinishProfileUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    async (result: ProfileUpdateResult, options: { quiet?: boolean } = {}): Promise<boolean> => {
      if (!result.status) {
        showAlert(result.errorMessage ?? undefined);
        return false;
      }
      await queryClient.invalidateQueries({ queryKey: regKeys.all });
      if (!options.quiet) toastSuccess(regT('profile.updated'));
      return true;
    },
    [queryClient],
  );
}

/**
 * Sends an update and finishes it ({@link useFinishProfileUpdate}). A 400 (a field the schema refused) is thrown on
 * to the form, which puts each message under its field.
 */
export function useProfileUpdate() {
  const finish = useFinishProfileUpdate();
  return useCallback(
    async (path: string, body: unknown, options: { quiet?: boolean } = {}): Promise<boolean> =>
      finish(await postProfileUpdate(path, body), options),
    [finish],
  );
}

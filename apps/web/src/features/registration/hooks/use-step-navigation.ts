import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clientBasicInfoQueryKey } from '../../../lib/client-profile/api/get-client-basic-info';
import { clientLoginQueryKey } from '../../../lib/client-profile/api/get-client-login-by-id';

/**
 * Moving between steps: the URL's `?step=` says where the client is looking; after a save the login summary (its
 * currentStep) and the header's completed percentage are refreshed first, so the next step is allowed.
 */
export function useStepNavigation() {
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const goTo = useCallback(
    (step: number) => {
      setParams({ step: String(step) });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  const refreshProgress = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: clientLoginQueryKey }),
      queryClient.invalidateQueries({ queryKey: clientBasicInfoQueryKey }),
    ]);
  }, [queryClient]);
  const savedThenGoTo = useCallback(
    async (step: number) => {
      await refreshProgress();
      goTo(step);
    },
    [refreshProgress, goTo],
  );
  return { goTo, savedThenGoTo, refreshProgress };
}

import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isBlockedStatus } from '@harta/contracts/client-status';
import { ApiPaths } from '@harta/contracts/paths';
import type { Language } from '@harta/contracts/languages';
import { http } from '../../lib/http/http-client';
import {
  clientBasicInfoQueryKey,
  clientBasicInfoQueryOptions,
} from '../../lib/client-profile/api/get-client-basic-info';
import { useClientSummary, useExpectsClientProfile } from '../../lib/client-profile/use-client-profile';
import { changeLanguage } from '../../lib/i18n/init-i18n';
import { hasStoredLanguage } from '../../lib/i18n/language';

/** Stores the language on the account (e-mails follow it). A preference: a failure never leaves the page. */
async function saveAccountLanguage(language: Language): Promise<void> {
  await http.put(ApiPaths.ClientProfile.language, { language }, { navigateOnError: false });
}

/** What the switch calls after changing the app's language: saves it on the account of a logged-in client. */
export function useAccountLanguageSync(): (language: Language) => void {
  const expectsClient = useExpectsClientProfile();
  const queryClient = useQueryClient();
  return useCallback(
    (language) => {
      if (!expectsClient) return;
      saveAccountLanguage(language)
        .then(() => queryClient.invalidateQueries({ queryKey: clientBasicInfoQueryKey }))
        .catch(() => undefined);
    },
    [expectsClient, queryClient],
  );
}

/**
 * On a device where nobody has chosen a language yet, a client who logs in gets their account's language: the
 * choice made on the phone follows them to the browser. A choice made on this device always wins.
 */
export function useAdoptAccountLanguage(): void {
  const status = useClientSummary().data?.status;
  const enabled = useExpectsClientProfile() && !!status && !isBlockedStatus(status);
  const accountLanguage = useQuery({ ...clientBasicInfoQueryOptions(), enabled }).data?.language;
  useEffect(() => {
    if (accountLanguage && !hasStoredLanguage()) void changeLanguage(accountLanguage);
  }, [accountLanguage]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { http } from '../../../lib/http/http-client';
import { noticesQueryKey } from './get-notices';

/** POST /api/notices/dismiss: an informational notice is not shown again (the server keeps the dismissal). */
export async function dismissNotice(noticeId: string): Promise<void> {
  await http.post(
    ApiPaths.notices.dismiss,
    { noticeId },
    {
      schema: () => import('@harta/contracts/schemas/notices').then((m) => m.dismissNoticeResponseSchema),
      // The notice is already closed on screen; a failed dismissal just shows it again next time.
      navigateOnError: false,
    },
  );
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesQueryKey }),
  });
}

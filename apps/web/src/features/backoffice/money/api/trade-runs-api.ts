import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { tradeRunHistoryResponseSchema, tradeRunPreviewResponseSchema } from '@harta/contracts/schemas/trading';
import { http } from '../../../../lib/http/http-client';
import { moneyKeys } from './money-api';

const tradeRunKeys = {
  preview: (tradeDate: string | null) => [...moneyKeys.all, 'trade-run-preview', tradeDate ?? 'due'] as const,
  history: () => [...moneyKeys.all, 'trade-run-history'] as const,
};

/**
 * `GET /api/backoffice/trade-runs/preview` (staff): a date (null: the next date due) with what its run will do, its
 * cut-off and closes, and whether it may run now. Refreshed after a run (the money pages' key).
 */
export function useTradeRunPreview(tradeDate: string | null) {
  return useQuery({
    queryKey: tradeRunKeys.preview(tradeDate),
    queryFn: async ({ signal }) =>
      (
        await http.get(
          `${ApiPaths.backofficeTrading.tradeRunPreview}${tradeDate ? `?tradeDate=${encodeURIComponent(tradeDate)}` : ''}`,
          { schema: tradeRunPreviewResponseSchema, signal, navigateOnError: false },
        )
      ).result,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/backoffice/trade-runs` (staff): the latest runs, newest date first. */
export function useTradeRunHistory() {
  return useQuery({
    queryKey: tradeRunKeys.history(),
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.backofficeTrading.tradeRuns, { schema: tradeRunHistoryResponseSchema, signal })).result,
  });
}

import { useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { BankItem } from '@harta/contracts/schemas/payments';
import { http } from '../../../lib/http/http-client';
import { paymentKeys } from './query-keys';

/** GET getBankList: the banks with their online state at the gateway (FPX BE). */
export async function getBankList(signal?: AbortSignal): Promise<BankItem[]> {
  const response = await http.get(ApiPaths.dropDown.getBankList, {
    schema: () => import('@harta/contracts/schemas/payments').then((m) => m.bankListResponseSchema),
    signal,
  });
  return response.result;
}

export function useBankList() {
  return useQuery({ queryKey: paymentKeys.banks, queryFn: ({ signal }) => getBankList(signal) });
}

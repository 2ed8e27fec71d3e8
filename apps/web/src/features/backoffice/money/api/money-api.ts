import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths } from '@harta/contracts/paths';
import {
  backofficeEnquiryResponseSchema,
  backofficePaymentsResponseSchema,
  reconciliationResponseSchema,
  type OrderState,
} from '@harta/contracts/schemas/payments';
import { tradeRunResponseSchema } from '@harta/contracts/schemas/trading';
import { orSentForApproval, type ApprovalRequest } from '@harta/contracts/schemas/approvals';
import {
  payoutResultResponseSchema,
  staffWithdrawalListResponseSchema,
  staffWithdrawalResponseSchema,
  type PayoutResult,
  type WithdrawalStatus,
} from '@harta/contracts/schemas/withdrawals';
import { http, request } from '../../../../lib/http/http-client';
import { httpConfig } from '../../../../lib/http/http-config';
import { HttpError, parseErrorBody } from '../../../../lib/http/http-error';
import { saveResponseAsFile } from '../../../../lib/http/download-file';
import { queryString } from '../../../../lib/http/query-string';

/** Every query of the money pages starts with this key: one invalidation after an action refreshes them all. */
export const moneyKeys = {
  all: ['backoffice', 'money'] as const,
  payments: (filters: PaymentFilters) => [...moneyKeys.all, 'payments', filters] as const,
  withdrawals: (filters: WithdrawalFilters) => [...moneyKeys.all, 'withdrawals', filters] as const,
  reconciliation: (period: Period) => [...moneyKeys.all, 'reconciliation', period] as const,
};

export interface Period {
  from?: string;
  to?: string;
}
export interface PaymentFilters extends Period {
  state?: OrderState;
  q?: string;
  cursor?: string;
}
export interface WithdrawalFilters {
  status?: WithdrawalStatus;
  tradeDate?: string;
  page?: number;
}

/** `GET /api/backoffice/payments` (staff): newest first, filtered by state, period and order id / e-mail. */
export function usePayments(filters: PaymentFilters) {
  return useQuery({
    queryKey: moneyKeys.payments(filters),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${ApiPaths.payments.backofficePayments}${queryString(filters)}`, {
          schema: backofficePaymentsResponseSchema,
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}

/** `POST …/payments/{orderId}/enquire` (staff, audited): ask the gateway now and apply its answer. */
export function useEnquirePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) =>
      (
        await http.post(ApiPaths.payments.backofficeEnquire(orderId), undefined, {
          schema: backofficeEnquiryResponseSchema,
          navigateOnError: false,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

/** `GET /api/backoffice/withdrawals` (staff): by status and trade date, paged. */
export function useStaffWithdrawals(filters: WithdrawalFilters) {
  return useQuery({
    queryKey: moneyKeys.withdrawals(filters),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${ApiPaths.backofficeWithdrawals.list}${queryString(filters)}`, {
          schema: staffWithdrawalListResponseSchema,
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}

export type PayoutDecision = { kind: 'paid'; reference?: string } | { kind: 'failed'; reason: string };

/**
 * Mark a payout paid or failed. The key is made once per confirmation dialog, so a retry of the same decision
 * is answered by the server's first answer and never moves money twice.
 */
export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
      idempotencyKey,
    }: {
      id: string;
      decision: PayoutDecision;
      idempotencyKey: string;
    }) => {
      const paths = ApiPaths.backofficeWithdrawals;
      const path = decision.kind === 'paid' ? paths.paid(id) : paths.failed(id);
      const body =
        decision.kind === 'paid'
          ? decision.reference
            ? { reference: decision.reference }
            : {}
          : { reason: decision.reason };
      const response = await request(path, {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        navigateOnError: false,
        // Four eyes (docs/backoffice.md): the pending request, or the payout when the firm turned it off.
        schema: orSentForApproval(staffWithdrawalResponseSchema.shape.result),
      });
      return response.result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

function apiUrl(path: string): string {
  return `${httpConfig().baseUrl.replace(/\/+$/, '')}${path}`;
}

function authHeader(): Record<string, string> {
  const token = httpConfig().getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await httpConfig().fetch(url, init);
  } catch (cause) {
    throw new HttpError(0, undefined, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) {
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    const body = await parseErrorBody(json);
    throw new HttpError(response.status, body, body?.result ?? `HTTP ${response.status}`);
  }
  return response;
}

/** `GET …/withdrawals/payouts?date=`: the day's bank bulk-payment CSV, saved under the server's file name. */
export async function downloadPayoutFile(date: string): Promise<void> {
  const response = await send(apiUrl(`${ApiPaths.backofficeWithdrawals.payouts}${queryString({ date })}`), {
    headers: authHeader(),
  });
  await saveResponseAsFile(response, `payouts-${date}.csv`);
}

/** `POST …/payouts/result` (text/csv): all lines apply or none; a 400 names each bad line in its issues. */
export function useImportPayoutResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      csv,
      idempotencyKey,
    }: {
      csv: string;
      idempotencyKey: string;
    }): Promise<PayoutResult | ApprovalRequest> => {
      const response = await send(apiUrl(ApiPaths.backofficeWithdrawals.payoutResult), {
        method: 'POST',
        headers: {
          ...authHeader(),
          Accept: 'application/json',
          'Content-Type': 'text/csv',
          [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
        },
        body: csv,
      });
      return orSentForApproval(payoutResultResponseSchema.shape.result).parse(await response.json()).result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

/** `GET /api/backoffice/reconciliation?from&to` (staff): by default the last 30 days. */
export function useReconciliation(period: Period) {
  return useQuery({
    queryKey: moneyKeys.reconciliation(period),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${ApiPaths.payments.reconciliation}${queryString(period)}`, {
          schema: reconciliationResponseSchema,
          signal,
        })
      ).result,
  });
}

/**
 * `POST /api/backoffice/trade-runs` (staff, audited): the request a second member approves (four eyes), or the
 * run's summary once it is done when the firm turned four eyes off for trade runs.
 */
export function useRunTradeDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tradeDate: string) =>
      (
        await http.post(
          ApiPaths.backofficeTrading.tradeRuns,
          { tradeDate },
          {
            schema: orSentForApproval(tradeRunResponseSchema.shape.result),
            navigateOnError: false,
          },
        )
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

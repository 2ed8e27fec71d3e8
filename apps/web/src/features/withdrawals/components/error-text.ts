import type { FieldError } from 'react-hook-form';
import { isMessageKey } from '@harta/contracts/validators';
import { formatSen, WITHDRAWAL_MAX_SEN, WITHDRAWAL_MIN_SEN } from '@harta/contracts/schemas/withdrawals';
import { isHttpError } from '../../../lib/http/http-error';
import type { WithdrawalsT } from '../i18n/use-withdrawals-t';

/** The values every withdrawal message may name (react-hook-form keeps only an issue's message, not its values). */
const VALUES = { min: formatSen(WITHDRAWAL_MIN_SEN), max: formatSen(WITHDRAWAL_MAX_SEN) };

/** A field error's text: schema issues carry a message key (translated), the server's issues its English text. */
export function fieldErrorText(t: WithdrawalsT, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return isMessageKey(error.message) || error.message.startsWith('withdrawals.')
    ? t(error.message as never, VALUES)
    : error.message;
}

/** What a failed call says to the user: the server's message (`result`), or the default alert. */
export function apiErrorText(t: WithdrawalsT, error: unknown): string {
  if (isHttpError(error) && error.body?.result) return error.body.result;
  return t('alert.default');
}

/** The server's error code, when there is one. */
export function apiErrorCode(error: unknown): string | undefined {
  return isHttpError(error) ? error.body?.code : undefined;
}

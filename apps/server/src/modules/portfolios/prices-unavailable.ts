import { ErrorCode } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { AppError } from '../../plugins/errors/app-error';
import { MissingPriceError } from './portfolio-valuation';

/**
 * Runs work that values portfolios at the latest closes. A held ETF without a price yet (the market data job has
 * not filled it) answers 503 with Retry-After: a retry shortly will answer.
 */
export async function orPricesUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MissingPriceError) {
      throw new AppError(503, ErrorCode.Unavailable, messagesEn['portfolios.pricesUnavailable'], {
        headers: { 'retry-after': '60' },
      });
    }
    throw error;
  }
}

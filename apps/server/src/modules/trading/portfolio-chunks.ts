import { PricesMissingError } from './trade-context';

/** Runs `work` over the items, at most `limit` at a time; the first error stops new work and is thrown. */
export async function eachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed: unknown;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && failed === undefined) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed ??= error;
      }
    }
  });
  await Promise.all(lanes);
  if (failed !== undefined) throw failed;
}

export interface PortfolioChunkOptions {
  chunkSize: number;
  concurrency: number;
  /** Where a portfolio that failed on its own is reported. */
  onError?: ((portfolioId: number, error: unknown) => void) | undefined;
}

/**
 * How the batch trade steps (invest, rebalance) work through portfolios: chunks of `chunkSize`, `concurrency` at a
 * time, each chunk one call of `work` (one database transaction, all or nothing). A chunk that fails is retried
 * one portfolio at a time, so one bad portfolio holds up only itself. Missing prices stop everything (no portfolio
 * can trade that day). Answers the portfolios that failed on their own; `work` counts what it did itself.
 */
export async function workInChunks(
  portfolioIds: readonly number[],
  options: PortfolioChunkOptions,
  work: (chunk: number[]) => Promise<void>,
): Promise<number[]> {
  const failures: number[] = [];
  const chunks: number[][] = [];
  for (let i = 0; i < portfolioIds.length; i += options.chunkSize) {
    chunks.push(portfolioIds.slice(i, i + options.chunkSize));
  }
  await eachConcurrently(chunks, options.concurrency, async (chunk) => {
    try {
      await work(chunk);
      return;
    } catch (error) {
      if (error instanceof PricesMissingError) throw error;
    }
    for (const portfolioId of chunk) {
      try {
        await work([portfolioId]);
      } catch (error) {
        if (error instanceof PricesMissingError) throw error;
        failures.push(portfolioId);
        options.onError?.(portfolioId, error);
      }
    }
  });
  return failures;
}

/** The step's failure after every other portfolio was done: the run fails and is retried. */
export function failedPortfoliosError(step: string, tradeDate: string, failures: readonly number[]): Error {
  return new Error(
    `${step} ${tradeDate}: ${failures.length} portfolio(s) failed (${failures.slice(0, 10).join(', ')})`,
  );
}

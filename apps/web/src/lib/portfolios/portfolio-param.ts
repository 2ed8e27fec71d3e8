import { useSearchParams } from 'react-router';

/**
 * A goal card's money actions open their page with the goal chosen (`/withdrawal?portfolio=<guid>`, same for deposit
 * and transfer). One name for the query parameter, here; the form takes it as its first choice when the goal is one
 * of its options.
 */
export const PORTFOLIO_PARAM = 'portfolio';

export function usePortfolioParam(): string | null {
  const [params] = useSearchParams();
  return params.get(PORTFOLIO_PARAM);
}

/** The goal named in the address when it is one of `ids`, else the only one, else none. */
export function preselectedPortfolio(param: string | null, ids: readonly string[]): string {
  if (param && ids.includes(param)) return param;
  return ids.length === 1 ? ids[0]! : '';
}

import { isIsoDate } from '@harta/contracts/schemas/transaction-listing';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '@harta/contracts/transactions';

/** The filters of the transactions page, kept in the address so a filtered view can be bookmarked and shared. */
export interface TransactionFilters {
  portfolio: string;
  type: TransactionType | '';
  status: TransactionStatus | '';
  from: string;
  to: string;
}

export const NO_FILTERS: TransactionFilters = { portfolio: '', type: '', status: '', from: '', to: '' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value && (values as readonly string[]).includes(value) ? (value as T) : '';

/** Reads the filters from the address; anything unknown or malformed is dropped rather than sent. */
export function filtersFromSearch(search: URLSearchParams): TransactionFilters {
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return isIsoDate(value) ? value : '';
  };
  return {
    portfolio: search.get('portfolio') ?? '',
    type: oneOf(TRANSACTION_TYPES, search.get('type')),
    status: oneOf(TRANSACTION_STATUSES, search.get('status')),
    from: date('from'),
    to: date('to'),
  };
}

/** The filters as query parameters (the API takes the same names); empty ones are left out. */
export function filtersToSearch(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['portfolio', 'type', 'status', 'from', 'to'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return params;
}

/** The contracts' rule, said before anything is sent: the end date is not before the start date. */
export function dateRangeError(filters: TransactionFilters): 'transactions.dateRange' | null {
  return filters.from && filters.to && filters.from > filters.to ? 'transactions.dateRange' : null;
}

export function hasFilters(filters: TransactionFilters): boolean {
  return Object.values(filters).some(Boolean);
}

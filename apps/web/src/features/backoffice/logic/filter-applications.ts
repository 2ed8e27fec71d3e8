import { ApplicationStatuses, type ApplicationSummary } from '@harta/contracts/schemas/backoffice';

export type ApplicationStatus = (typeof ApplicationStatuses)[number];

/** The status filter from the URL (`?status=PENDING`); anything unknown means all statuses. */
export function parseStatusFilter(value: string | null): ApplicationStatus | undefined {
  const upper = value?.toUpperCase();
  return (ApplicationStatuses as readonly string[]).includes(upper ?? '') ? (upper as ApplicationStatus) : undefined;
}

/** The page from the URL (`?page=2`); anything but a whole number from 1 up means the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** "Showing 21–40 of 45": the 1-based positions of the page's first and last rows. */
export function pageRange(page: number, pageSize: number, itemsOnPage: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + itemsOnPage - 1 };
}

export function fullName(item: Pick<ApplicationSummary, 'givenName' | 'surName'>): string {
  return [item.givenName, item.surName].filter(Boolean).join(' ');
}

import { ApplicationStatuses, type ApplicationSummary } from '@harta/contracts/schemas/backoffice';

export type ApplicationStatus = (typeof ApplicationStatuses)[number];

/** The status filter from the URL (`?status=PENDING`); anything unknown means all statuses. */
export function parseStatusFilter(value: string | null): ApplicationStatus | undefined {
  const upper = value?.toUpperCase();
  return (ApplicationStatuses as readonly string[]).includes(upper ?? '') ? (upper as ApplicationStatus) : undefined;
}

function fold(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Search by name or e-mail: every word typed must appear in the given name + surname or in the e-mail address,
 * ignoring case, accents and extra spaces ("priya nair", "NAIR", "pending@").
 */
export function matchesSearch(
  item: Pick<ApplicationSummary, 'givenName' | 'surName' | 'emailAddress'>,
  search: string,
) {
  const words = fold(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${item.givenName} ${item.surName ?? ''} ${item.emailAddress}`);
  return words.every((w) => haystack.includes(w));
}

export function fullName(item: Pick<ApplicationSummary, 'givenName' | 'surName'>): string {
  return [item.givenName, item.surName].filter(Boolean).join(' ');
}

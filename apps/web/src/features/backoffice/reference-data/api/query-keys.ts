/** Every query of the reference-data page starts with this key, so one invalidation refreshes lists and items. */
export const referenceDataQueryKey = ['backoffice', 'reference-data'] as const;

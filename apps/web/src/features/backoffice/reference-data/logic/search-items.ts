import type { ReferenceItem } from '@harta/contracts/schemas/reference-data-admin';

/** Case-insensitive match on the code, label or value; every word of the search must match somewhere. */
export function matchesItemSearch(item: ReferenceItem, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${item.code} ${item.label} ${item.value ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

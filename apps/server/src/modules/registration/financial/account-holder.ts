/**
 * Deposits come only from, and withdrawals go only to, accounts in the client's own name (GUIDE section 7).
 * Names are compared loosely: case, punctuation and spacing do not matter, and the given name and surname
 * may come in either order ('TAN DANIEL' matches Daniel Tan); anything else does not match.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function clientFullName(givenName: string, surName: string | null): string {
  return [givenName, surName].filter(Boolean).join(' ');
}

export function isOwnName(holderName: string, givenName: string, surName: string | null): boolean {
  const holder = normalizeName(holderName);
  const candidates = [clientFullName(givenName, surName), surName ? `${surName} ${givenName}` : givenName].map(
    normalizeName,
  );
  return candidates.includes(holder);
}

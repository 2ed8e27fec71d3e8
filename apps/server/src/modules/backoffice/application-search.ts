import { and, or, sql, type SQL } from 'drizzle-orm';
import { clients } from '../../db/schema/clients';
import { clientPersonalInfo } from '../../db/schema/registration';

/** More words than this add nothing a reviewer needs and only make the query longer. */
const MAX_WORDS = 6;

export interface SearchTerm {
  /** As typed, for the name and the e-mail address. */
  text: string;
  /** Letters and digits only, for ID and mobile numbers, where people type dashes, spaces and '+' freely. */
  compact: string;
}

/**
 * Splits the staff search box into words. A query made only of digits and phone punctuation
 * ("012-345 6789", "+60 12 345 6789") is one number, not several words.
 */
export function searchTerms(q: string | undefined): SearchTerm[] {
  const text = (q ?? '').trim();
  if (!text) return [];
  const words = /^[\d\s+().-]+$/.test(text) ? [text] : text.split(/\s+/);
  return words.slice(0, MAX_WORDS).map((word) => ({ text: word, compact: word.replace(/[^\p{L}\p{N}]/gu, '') }));
}

/** `%word%` for ILIKE with the pattern characters taken literally (backslash is PostgreSQL's default escape). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every word must be found, ignoring case, in the full name, the e-mail, the ID number or the mobile number.
 * Values travel as bound parameters only. Needs `clientPersonalInfo` left-joined to `clients`.
 */
export function applicationSearchCondition(q: string | undefined): SQL | undefined {
  const terms = searchTerms(q);
  if (terms.length === 0) return undefined;
  const fullName = sql`(${clients.givenName} || ' ' || coalesce(${clients.surName}, ''))`;
  const compactNric = sql`regexp_replace(coalesce(${clientPersonalInfo.nric}, ''), '[^0-9A-Za-z]', '', 'g')`;
  const compactMobile = sql`regexp_replace(coalesce(${clients.mobileNumber}, ''), '[^0-9]', '', 'g')`;
  return and(
    ...terms.map((term) => {
      const pattern = containsPattern(term.text);
      const alternatives = [
        sql`${fullName} ilike ${pattern}`,
        sql`${clients.emailAddress} ilike ${pattern}`,
        sql`${clientPersonalInfo.nric} ilike ${pattern}`,
      ];
      if (term.compact) {
        const compact = containsPattern(term.compact);
        alternatives.push(sql`${compactNric} ilike ${compact}`, sql`${compactMobile} ilike ${compact}`);
      }
      return or(...alternatives)!;
    }),
  );
}

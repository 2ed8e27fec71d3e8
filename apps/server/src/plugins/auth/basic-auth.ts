import { createHash, timingSafeEqual } from 'node:crypto';

export interface BasicCredentials {
  username: string;
  password: string;
}

/** Decodes `Authorization: Basic base64(user:password)`; undefined when absent or malformed. */
export function readBasicCredentials(header: string | undefined): BasicCredentials | undefined {
  const match = header ? /^Basic[ \t]+([A-Za-z0-9+/]+=*)[ \t]*$/i.exec(header) : null;
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Equal-length digests make the comparison time independent of where (or whether) the inputs differ. */
function sameSecret(a: string, b: string): boolean {
  const da = createHash('sha256').update(a, 'utf8').digest();
  const db = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(da, db);
}

/**
 * True when the header carries exactly the expected pair. Both parts are always compared (no early exit),
 * so the response time says nothing about which part was wrong.
 */
export function matchesBasicAuth(header: string | undefined, expected: BasicCredentials): boolean {
  const given = readBasicCredentials(header) ?? { username: '', password: '' };
  const userOk = sameSecret(given.username, expected.username);
  const passwordOk = sameSecret(given.password, expected.password);
  return userOk && passwordOk && given.username !== '';
}

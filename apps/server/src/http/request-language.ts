import type { FastifyRequest } from 'fastify';
import type { Language } from '@harta/contracts/languages';
import type { ClientRow } from '../modules/clients/client.repository';
import { requireClient } from '../plugins/auth/caller';

/**
 * The language the caller reads (docs/languages.md): the web app sends its current language as Accept-Language on
 * every API call. Malay for anything starting with "ms" ("ms", "ms-MY"); English otherwise, and when it is absent.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('ms') ? 'ms' : 'en';
}

/**
 * The calling client (requireClient) with the language to answer it in: the page's language, not the account's
 * stored one (which e-mails and statements use), since a client may read a page in the other language.
 */
export function readingClient(request: FastifyRequest): ClientRow & { language: Language } {
  return { ...requireClient(request), language: requestLanguage(request) };
}

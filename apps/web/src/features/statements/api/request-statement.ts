import { ApiPaths } from '@harta/contracts/paths';
import { requestStatementReplySchema, type RequestStatementResponse } from '@harta/contracts/schemas/statements';
import { http } from '../../../lib/http/http-client';
import type { Language } from '../../../lib/i18n/language';

/** `POST /api/statements`: a past month's or year's statement in a language, made by the server now if missing. */
export async function requestStatement(period: string, language: Language): Promise<RequestStatementResponse> {
  return (await http.post(ApiPaths.statements.request, { period, language }, { schema: requestStatementReplySchema }))
    .result;
}

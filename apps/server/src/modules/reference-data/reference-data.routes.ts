import { ApiPaths } from '@harta/contracts/paths';
import {
  countryListResponseSchema,
  dropdownListResponseSchema,
  referenceTypeParamsSchema,
  restrictedCountryListResponseSchema,
  systemParameterParamsSchema,
  systemParameterResponseSchema,
} from '@harta/contracts/schemas/reference-data';
import { errorBodySchema } from '@harta/contracts/errors';
import type { Language } from '@harta/contracts/languages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requestLanguage } from '../../http/request-language';
import { NotFoundError } from '../../plugins/errors/app-error';
import { findSystemParameter, listRestrictedCountries, listValues } from './reference-data.repository';
import { referenceName } from './reference-names-ms';

export interface ReferenceDataRoutesOptions {
  db: Db;
}

/**
 * Dropdowns, system parameters, ethnicity and restricted countries (spec section 7). Public: registration needs
 * them before the client has a login, and they hold nothing personal. Every answer is read from the database
 * (no in-process cache, so every instance sees a staff edit at once); browsers and proxies may keep it for one
 * minute, which bounds how long a staff edit takes to reach a newly opened page (docs/backoffice.md).
 */
const CACHE = 'public, max-age=60';
const tags = ['Reference data'];

// The names follow the caller's language (docs/languages.md "Reference texts from the server"), so caches key on it.
const cached = (reply: FastifyReply) => void reply.header('cache-control', CACHE).header('vary', 'accept-language');

const toItems = (type: string, rows: { code: string; name: string }[], language: Language) =>
  rows.map(({ code, name }) => ({ code, name: referenceName(type, code, name, language) }));

export const referenceDataRoutes: FastifyPluginAsyncZod<ReferenceDataRoutesOptions> = async (app, { db }) => {
  const list = (path: string, type: string, summary: string) =>
    app.get(
      path,
      { config: { auth: 'public' }, schema: { tags, summary, response: { 200: dropdownListResponseSchema } } },
      async (request, reply) => {
        cached(reply);
        return { result: toItems(type, await listValues(db, type), requestLanguage(request)) };
      },
    );

  list(ApiPaths.dropDown.getBusinessTypeList, 'BUSINESS_TYPE', 'Business types (nature of business)');
  list(ApiPaths.dropDown.getOccupationList, 'OCCUPATION', 'Occupations');
  list(ApiPaths.dropDown.getNetWorthList, 'NET_WORTH', 'Net-worth bands');
  // getBankList (with each bank's online state at the payment gateway) is served by modules/payments.
  list(ApiPaths.systemDefaultEthnicity, 'ETHNICITY', 'Ethnicity values');

  const countries = (path: string, summary: string, exclude?: string) =>
    app.get(
      path,
      { config: { auth: 'public' }, schema: { tags, summary, response: { 200: countryListResponseSchema } } },
      async (request, reply) => {
        cached(reply);
        const rows = await listValues(db, 'COUNTRY', exclude ? { exclude } : {});
        const language = requestLanguage(request);
        return {
          result: rows.map((r) => ({
            code: r.code,
            name: referenceName('COUNTRY', r.code, r.name, language),
            dialCode: ((r.extra as { dialCode?: string | null } | null)?.dialCode ?? null) || null,
          })),
        };
      },
    );
  countries(ApiPaths.dropDown.getCountryList, 'Countries (Malaysia first)');
  countries(ApiPaths.dropDown.getCountryListNoUs, 'Countries without the United States (tax residency)', 'US');

  app.get(
    '/api/DropDown/getValueByType/:type',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Any dropdown by type (TITLE, STATE, ANNUAL_INCOME, SOURCE_OF_FUNDS …); an unknown type is an empty list',
        params: referenceTypeParamsSchema,
        response: { 200: dropdownListResponseSchema },
      },
    },
    async (request, reply) => {
      cached(reply);
      const type = request.params.type.toUpperCase();
      return { result: toItems(type, await listValues(db, type), requestLanguage(request)) };
    },
  );

  app.get(
    '/api/SystemParameter/SystemParameters/:a/:b',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One system parameter by category and key',
        params: systemParameterParamsSchema,
        response: { 200: systemParameterResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await findSystemParameter(db, request.params.a.toUpperCase(), request.params.b.toUpperCase());
      if (!row) throw new NotFoundError();
      cached(reply);
      return { result: row };
    },
  );

  app.get(
    ApiPaths.restrictedCountryGet,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Countries whose residents or nationals cannot open an account',
        response: { 200: restrictedCountryListResponseSchema },
      },
    },
    async (request, reply) => {
      cached(reply);
      const rows = await listRestrictedCountries(db);
      const language = requestLanguage(request);
      return {
        result: rows.map((r) => ({
          code: r.code,
          name: referenceName('COUNTRY', r.code, r.name ?? r.code, language),
          reason: r.reason,
        })),
      };
    },
  );
};

// GET /countries and GET /countries/{countryCode}/states (spec 7): public lists for the supplier application form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_CACHE_MS, countryOption } from '@portal/contracts';
import { NotFound } from '../../platform/errors.ts';
import { listCountries, listStates } from './countries.data.ts';

const tags = ['countries'];
// The lists change only with a release: browsers and proxies may keep them as long as the form does (spec 9: 24 hours).
const CACHE_CONTROL = `public, max-age=${COUNTRY_CACHE_MS / 1000}`;

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      config: { public: true },
      schema: {
        operationId: 'listCountries',
        summary: 'Countries',
        success: 'The countries an application can name (ISO 3166-1 alpha-2 value, English name), sorted by name.',
        tags,
        response: { 200: z.array(countryOption) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', CACHE_CONTROL);
      return [...listCountries()];
    },
  );

  app.get(
    '/countries/:countryCode/states',
    {
      config: { public: true },
      schema: {
        operationId: 'listCountryStates',
        summary: 'States of a country',
        success: 'The ISO 3166-2 subdivisions of the country (code without the country prefix, English name), sorted by name.',
        errors: [404],
        tags,
        params: z.object({ countryCode: z.string().min(1).max(2) }),
        response: { 200: z.array(countryOption) },
      },
    },
    async (request, reply) => {
      const states = listStates(request.params.countryCode);
      if (!states) throw new NotFound('The country is not one the application form offers.');
      void reply.header('cache-control', CACHE_CONTROL);
      return [...states];
    },
  );
};

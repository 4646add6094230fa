// The supplier's EDI page (docs/decisions/edi.md, "The EDI page"): its trading partner with what it exchanged, the
// interchanges in and out (a server grid), one interchange with its raw file (to view and to download), and the test
// mode switch. The supplier's Admins, while the Edi flag is on for the supplier (off: 404, as if the calls did not exist).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EDI_FEATURE_FLAG,
  ediInterchangeDetail,
  ediInterchangeFileName,
  ediInterchangeList,
  ediPartnerOverview,
  ediTradingPartner,
  gridPageParams,
  recordIdParam,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { requireAdmin } from '../../platform/auth.ts';
import { ReadCaches } from '../../platform/caches/read-caches.ts';
import { NotFound } from '../../platform/errors.ts';
import { CONTENT_RANGE_HEADER_DOCS, gridPageRows } from '../../platform/grid-query.ts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import { getInterchange, listInterchanges, partnerOverview, setPartnerTestMode } from './edi-partner.service.ts';

const tags = ['EDI'];
const admins = { audience: 'supplierAdmin' as const };
const interchangeParams = z.object({ interchangeId: recordIdParam });

/** The signed-in Admin's supplier while the Edi flag is on for it (kept in the read caches as the other flags). */
async function ediSupplierOf(db: Db, request: FastifyRequest): Promise<number> {
  const actor = requireAdmin(request);
  const group = ReadCaches.flagsGroup(actor.supplierId);
  const on = await request.server.readCaches.featureFlags.remember(`${group}|${EDI_FEATURE_FLAG}`, group, () =>
    isFeatureOn(db, actor.supplierId, EDI_FEATURE_FLAG),
  );
  if (!on) throw new NotFound();
  return actor.supplierId;
}

const getPartnerRoute = {
  config: admins,
  schema: {
    operationId: 'getEdiPartner',
    summary: "The supplier's EDI trading partner",
    success: 'The partner (null: none is set up yet; the marketplace sets it up) and how many interchanges it sent and was sent.',
    tags,
    response: { 200: ediPartnerOverview },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

/** The test mode switch: PUT turns it on, DELETE off (no body: the call is the switch). */
const testModeRoute = (on: boolean) =>
  ({
    config: admins,
    schema: {
      operationId: on ? 'startEdiTestMode' : 'stopEdiTestMode',
      summary: on ? 'Put the partner in test mode' : 'Take the partner out of test mode',
      success: on
        ? "The partner in test mode: its files are checked and acknowledged (997) and applied to nothing, and the portal's files to it are test interchanges (ISA15 'T')."
        : 'The partner in production: its files are applied, and the portal sends it production interchanges.',
      tags,
      response: { 200: ediTradingPartner },
      errors: [403, 404],
    },
  }) satisfies RouteDeclaration;

const listInterchangesRoute = {
  config: admins,
  schema: {
    operationId: 'listEdiInterchanges',
    summary: "The supplier's EDI interchanges",
    tags,
    querystring: gridPageParams,
    response: { 200: ediInterchangeList },
    success: {
      description:
        'One page of the interchanges received and sent (default: the newest first): direction, document, control number, state and the reason of a rejection; the total is in Content-Range.',
      headers: CONTENT_RANGE_HEADER_DOCS,
    },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const getInterchangeRoute = {
  config: admins,
  schema: {
    operationId: 'getEdiInterchange',
    summary: 'An EDI interchange with its raw file',
    success: 'The interchange and its file as it was received or sent.',
    tags,
    params: interchangeParams,
    response: { 200: ediInterchangeDetail },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const getInterchangeFileRoute = {
  config: admins,
  schema: {
    operationId: 'getEdiInterchangeFile',
    summary: 'An EDI interchange as a file',
    tags,
    params: interchangeParams,
    success: { description: 'The raw X12 file, to save.', mediaType: 'application/edi-x12' },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

export const ediRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get('/edi/partner', getPartnerRoute, async (request) => partnerOverview(db, await ediSupplierOf(db, request)));
  app.put('/edi/partner/test-mode', testModeRoute(true), async (request) =>
    setPartnerTestMode(db, await ediSupplierOf(db, request), true, app.clock.now()),
  );
  app.delete('/edi/partner/test-mode', testModeRoute(false), async (request) =>
    setPartnerTestMode(db, await ediSupplierOf(db, request), false, app.clock.now()),
  );
  app.get('/edi/interchanges', listInterchangesRoute, async (request, reply) =>
    gridPageRows(reply, await listInterchanges(db, await ediSupplierOf(db, request), request.query)),
  );
  app.get('/edi/interchanges/:interchangeId', getInterchangeRoute, async (request) =>
    getInterchange(db, await ediSupplierOf(db, request), request.params.interchangeId),
  );
  app.get('/edi/interchanges/:interchangeId/file', getInterchangeFileRoute, async (request, reply) => {
    const interchange = await getInterchange(db, await ediSupplierOf(db, request), request.params.interchangeId);
    return reply
      .type('application/edi-x12')
      .header('content-disposition', `attachment; filename="${ediInterchangeFileName(interchange)}"`)
      .send(interchange.raw);
  });
};

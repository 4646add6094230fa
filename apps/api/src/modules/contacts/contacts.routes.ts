// Contacts calls (spec 7 "Contacts and representative"): HTTP only, the service does the rest.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyContacts, companyRepresentative, keyContact, mainContactsRequest, otherContactsRequest } from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { ifMatchOf } from '../../platform/resource-versions.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import * as contacts from './contacts.service.ts';

const tags = ['contacts'];
const CONTACTS_IF_MATCH =
  'The `version` of GET /supplier-contacts (or the ETag of the last save): a save based on an older version answers 412. ' +
  'The answer carries the new version in its ETag header.';

const getSupplierContactsRoute = {
  schema: {
    operationId: 'getSupplierContacts',
    summary: 'Company contacts',
    success: 'The five main contacts (null when not set) and the additional contacts of the signed-in supplier.',
    tags,
    response: { 200: companyContacts },
  },
} satisfies RouteDeclaration;

const updateSupplierMainContactsRoute = {
  schema: {
    operationId: 'updateSupplierMainContacts',
    summary: 'Replace the main contacts',
    success: 'The five main contacts are saved; a null slot is cleared (the primary contact is required).',
    tags,
    body: mainContactsRequest,
    response: { 204: noContent },
    ifMatch: CONTACTS_IF_MATCH,
  },
} satisfies RouteDeclaration;

const updateSupplierOtherContactsRoute = {
  schema: {
    operationId: 'updateSupplierOtherContacts',
    summary: 'Replace the additional contacts',
    success: 'The additional contacts are replaced by this list.',
    tags,
    body: otherContactsRequest,
    response: { 204: noContent },
    ifMatch: CONTACTS_IF_MATCH,
  },
} satisfies RouteDeclaration;

const getSupplierRepresentativeRoute = {
  schema: {
    operationId: 'getSupplierRepresentative',
    summary: 'Company representative',
    success: "The commerce company's representative of the signed-in supplier, or null when none is assigned yet.",
    tags,
    response: { 200: companyRepresentative.nullable() },
  },
} satisfies RouteDeclaration;

const listKeyContactsRoute = {
  schema: {
    operationId: 'listKeyContacts',
    summary: 'Key contacts',
    success: "The commerce company's mailboxes for the signed-in supplier, one per topic (seven at most).",
    tags,
    response: { 200: z.array(keyContact) },
  },
} satisfies RouteDeclaration;

/** 204 with the contacts' new version in the ETag header. */
const savedVersion = (reply: FastifyReply, version: string) => reply.status(204).header('etag', `"${version}"`).send();

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/supplier-contacts', getSupplierContactsRoute, async (request) => contacts.companyContacts(db, requireActor(request)));
  app.put('/supplier-contacts/contacts', updateSupplierMainContactsRoute, async (request, reply) =>
    savedVersion(reply, await contacts.updateMainContacts(db, requireActor(request), request.body, ifMatchOf(request))),
  );
  app.put('/supplier-contacts/other-contacts', updateSupplierOtherContactsRoute, async (request, reply) =>
    savedVersion(reply, await contacts.updateOtherContacts(db, requireActor(request), request.body, ifMatchOf(request))),
  );
  app.get('/supplier-representative', getSupplierRepresentativeRoute, async (request) =>
    contacts.representative(db, requireActor(request)),
  );
  app.get('/bison-contacts', listKeyContactsRoute, async (request) => contacts.keyContacts(db, requireActor(request)));
};

// SCIM 2.0 at /scim/v2 (RFC 7643/7644; docs/decisions/auth.md, "SCIM provisioning"): the supplier's identity provider
// creates, changes and deactivates its people. Outside /api: its own bearer tokens (scim-auth.ts), its own media type
// (application/scim+json, plain JSON taken too) and its own error body (scim-errors.ts); its reference is its discovery
// documents (scim-discovery.ts), so its routes are hidden from the /api OpenAPI document. A resource's answer carries its
// version as ETag; If-Match on a change is checked against it (412 when the resource changed meanwhile).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SCIM_BULK_MAX_PAYLOAD_BYTES, SCIM_MEDIA_TYPE, SCIM_MESSAGES } from '@portal/contracts';
import { ifMatchOf } from '../../platform/resource-versions.ts';
import { authDeps } from '../auth/index.ts';
import { countScimCalls, registerScimAuth, scimActorOf } from './scim-auth.ts';
import { runScimBulk } from './scim-bulk.service.ts';
import type { ScimCall } from './scim-call.ts';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery.ts';
import { ScimError, sendScimError } from './scim-errors.ts';
import { createScimGroup, getScimGroup, listScimGroups, patchScimGroup } from './scim-groups.service.ts';
import { listParams, listResponse, searchParams, type ListParams } from './scim-query.ts';
import { searchAllResources } from './scim-search.ts';
import { createScimUser, deleteScimUser, getScimUser, listScimUsers, patchScimUser, replaceScimUser } from './scim-users.service.ts';

export const SCIM_PREFIX = '/scim/v2';
const hidden = { schema: { hide: true } };
type IdParams = { Params: { id: string } };

/** The discovery documents: what the service supports, its resource types and their attributes. */
function discoveryRoutes(app: FastifyInstance, base: string, query: (request: FastifyRequest) => ListParams) {
  app.get('/ServiceProviderConfig', hidden, async () => serviceProviderConfig(base));
  app.get('/ResourceTypes', hidden, async (request) => listResponse(resourceTypes(base), query(request)));
  app.get<IdParams>('/ResourceTypes/:id', hidden, async (request) => {
    const found = resourceTypes(base).find((t) => t.id === request.params.id);
    if (!found) throw new ScimError(404, `No resource type ${request.params.id}.`);
    return found;
  });
  app.get('/Schemas', hidden, async (request) => listResponse(schemas(base), query(request)));
  app.get<IdParams>('/Schemas/:id', hidden, async (request) => {
    const found = schemas(base).find((s) => s.id === request.params.id);
    if (!found) throw new ScimError(404, `No schema ${request.params.id}.`);
    return found;
  });
}

export const scimRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  app.addContentTypeParser(SCIM_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new ScimError(400, SCIM_MESSAGES.badJson, 'invalidSyntax'), undefined);
    }
  });
  app.setErrorHandler((error, request, reply) => sendScimError(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    sendScimError(new ScimError(404, `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}.`), request, reply),
  );
  // every answer in SCIM's media type (the errors set it too)
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('content-type', `${SCIM_MEDIA_TYPE}; charset=utf-8`);
    return payload;
  });
  registerScimAuth(app);

  const base = `${app.config.publicUrl}${SCIM_PREFIX}`;
  const call = (request: FastifyRequest): ScimCall => ({ deps: authDeps(app), actor: scimActorOf(request), ip: request.ip, base });
  const query = (request: FastifyRequest) => listParams(request.query as Record<string, unknown>);

  discoveryRoutes(app, base, query);

  const withVersion = <T extends { meta: { version: string } }>(reply: FastifyReply, resource: T) => {
    void reply.header('etag', resource.meta.version);
    return resource;
  };

  app.get('/Users', hidden, async (request) => listScimUsers(call(request), query(request)));
  app.post('/Users/.search', hidden, async (request) => listScimUsers(call(request), searchParams(request.body)));
  app.post('/.search', hidden, async (request) => searchAllResources(call(request), searchParams(request.body)));
  app.post('/Users', hidden, async (request, reply) => {
    const user = await createScimUser(call(request), request.body);
    return withVersion(reply.status(201).header('location', user.meta.location), user);
  });
  app.get<IdParams>('/Users/:id', hidden, async (request, reply) =>
    withVersion(reply, await getScimUser(call(request), request.params.id)),
  );
  app.put<IdParams>('/Users/:id', hidden, async (request, reply) =>
    withVersion(reply, await replaceScimUser(call(request), request.params.id, request.body, ifMatchOf(request))),
  );
  app.patch<IdParams>('/Users/:id', hidden, async (request, reply) =>
    withVersion(reply, await patchScimUser(call(request), request.params.id, request.body, ifMatchOf(request))),
  );
  app.delete<IdParams>('/Users/:id', hidden, async (request, reply) => {
    await deleteScimUser(call(request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });

  app.get('/Groups', hidden, async (request) => listScimGroups(call(request), query(request)));
  app.post('/Groups', hidden, async (request) => createScimGroup(request.body));
  app.get<IdParams>('/Groups/:id', hidden, async (request, reply) => {
    const params = query(request);
    return withVersion(reply, await getScimGroup(call(request), request.params.id, !params.excludedAttributes.has('members')));
  });
  app.patch<IdParams>('/Groups/:id', hidden, async (request, reply) => {
    await patchScimGroup(call(request), request.params.id, request.body, ifMatchOf(request));
    return reply.status(204).send();
  });

  app.post('/Bulk', { ...hidden, bodyLimit: SCIM_BULK_MAX_PAYLOAD_BYTES }, async (request) => {
    const scim = call(request);
    return runScimBulk(scim, request.body, (calls) => countScimCalls(app.database.db, scim.actor.scimTokenId!, app.clock.now(), calls));
  });
};

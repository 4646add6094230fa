// Settings > Integrations (Admins, signed in; API tokens are refused these calls, api-token-auth.ts): the
// supplier's API tokens, webhook endpoints and their delivery log with replay.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiToken,
  createApiTokenRequest,
  createdApiToken,
  createdWebhookEndpoint,
  integrationIdParams,
  webhookDelivery,
  webhookEndpoint,
  webhookEndpointRequest,
} from '@portal/contracts';
import { requireAdmin } from '../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import * as tokens from './api-tokens.service.ts';
import * as webhooks from './webhooks.service.ts';

const tags = ['integrations'];

const listApiTokensRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'listApiTokens',
    summary: 'API tokens of the supplier',
    success: 'Every token of the supplier, newest first, revoked ones included (never their secret).',
    tags,
    response: { 200: z.array(apiToken) },
    errors: [403],
  },
} satisfies RouteDeclaration;

const createApiTokenRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'createApiToken',
    summary: 'Create an API token',
    success: 'The token with its secret: the only time the secret is shown (the portal keeps only its hash).',
    tags,
    body: createApiTokenRequest,
    response: { 201: createdApiToken },
    errors: [403],
  },
} satisfies RouteDeclaration;

const revokeApiTokenRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'revokeApiToken',
    summary: 'Revoke an API token',
    success: 'The token is refused from its next call on.',
    tags,
    params: integrationIdParams,
    response: { 204: noContent },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const listWebhookEndpointsRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'listWebhookEndpoints',
    summary: 'Webhook endpoints of the supplier',
    success: 'Every endpoint of the supplier (never its secret).',
    tags,
    response: { 200: z.array(webhookEndpoint) },
    errors: [403],
  },
} satisfies RouteDeclaration;

const createWebhookEndpointRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'createWebhookEndpoint',
    summary: 'Add a webhook endpoint',
    success: 'The endpoint with its signing secret: the only time the secret is shown.',
    tags,
    body: webhookEndpointRequest,
    response: { 201: createdWebhookEndpoint },
    errors: [403],
  },
} satisfies RouteDeclaration;

const updateWebhookEndpointRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'updateWebhookEndpoint',
    summary: 'Change a webhook endpoint',
    success: 'The endpoint with its new address, events or state (enabling it again clears its failure count).',
    tags,
    params: integrationIdParams,
    body: webhookEndpointRequest,
    response: { 200: webhookEndpoint },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const listWebhookDeliveriesRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'listWebhookDeliveries',
    summary: 'Delivery log of an endpoint',
    success: `The endpoint's last ${webhooks.DELIVERY_LOG_SIZE} deliveries, newest first, each with its attempts and answers.`,
    tags,
    params: integrationIdParams,
    response: { 200: z.array(webhookDelivery) },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const replayWebhookDeliveryRoute = {
  config: { audience: 'supplierAdmin', idempotent: true },
  schema: {
    operationId: 'replayWebhookDelivery',
    summary: 'Replay a delivery',
    success: 'A new delivery of the same event and data (replayOf names the original), sent shortly.',
    tags,
    params: integrationIdParams,
    response: { 201: webhookDelivery },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const allowPrivate = app.config.webhooks.allowPrivate;
  const wakeWorker = () => app.webhookWorker.wake();

  app.get('/integrations/api-tokens', listApiTokensRoute, async (request) => tokens.listApiTokens(db, requireAdmin(request)));
  app.post('/integrations/api-tokens', createApiTokenRoute, async (request, reply) =>
    reply.status(201).send(await tokens.createApiToken(db, requireAdmin(request), request.body, app.clock.now())),
  );
  app.post('/integrations/api-tokens/:id/revoke', revokeApiTokenRoute, async (request, reply) => {
    await tokens.revokeApiToken(db, requireAdmin(request), request.params.id, app.clock.now());
    return reply.status(204).send();
  });

  app.get('/integrations/webhook-endpoints', listWebhookEndpointsRoute, async (request) =>
    webhooks.listEndpoints(db, requireAdmin(request)),
  );
  app.post('/integrations/webhook-endpoints', createWebhookEndpointRoute, async (request, reply) =>
    reply.status(201).send(await webhooks.createEndpoint(db, requireAdmin(request), request.body, allowPrivate, app.clock.now())),
  );
  app.put('/integrations/webhook-endpoints/:id', updateWebhookEndpointRoute, async (request) =>
    webhooks.updateEndpoint(db, requireAdmin(request), request.params.id, request.body, allowPrivate),
  );
  app.get('/integrations/webhook-endpoints/:id/deliveries', listWebhookDeliveriesRoute, async (request) =>
    webhooks.listDeliveries(db, requireAdmin(request), request.params.id),
  );
  app.post('/integrations/webhook-deliveries/:id/replay', replayWebhookDeliveryRoute, async (request, reply) =>
    reply.status(201).send(await webhooks.replayDelivery(db, requireAdmin(request), request.params.id, app.clock.now(), wakeWorker)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentUrlRequest, documentUrlResponse } from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { createDownloadUrl, createUploadUrl } from './documents.service.ts';

// Fastify sends a returned string as text/plain without serialising it; the spec's answer is a JSON string.
const jsonString = (value: string) => JSON.stringify(value);

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/documents/upload-url',
    { schema: { tags: ['documents'], body: documentUrlRequest, response: { 200: documentUrlResponse } } },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await createUploadUrl(app.storage, requireActor(request), request.body.value))),
  );
  app.post(
    '/documents/download-url',
    { schema: { tags: ['documents'], body: documentUrlRequest, response: { 200: documentUrlResponse } } },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await createDownloadUrl(app.storage, requireActor(request), request.body.value))),
  );
};

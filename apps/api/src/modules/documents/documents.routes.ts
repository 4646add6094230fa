import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentUrlRequest, documentUrlResponse } from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { createDownloadUrl, createUploadUrl } from './documents.service.ts';

// Fastify sends a returned string as text/plain without serialising it; the spec's answer is a JSON string.
const jsonString = (value: string) => JSON.stringify(value);

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/documents/upload-url',
    {
      schema: {
        operationId: 'createDocumentUploadUrl',
        summary: 'Upload address of a document',
        tags: ['documents'],
        body: documentUrlRequest,
        response: { 200: documentUrlResponse },
        success:
          'A signed address (JSON string) to PUT the file to, with the x-ms-blob-type: BlockBlob header; it expires after 15 minutes.',
      },
    },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await createUploadUrl(app.storage, requireActor(request), request.body.value))),
  );
  app.post(
    '/documents/download-url',
    {
      schema: {
        operationId: 'createDocumentDownloadUrl',
        summary: 'Download address of a document',
        tags: ['documents'],
        body: documentUrlRequest,
        response: { 200: documentUrlResponse },
        success: 'A signed address (JSON string) to GET the file from; it expires after 15 minutes.',
        errors: [404],
      },
    },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await createDownloadUrl(app.storage, requireActor(request), request.body.value))),
  );
};

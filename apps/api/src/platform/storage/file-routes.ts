// The local driver's signed addresses: PUT /api/files/upload and GET /api/files/download (public: the
// signed token is the credential). They mirror Azure's BlockBlob PUT and SAS GET so the browser code is one.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MESSAGES } from '@portal/contracts';
import { z } from 'zod';
import { HttpError, NotFound } from '../errors.ts';
import { noContent } from '../openapi/route-docs.ts';
import { bytesMatchName, contentDisposition, contentTypeFor } from './content-types.ts';
import { FileRefused, FileTooLarge, type LocalDiskStorage } from './local-disk-storage.ts';
import type { SignedClaims, SignedOp } from './signed-url-tokens.ts';

class PayloadTooLarge extends HttpError {
  constructor(maxBytes: number) {
    super(413, 'Payload Too Large', FILE_MESSAGES.tooLarge(Math.floor(maxBytes / (1024 * 1024))));
  }
}

function claimsOf(storage: LocalDiskStorage, request: FastifyRequest, op: SignedOp): SignedClaims {
  const signedUrlToken = (request.query as { token?: unknown }).token;
  const what = op === 'put' ? 'upload' : 'download';
  if (typeof signedUrlToken !== 'string' || signedUrlToken === '')
    throw new HttpError(403, 'Forbidden', `The ${what} address is missing its token.`);
  const check = storage.tokens.verify(signedUrlToken, op);
  if (!check.ok) {
    throw new HttpError(
      403,
      'Forbidden',
      check.reason === 'expired' ? `The ${what} address has expired.` : `The ${what} address is invalid.`,
    );
  }
  return check.claims;
}

// Documented, not enforced: attachValidation leaves a missing token to claimsOf, which answers 403 like Azure does.
export const UPLOAD_NOT_ITS_TYPE = "The file's content does not match its type (its name's extension).";

const signedQuery = z.object({ token: z.string().describe('The signature of the address the API gave; it expires after 15 minutes.') });
const uploadHeaders = z.object({ 'x-ms-blob-type': z.literal('BlockBlob').describe('As for Azure Blob Storage: a block blob.') });

export function fileRoutes(storage: LocalDiskStorage, maxBytes: number) {
  return async (app: FastifyInstance): Promise<void> => {
    // Uploads are raw bodies of any type: hand the request stream to the route instead of parsing it.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    app.put(
      '/files/upload',
      {
        config: { public: true },
        attachValidation: true,
        schema: {
          operationId: 'uploadFile',
          summary: 'Upload a file to a signed address',
          description: 'The address comes from POST /api/documents/upload-url; the token in it is the credential (no bearer).',
          tags: ['documents'],
          querystring: signedQuery,
          headers: uploadHeaders,
          rawBody: { description: 'The file content, sent with its own content type.' },
          response: { 201: noContent },
          success: 'The file is stored.',
          errors: [400, 403, 413],
        },
      },
      async (request, reply) => {
        const claims = claimsOf(storage, request, 'put');
        if (request.headers['x-ms-blob-type'] !== 'BlockBlob') {
          throw new HttpError(400, 'Bad Request', 'The x-ms-blob-type header must be BlockBlob.');
        }
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLarge(maxBytes);
        const body = (request.body as Readable | undefined) ?? Readable.from([]);
        try {
          // checked by its bytes, not by what the uploader claimed: a file that is not what its name says is refused
          await storage.writeStream(claims.key, body, maxBytes, (bytes) => bytesMatchName(claims.key, bytes));
        } catch (error) {
          // the rest of the body may still be on its way: the connection cannot carry another request (a kept-alive
          // socket hung the client's next call until the keep-alive timeout; found by apps/api/faults/storage.fault.ts)
          void reply.header('connection', 'close');
          if (error instanceof FileTooLarge) throw new PayloadTooLarge(maxBytes);
          if (error instanceof FileRefused) throw new HttpError(400, 'Bad Request', UPLOAD_NOT_ITS_TYPE);
          throw error;
        }
        return reply.status(201).send();
      },
    );

    app.get(
      '/files/download',
      {
        config: { public: true },
        attachValidation: true,
        schema: {
          operationId: 'downloadFile',
          summary: 'Download a file from a signed address',
          description:
            'The address comes from POST /api/documents/download-url or a label call; the token in it is the credential (no bearer).',
          tags: ['documents'],
          querystring: signedQuery,
          success: { description: 'The file, inline, with its content type and name.', mediaType: '*/*' },
          errors: [403, 404],
        },
      },
      async (request, reply) => {
        const claims = claimsOf(storage, request, 'get');
        if (!(await storage.exists(claims.key))) throw new NotFound('The file was not found.');
        const name = claims.name ?? claims.key.split('/').pop()!;
        return reply
          .header('content-type', contentTypeFor(name))
          .header('content-disposition', contentDisposition(name))
          .header('cache-control', 'private, no-store')
          .send(createReadStream(storage.pathOf(claims.key)));
      },
    );
  };
}

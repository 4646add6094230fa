// The local driver's signed addresses: PUT /api/files/upload and GET /api/files/download (public: the
// signed token is the credential). They mirror Azure's BlockBlob PUT and SAS GET so the browser code is one.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MESSAGES } from '@portal/contracts';
import { HttpError, NotFound } from '../errors.ts';
import { contentDisposition, contentTypeFor } from './content-types.ts';
import { FileTooLarge, type LocalDiskStorage } from './local-disk-storage.ts';
import type { SignedClaims, SignedOp } from './signed-url-tokens.ts';

class PayloadTooLarge extends HttpError {
  constructor(maxBytes: number) {
    super(413, 'Payload Too Large', FILE_MESSAGES.tooLarge(Math.floor(maxBytes / (1024 * 1024))));
  }
}

function claimsOf(storage: LocalDiskStorage, request: FastifyRequest, op: SignedOp): SignedClaims {
  const token = (request.query as { token?: unknown }).token;
  const what = op === 'put' ? 'upload' : 'download';
  if (typeof token !== 'string' || token === '') throw new HttpError(403, 'Forbidden', `The ${what} address is missing its token.`);
  const check = storage.tokens.verify(token, op);
  if (!check.ok) {
    throw new HttpError(403, 'Forbidden', check.reason === 'expired' ? `The ${what} address has expired.` : `The ${what} address is invalid.`);
  }
  return check.claims;
}

export function fileRoutes(storage: LocalDiskStorage, maxBytes: number) {
  return async (app: FastifyInstance): Promise<void> => {
    // Uploads are raw bodies of any type: hand the request stream to the route instead of parsing it.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    app.put('/files/upload', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const claims = claimsOf(storage, request, 'put');
      if (request.headers['x-ms-blob-type'] !== 'BlockBlob') {
        throw new HttpError(400, 'Bad Request', 'The x-ms-blob-type header must be BlockBlob.');
      }
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLarge(maxBytes);
      const body = (request.body as Readable | undefined) ?? Readable.from([]);
      try {
        await storage.writeStream(claims.key, body, maxBytes);
      } catch (error) {
        if (error instanceof FileTooLarge) throw new PayloadTooLarge(maxBytes);
        throw error;
      }
      return reply.status(201).send();
    });

    app.get('/files/download', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const claims = claimsOf(storage, request, 'get');
      if (!(await storage.exists(claims.key))) throw new NotFound('The file was not found.');
      const name = claims.name ?? claims.key.split('/').pop()!;
      return reply
        .header('content-type', contentTypeFor(name))
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(createReadStream(storage.pathOf(claims.key)));
    });
  };
}

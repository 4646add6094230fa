// /api/ops: the console's partner setup, its SFTP part (docs/decisions/edi.md, "SFTP"): the supplier's trading
// partner's sign-in on the portal's SFTP server, read, set (created or replaced) and removed by an operator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ediSftpAccount, ediSftpAccountRequest, recordIdParam } from '@portal/contracts';
import { noContent, type RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, requireOperator } from '../../ops/index.ts';
import { getSftpAccount, removeSftpAccount, setSftpAccount } from '../edi-sftp-accounts.service.ts';

const params = z.object({ supplierId: recordIdParam });

const getOpsEdiSftpAccountRoute = {
  schema: {
    operationId: 'getOpsEdiSftpAccount',
    summary: "A supplier's EDI partner's SFTP sign-in",
    success: 'The user name, whether a password is set (never the password) and the public keys with their fingerprints.',
    tags: OPS_TAGS,
    params,
    response: { 200: ediSftpAccount },
    errors: [404],
  },
} satisfies RouteDeclaration;

const setOpsEdiSftpAccountRoute = {
  schema: {
    operationId: 'setOpsEdiSftpAccount',
    summary: "Set a supplier's EDI partner's SFTP sign-in",
    description:
      'Creates or replaces the sign-in. password: a new one (stored hashed); null removes it; left out keeps the one set. ' +
      'publicKeys replaces the list (OpenSSH lines). A sign-in needs a password or a key; a user name names one partner.',
    success: 'The sign-in as set; the partner signs in with it from its next connection.',
    tags: OPS_TAGS,
    params,
    body: ediSftpAccountRequest,
    response: { 200: ediSftpAccount },
    errors: [404, 409],
  },
} satisfies RouteDeclaration;

const removeOpsEdiSftpAccountRoute = {
  schema: {
    operationId: 'removeOpsEdiSftpAccount',
    summary: "Remove a supplier's EDI partner's SFTP sign-in",
    success: 'The partner can no longer sign in to the SFTP server (its interchanges stay).',
    tags: OPS_TAGS,
    params,
    response: { 204: noContent },
    errors: [404],
  },
} satisfies RouteDeclaration;

export const ediSftpAccountOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const path = '/suppliers/:supplierId/edi-partner/sftp-account';
  app.get(path, getOpsEdiSftpAccountRoute, async (request) => {
    requireOperator(request);
    return getSftpAccount(db, request.params.supplierId);
  });
  app.put(path, setOpsEdiSftpAccountRoute, async (request) => {
    requireOperator(request);
    return setSftpAccount(db, request.params.supplierId, request.body, app.clock.now());
  });
  app.delete(path, removeOpsEdiSftpAccountRoute, async (request, reply) => {
    requireOperator(request);
    await removeSftpAccount(db, request.params.supplierId);
    return reply.status(204).send();
  });
};

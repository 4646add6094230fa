// Every request example of the API document succeeds against the demo data: each operation's documented body and path
// parameters (platform/openapi/request-examples.ts) are sent as they stand, as the caller the operation is for (the
// Admin, the operator, or no one on a public call), in the document's order, and answer 2xx. Operations whose body
// has no example yet are listed in WITHOUT_EXAMPLE, so a new operation without one fails here.
// docs/decisions/api-document.md, "Examples that succeed".
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storeDemoDocuments } from '../../src/seed/demo-documents.ts';
import { ACME, OPERATOR, useTestAppWithFiles } from '../test-app.ts';

const ctx = useTestAppWithFiles();
// the demo as it started (server.ts): its documents are in the file store, the note file the download example names too
beforeAll(() => storeDemoDocuments(ctx.database.db, ctx.app.storage, ctx.app.clock));
/** The documented run's day (request-examples.ts: postPaymentRun), at noon in New York. */
const RUN_DAY_NOON = new Date('2030-01-15T17:00:00Z');

/** The operations whose example's day must be today: sent on it (request-examples.ts: FUTURE_DAY). */
const ON_THE_EXAMPLE_DAY = new Set([
  'postPaymentRun',
  'createInvoice',
  'createAdditionalInvoice',
  'importInvoices',
  'printShippingLabel',
  'createShippingLabelBatch',
  // the seed's example orders (seed/example-orders.ts): a label shipping that day, a pickup two days later, an LTL
  // request between tomorrow and the order's promised day
  'replaceShippingLabel',
  'moveLtlPickup',
  'requestLtlShipment',
]);

interface Operation {
  operationId: string;
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  security?: unknown[];
}

/**
 * Operations with a JSON body and no example yet (docs/decisions/api-document.md, "Examples that succeed": what is
 * left). Shrinks, never grows.
 */
const WITHOUT_EXAMPLE = new Set([
  // their token comes by mail (a password reset, a first password): no fixed token can be in the document
  'resetPassword',
  'createPassword',
  // the application's token comes with an invitation's mail, the same
  'createSupplierApplication',
  // a webhook's host must resolve to a public address: the tests run without DNS (and the demo has no endpoint to update)
  'createWebhookEndpoint',
  'updateWebhookEndpoint',
  // a code of the authenticator app is good for one 30-second step and once, and a challenge for one sign-in: no
  // example in the document can succeed when sent (their API tests send the real ones: modules/second-factor)
  'confirmTotp',
  'removeSecondFactor',
  'regenerateRecoveryCodes',
  'completeSecondFactorSignIn',
  'startSignInEnrolment',
  'confirmSignInEnrolment',
  // a passkey's answer is the authenticator's signature over a challenge the server handed out a moment before, good
  // once: no example in the document can succeed when sent (their API tests sign real ones: passkeys.test.ts)
  'registerPasskey',
  'removePasskey',
  'signInWithPasskey',
  // single sign-on: a domain's verification mail needs a claim of the demo (it has none: the claim's example makes one
  // whose id the document cannot know), its link's token comes by mail, and a sign-in needs the supplier's identity
  // provider answering (the demo has none; sso-sign-in.test.ts runs a real one)
  'mailSsoDomainVerification',
  'verifySsoDomain',
  'startSsoSignIn',
  'completeSsoSignIn',
  // SAML: the ticket is handed by the ACS for an answer the IdP signed a moment before (60 seconds, once); the demo has
  // no SAML IdP (saml-sign-in.test.ts runs a real one)
  'completeSamlSignIn',
  // the required setup at sign-in takes the first step's challenge (good once, 5 minutes) and, to finish, the
  // authenticator's answer: none can be in the document
  'startSignInPasskeyEnrolment',
  'confirmSignInPasskeyEnrolment',
  // adding a factor: the body is the caller's password as a fresh verification (a session signed in within 10 minutes
  // sends none), and the Admin's password is the one the changePassword example changes: no one body succeeds in
  // either order (passkeys.test.ts sends both forms)
  'startTotpEnrolment',
  'startPasskeyRegistration',
  // the demo has no passkey to rename (one is registered through the authenticator: passkeys.test.ts renames its own)
  'renamePasskey',
]);

function documentedOperations(): { method: string; template: string; op: Operation }[] {
  const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), template, op })),
  );
}

/** The request the document gives as the example of an operation with a JSON body, or null. */
function exampleRequest(template: string, op: Operation): { url: string; body: unknown } | null {
  const media = op.requestBody?.content?.['application/json'];
  if (!media || media.example === undefined) return null;
  const params = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.example]));
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return { url, body: media.example };
}

/** A bulk answer (`decided`, `refused`) that decided none of its ids. */
function refusedAll(body: string): boolean {
  if (!body.startsWith('{')) return false;
  const answer = JSON.parse(body) as { decided?: unknown[]; refused?: unknown[] };
  return Array.isArray(answer.decided) && Array.isArray(answer.refused) && answer.decided.length === 0 && answer.refused.length > 0;
}

describe("the API document's request examples", () => {
  it('sends every documented example as the caller it is for and gets a success', async () => {
    const failures: string[] = [];
    const missing: string[] = [];
    let sent = 0;
    for (const { method, template, op } of documentedOperations()) {
      if (!op.requestBody?.content?.['application/json']) continue;
      const request = exampleRequest(template, op);
      if (!request) {
        if (!WITHOUT_EXAMPLE.has(op.operationId)) missing.push(op.operationId);
        continue;
      }
      if (WITHOUT_EXAMPLE.has(op.operationId)) failures.push(`${op.operationId} has an example now: take it off WITHOUT_EXAMPLE`);
      const caller = op.security?.length === 0 ? null : template.startsWith('/api/ops/') ? OPERATOR : ACME;
      // a payment run posts only on its day, an invoice is dated by today at the latest, a label ships within today
      // and the 3 days after: the example's day is made today (noon in New York) for its call
      const clock = ON_THE_EXAMPLE_DAY.has(op.operationId) ? vi.spyOn(ctx.app.clock, 'now').mockReturnValue(RUN_DAY_NOON) : null;
      const res = await ctx.as(caller, {
        method: method as 'POST',
        url: request.url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(request.body),
      });
      clock?.mockRestore();
      sent++;
      if (res.statusCode < 200 || res.statusCode >= 300)
        failures.push(`${op.operationId} ${method} ${request.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      // a bulk call answers 200 with what it refused: an example whose requests are all refused succeeds at nothing
      else if (refusedAll(res.body)) failures.push(`${op.operationId}: every id refused ${res.body.slice(0, 300)}`);
    }
    expect(missing).toEqual([]);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(30);
  }, 120_000);
});

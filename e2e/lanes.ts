// The E2E suite runs in two lanes at once (run-lanes.mjs): each lane is one Playwright run with its own portal process
// and its own database, so the specs of one lane never see the other's changes. Lane A holds the specs listed here
// (the orders' and order pages' flows, which change orders); lane B every other spec, so a new spec runs without a
// line here. The lanes are balanced by the specs' times in CI (docs/decisions/testing.md).
export const LANE_A_SPECS = [
  'orders.spec.ts',
  'order-detail.spec.ts',
  'order-exceptions.spec.ts',
  'orders-documents.spec.ts',
  'ops.spec.ts',
  'accounting.spec.ts',
  'integrations.spec.ts',
  'users.spec.ts',
  'monitoring.spec.ts',
  'smoke.spec.ts',
  'payments.spec.ts',
  'performance.spec.ts',
  // the supplier application's public form: lane B ran ~70 s longer than lane A in CI (346 vs 275 s), and this spec
  // shares nothing with lane A's (it makes its own invitations; the console's onboarding spec stays in lane B)
  'application.spec.ts',
  // session 20: lane B took the console's cases and the second factor (each makes its own people and cases); these two
  // change nothing lane A's specs read (a case about a deduction and an order; the supplier's contacts)
  'cases-opening.spec.ts',
  'contacts.spec.ts',
  // session 22: single sign-on runs its own OpenID provider and sets it up for a domain of its own (no other spec's
  // sign-in meets it); lane B took SCIM and the EDI console's screen
  'sso.spec.ts',
  // session 23: SAML runs its own IdP for the integrated supplier and a domain of its own, next to sso.spec.ts
  'saml.spec.ts',
  // session 25: every page's width at 390 and 768 px (~1 min; lane A was the shorter, 4.3 vs 5.8 min in session 22's
  // CI); it adds an API and a SCIM token, which integrations.spec.ts and scim.spec.ts never count (they find their own)
  'page-width.spec.ts',
];

export type Lane = 'a' | 'b';

/** Playwright's file filter for a lane (E2E_LANE), or every spec when no lane is set (a spec run by hand). */
export function laneFilter(lane: string | undefined): { testMatch?: string[]; testIgnore?: string[] } {
  const files = LANE_A_SPECS.map((name) => `**/${name}`);
  if (lane === 'a') return { testMatch: files };
  if (lane === 'b') return { testIgnore: files };
  if (lane) throw new Error(`E2E_LANE is "${lane}": use a or b, or leave it unset for every spec`);
  return {};
}

// The second factor's public entry (docs/decisions/auth.md, "A second factor"): its routes, its deps and the gate it
// gives the sign-in (app.ts decorates the app with it; modules/auth asks it after the first step).
export { secondFactorRoutes } from './second-factor.routes.ts';
export { passkeysRoutes } from './passkeys.routes.ts';
export { secondFactorDeps, type SecondFactorDeps } from './second-factor.deps.ts';
export { secondFactorGate } from './sign-in-step.ts';
// For the seed: the demo person's sealed secret.
export { secretBox } from './totp-secrets.ts';

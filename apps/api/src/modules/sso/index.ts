// The single sign-on module's public entry (docs/decisions/auth.md, "Single sign-on"): its routes, its deps, the
// console's calls, and the enforcement gate app.ts gives the sign-in (modules/auth asks it before a password or code).
export { ssoRoutes } from './sso.routes.ts';
export { ssoOpsRoutes } from './ops/sso-domains.ops.routes.ts';
export { ssoDeps, type SsoDeps } from './sso.deps.ts';
export { ssoEnforcement } from './sso-enforcement.ts';
export { registerSsoSweep } from './sso-sweep.ts';

// The scim module's public entry: the SCIM 2.0 service at /scim/v2 (app.ts registers it outside /api) and the Admin's
// SCIM tokens under /api/scim/tokens.
export { scimRoutes, SCIM_PREFIX } from './scim.routes.ts';
export { scimTokensRoutes } from './scim-tokens.routes.ts';

// The feature-flags module's public entry: the flag routes app.ts registers.
export { featureFlagsRoutes } from './feature-flags.routes.ts';

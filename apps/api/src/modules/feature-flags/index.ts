// The feature-flags module's public entry: the flag routes app.ts registers, and the per-supplier reads and writes
// the server's checks (accounting) and the operations console use.
export { featureFlagsRoutes } from './feature-flags.routes.ts';
export {
  flagExists,
  isFeatureOn,
  listSupplierFlagSettings,
  overridesApartFromDefault,
  setFlagOverride,
  type SupplierFlagSetting,
} from './feature-flags.queries.ts';
/** The live stream's flags signal (feature-flags-changed), which app.ts gives the platform's stream. */
export { flagsChangedSource } from './flags-changed-source.ts';

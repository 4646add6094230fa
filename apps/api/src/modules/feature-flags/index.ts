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

// The auth schemas of the contracts, imported on demand: the sign-in forms, the sign-in and password calls, the current
// user and the token refresh parse with them without putting zod in the first download of /login (budgets in
// apps/web/build-tools/bundle-budgets.ts).
export const authSchemas = () => import('@portal/contracts/auth/auth.schemas');

// The console's onboarding, suppliers and credit pages in ONE lazy chunk (OpsConsole.tsx loads it for any of the five):
// fewer small chunks for the bundler to split shared MUI modules into.
export { InvitationsPage } from './onboarding/InvitationsPage.tsx';
export { ApplicationsPage } from './onboarding/ApplicationsPage.tsx';
export { SuppliersPage } from './suppliers/SuppliersPage.tsx';
export { SupplierPage } from './suppliers/SupplierPage.tsx';
export { OpsCreditRequestsPage } from './credit/OpsCreditRequestsPage.tsx';

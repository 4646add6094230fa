// The console's onboarding, suppliers and credit pages in ONE lazy chunk: five route chunks of their own made the
// bundler split shared MUI modules into more small chunks, which the signed-in shell then downloads too (budgets).
export { InvitationsPage } from './onboarding/InvitationsPage.tsx';
export { ApplicationsPage } from './onboarding/ApplicationsPage.tsx';
export { SuppliersPage } from './suppliers/SuppliersPage.tsx';
export { SupplierPage } from './suppliers/SupplierPage.tsx';
export { OpsCreditRequestsPage } from './credit/OpsCreditRequestsPage.tsx';

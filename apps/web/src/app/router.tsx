// The route table of spec 2: every route has an error fallback, every screen is a lazily loaded module.
// Later issues add their screens here (replace a placeholder with a lazy import of features/<area>/routes/...).
// The operations console's routes (/ops) are not here: their table (app/ops/ops-routes.tsx) is added under the
// signed-in guard when a /ops path is entered (`patchRoutesOnNavigation`), so a supplier's first download carries only
// the supplier's routes (docs/decisions/delivery.md).
import { Navigate, createBrowserRouter, matchPath, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { onSessionExpired } from '../lib/http.ts';
import { NotFoundPage } from '../components/feedback/NotFoundPage.tsx';
import { RequireQueryToken, RequireSignIn, SignedOutOnly } from './guards.tsx';
import type { TitledHandle } from './RequireAdmin.tsx';
import { withErrorElements } from './route-elements.tsx';

/** The signed-in guard's route, under which the console's table is added. */
const SIGNED_IN_ROUTE_ID = 'signed-in';

const placeholder = (title: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { PlaceholderPage } = await import('../features/placeholders/routes/PlaceholderPage.tsx');
    return { Component: () => <PlaceholderPage title={title} /> };
  },
});

/** A page with a server grid: AG Grid (components/data-grid/DataGrid.tsx) downloads beside the page's own module. */
const withGrid =
  <T,>(page: () => Promise<T>) =>
  () => {
    void import('../components/data-grid/ServerDataGrid.tsx');
    return page();
  };

export const appRoutes: RouteObject[] = withErrorElements([
  {
    // the query cache loads with the first page that reads the API (app/QueryLayout.tsx), not with /login
    lazy: () => import('./QueryLayout.tsx'),
    children: [
      {
        id: SIGNED_IN_ROUTE_ID,
        element: <RequireSignIn />,
        children: [
          {
            path: '/',
            // the signed-in shell (navigation, menus, live updates) loads after sign-in, not with /login
            lazy: async () => ({ Component: (await import('./layout/AppShell.tsx')).AppShell }),
            children: [
              { index: true, lazy: () => import('../features/dashboard/routes/DashboardPage.tsx') },
              { path: 'products', ...placeholder('Products') },
              { path: 'deliveries', ...placeholder('Deliveries') },
              { path: 'connect', ...placeholder('Connect') },
              { path: 'orders', lazy: withGrid(() => import('../features/orders/list/OrdersPage.tsx')) },
              { path: 'orders/:id', lazy: () => import('../features/orders/detail/OrderDetailPage.tsx') },
              { path: 'insights', lazy: () => import('../features/dashboard/routes/InsightsPage.tsx') },
              {
                path: 'accounting',
                children: [
                  { index: true, element: <Navigate to="/accounting/credit-requests" replace /> },
                  { path: 'credit-requests', lazy: withGrid(() => import('../features/accounting/routes/CreditRequestsPage.tsx')) },
                  { path: 'credit-memos', lazy: withGrid(() => import('../features/accounting/routes/CreditMemosPage.tsx')) },
                ],
              },
              {
                // the supplier's Admins, with the Payments flag on (docs/decisions/payments.md)
                path: 'payments',
                handle: { title: 'Payments' } satisfies TitledHandle,
                lazy: () => import('./RequireAdmin.tsx'),
                children: [
                  {
                    lazy: () => import('../features/payments/routes/PaymentsLayout.tsx'),
                    children: [
                      { index: true, element: <Navigate to="/payments/overview" replace /> },
                      { path: 'overview', lazy: () => import('../features/payments/routes/PaymentsOverviewPage.tsx') },
                      { path: 'invoices', lazy: withGrid(() => import('../features/payments/routes/PaymentInvoicesPage.tsx')) },
                      { path: 'remittances', lazy: withGrid(() => import('../features/payments/routes/RemittancesPage.tsx')) },
                      { path: 'remittances/:remittanceId', lazy: withGrid(() => import('../features/payments/routes/RemittancePage.tsx')) },
                      { path: 'deductions', lazy: withGrid(() => import('../features/payments/routes/DeductionsPage.tsx')) },
                      { path: 'deductions/:deductionId', lazy: () => import('../features/payments/routes/DeductionPage.tsx') },
                    ],
                  },
                ],
              },
              // every supplier user, with the Performance flag on (docs/decisions/performance.md, "Screens")
              { path: 'performance', lazy: () => import('../features/performance/routes/PerformancePage.tsx') },
              // every supplier user, with the Support flag on (docs/decisions/cases.md); the answer mail links to a case
              {
                path: 'support',
                children: [
                  { index: true, lazy: withGrid(() => import('../features/cases/routes/CasesPage.tsx')) },
                  { path: 'cases/:caseId', lazy: () => import('../features/cases/routes/CasePage.tsx') },
                ],
              },
              {
                path: 'users',
                handle: { title: 'Users' } satisfies TitledHandle,
                lazy: () => import('./RequireAdmin.tsx'),
                children: [
                  { index: true, lazy: () => import('../features/users/routes/UsersPage.tsx') },
                  {
                    path: 'audit-log',
                    handle: { title: 'Audit log' } satisfies TitledHandle,
                    lazy: withGrid(() => import('../features/audit/routes/AuditLogPage.tsx')),
                  },
                ],
              },
              {
                path: 'settings/integrations',
                handle: { title: 'Integrations' } satisfies TitledHandle,
                lazy: () => import('./RequireAdmin.tsx'),
                children: [{ index: true, lazy: () => import('../features/integrations/routes/IntegrationsPage.tsx') }],
              },
              {
                // the supplier's Admins: the identity provider's SCIM tokens (docs/decisions/auth.md, "SCIM provisioning")
                path: 'settings/scim',
                handle: { title: 'SCIM provisioning' } satisfies TitledHandle,
                lazy: () => import('./RequireAdmin.tsx'),
                children: [{ index: true, lazy: () => import('../features/scim/routes/ScimPage.tsx') }],
              },
              {
                // the supplier's Admins, with the Edi flag on (docs/decisions/edi.md, "The EDI page")
                path: 'settings/edi',
                handle: { title: 'EDI' } satisfies TitledHandle,
                lazy: () => import('./RequireAdmin.tsx'),
                children: [
                  { index: true, lazy: withGrid(() => import('../features/edi/routes/EdiPage.tsx')) },
                  { path: 'interchanges/:interchangeId', lazy: () => import('../features/edi/routes/EdiInterchangePage.tsx') },
                ],
              },
              {
                path: 'settings/single-sign-on',
                handle: { title: 'Single sign-on' } satisfies TitledHandle,
                lazy: () => import('./RequireAdmin.tsx'),
                children: [{ index: true, lazy: () => import('../features/sso/routes/SsoSettingsPage.tsx') }],
              },
              {
                path: 'contacts',
                lazy: () => import('../features/contacts/routes/ContactsLayout.tsx'),
                children: [
                  { index: true, lazy: () => import('../features/contacts/routes/CompanyContactsPage.tsx') },
                  { path: 'representatives', lazy: () => import('../features/contacts/routes/RepresentativesPage.tsx') },
                ],
              },
              { path: 'account/password', lazy: () => import('../features/auth/routes/ChangePasswordPage.tsx') },
              { path: 'account/second-factor', lazy: () => import('../features/second-factor/routes/SecondFactorPage.tsx') },
              { path: 'account/sessions', lazy: () => import('../features/sessions/routes/SessionsPage.tsx') },
              { path: 'web-design', lazy: () => import('../features/showcase/routes/WebDesignPage.tsx') },
            ],
          },
          // the operations console (/ops) is added here when a /ops path is entered: app/ops/ops-routes.tsx
          // a person of several suppliers chooses one (after sign-in, or "Switch supplier"), outside the main layout
          { path: '/choose-supplier', lazy: () => import('../features/memberships/routes/ChooseSupplierPage.tsx') },
          // printable sheets sit outside the main layout
          {
            path: '/print',
            children: [
              { index: true, ...placeholder('Print') },
              { path: 'order', lazy: () => import('../features/orders/print/PrintOrdersPage.tsx') },
            ],
          },
        ],
      },
      {
        element: <RequireQueryToken missing="home" />,
        children: [{ path: '/supplier-application', lazy: () => import('../features/application/routes/SupplierApplicationPage.tsx') }],
      },
    ],
  },
  {
    element: <SignedOutOnly />,
    children: [
      { path: '/login', lazy: () => import('../features/auth/routes/LoginPage.tsx') },
      { path: '/login/sso', lazy: () => import('../features/auth/routes/SsoSignInPage.tsx') },
      { path: '/request-password-reset', lazy: () => import('../features/auth/routes/RequestPasswordResetPage.tsx') },
    ],
  },
  {
    element: <RequireQueryToken />,
    children: [
      { path: '/password-reset', lazy: () => import('../features/auth/routes/PasswordResetPage.tsx') },
      { path: '/password-create', lazy: () => import('../features/auth/routes/PasswordCreatePage.tsx') },
    ],
  },
  { path: '/auth', lazy: () => import('../features/auth/routes/AuthLandingPage.tsx') },
  // single sign-on: the provider's answer, and a domain's verification mail's link (docs/decisions/auth.md)
  { path: '/sso/callback', lazy: () => import('../features/auth/routes/SsoCallbackPage.tsx') },
  { path: '/sso/domain-verification', lazy: () => import('../features/sso/routes/SsoDomainVerificationPage.tsx') },
  { path: '*', element: <NotFoundPage /> },
]);

/**
 * The console's route table, added under the signed-in guard when a /ops path is first entered (a link, a typed address,
 * an operator's sign-in): until then /ops matches only the table's not-found splat, and React Router asks here for
 * routes of a path that a splat or a parameter matched. Added once (the console's route has an id).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!matchPath({ path: '/ops', end: false }, path)) return;
  const { consoleRoutes } = await import('./ops/ops-routes.tsx');
  patch(SIGNED_IN_ROUTE_ID, consoleRoutes);
};

/** The browser router; an expired session navigates to login without a reload. */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation });
  onSessionExpired((loginPath) => router.navigate(loginPath, { replace: true }));
  return router;
}

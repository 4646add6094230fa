// The operations console's route table (/ops) with its frame (OpsLayout: the console's navigation, the operator check):
// one chunk, added to the router under the signed-in guard when a /ops path is entered (app/router.tsx,
// patchRoutesOnNavigation), so the supplier's first download carries none of it (docs/decisions/delivery.md). Each
// area's console screens live in features/<area>/ops (docs/decisions/house-web.md).
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/feedback/NotFoundPage.tsx';
import { withErrorElements } from '../route-elements.tsx';
import { OpsLayout } from './OpsLayout.tsx';

/** One of the console's four decision queues: one module holds the four screens. */
const queueScreen = (name: 'PriceChangesPage' | 'CancellationsPage' | 'InvoicesPage' | 'LtlShipmentsPage') => async () => ({
  Component: (await import('../../features/orders/ops/queue-pages.tsx'))[name],
});

/** The console's route, by its id added once however often a /ops path is entered. */
export const CONSOLE_ROUTE_ID = 'ops';

export const consoleRoutes: RouteObject[] = withErrorElements([
  {
    id: CONSOLE_ROUTE_ID,
    path: '/ops',
    Component: OpsLayout,
    children: [
      { index: true, lazy: () => import('./OpsOverviewPage.tsx') },
      { path: 'price-changes', lazy: queueScreen('PriceChangesPage') },
      { path: 'cancellations', lazy: queueScreen('CancellationsPage') },
      { path: 'invoices', lazy: queueScreen('InvoicesPage') },
      { path: 'ltl-shipments', lazy: queueScreen('LtlShipmentsPage') },
      { path: 'orders/new', lazy: () => import('../../features/orders/ops/NewOrderPage.tsx') },
      { path: 'orders/:orderId', lazy: () => import('../../features/orders/detail/ops/OpsOrderPage.tsx') },
      { path: 'credit-requests', lazy: () => import('../../features/accounting/ops/OpsCreditRequestsPage.tsx') },
      { path: 'invitations', lazy: () => import('../../features/application/ops/InvitationsPage.tsx') },
      { path: 'applications', lazy: () => import('../../features/application/ops/ApplicationsPage.tsx') },
      { path: 'suppliers', lazy: () => import('../../features/suppliers/ops/SuppliersPage.tsx') },
      { path: 'suppliers/:supplierId', lazy: () => import('../../features/suppliers/ops/SupplierPage.tsx') },
      { path: 'suppliers/:supplierId/edi', lazy: () => import('../../features/edi/ops/OpsEdiPartnerPage.tsx') },
      { path: 'payment-terms', lazy: () => import('../../features/payments/ops/PaymentTermsPage.tsx') },
      { path: 'deduction-rules', lazy: () => import('../../features/payments/ops/DeductionRulesPage.tsx') },
      { path: 'payment-calendar', lazy: () => import('../../features/payments/ops/PaymentCalendarPage.tsx') },
      { path: 'payment-runs', lazy: () => import('../../features/payments/ops/PaymentRunPage.tsx') },
      { path: 'disputes', lazy: () => import('../../features/payments/ops/DisputesQueuePage.tsx') },
      { path: 'cases', lazy: () => import('../../features/cases/ops/OpsCasesPage.tsx') },
      { path: 'cases/categories', lazy: () => import('../../features/cases/ops/CaseCategoriesPage.tsx') },
      { path: 'cases/:caseId', lazy: () => import('../../features/cases/ops/OpsCasePage.tsx') },
      { path: 'performance', lazy: () => import('../../features/performance/ops/PerformanceScorecardsPage.tsx') },
      { path: 'performance/standards', lazy: () => import('../../features/performance/ops/PerformanceStandardsPage.tsx') },
      { path: 'sso-domain-claims', lazy: () => import('../../features/sso/ops/OpsSsoDomainClaimsPage.tsx') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

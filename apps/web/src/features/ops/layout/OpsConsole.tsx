// The whole console (/ops/*) as one lazily loaded route: its own route table (descendant routes) keeps the app's
// first download free of the console's screens; each screen is a further lazy chunk. Each area of the console adds
// its screens to SCREENS and its navigation item to ops-nav-items.tsx (app/router.tsx stays as it is).
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { OpsLayout } from './OpsLayout.tsx';

const screen = (load: () => Promise<{ Component: React.ComponentType }>) => lazy(async () => ({ default: (await load()).Component }));
const Overview = screen(() => import('../routes/OpsOverviewPage.tsx'));
const PriceChanges = screen(() => import('../routes/PriceChangesRoute.tsx'));
const Cancellations = screen(() => import('../routes/CancellationsRoute.tsx'));
const Invoices = screen(() => import('../routes/InvoicesRoute.tsx'));
const LtlShipments = screen(() => import('../routes/LtlShipmentsRoute.tsx'));
const NewOrder = screen(() => import('../routes/NewOrderPage.tsx'));
// onboarding, suppliers and credit requests: one chunk for the five screens (part-b-routes.ts)
const partB = () => import('../part-b-routes.ts');
const CreditRequests = screen(async () => ({ Component: (await partB()).OpsCreditRequestsPage }));
const Invitations = screen(async () => ({ Component: (await partB()).InvitationsPage }));
const Applications = screen(async () => ({ Component: (await partB()).ApplicationsPage }));
const Suppliers = screen(async () => ({ Component: (await partB()).SuppliersPage }));
const Supplier = screen(async () => ({ Component: (await partB()).SupplierPage }));

const SCREENS: [path: string | null, Screen: React.ComponentType][] = [
  [null, Overview],
  ['price-changes', PriceChanges],
  ['cancellations', Cancellations],
  ['invoices', Invoices],
  ['ltl-shipments', LtlShipments],
  ['orders/new', NewOrder],
  ['credit-requests', CreditRequests],
  ['invitations', Invitations],
  ['applications', Applications],
  ['suppliers', Suppliers],
  ['suppliers/:supplierId', Supplier],
];

export function OpsConsole() {
  return (
    <Routes>
      <Route element={<OpsLayout />}>
        {SCREENS.map(([path, Screen]) => {
          const element = (
            <Suspense fallback={<PageProgress />}>
              <Screen />
            </Suspense>
          );
          return path === null ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export const Component = OpsConsole;

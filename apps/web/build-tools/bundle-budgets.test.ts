import { describe, expect, it } from 'vitest';
import {
  CONSOLE_ROUTES,
  GRID_FIRST_PAINT_MAX_KB,
  gridFirstPaintBudgets,
  ROUTE_MAX_KB,
  checkBudgets,
  routeBudgets,
  routesPullingSpreadsheets,
  staticClosure,
  type Manifest,
} from './bundle-budgets.ts';

// A small build: the HTML entry, a login route, a shell with a grid route, a lazily loaded spreadsheet library.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_grid.js': { file: 'assets/grid.js', imports: ['_react.js'] },
  'src/features/auth/routes/LoginPage.tsx': { file: 'assets/LoginPage.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/layout/AppShell.tsx': { file: 'assets/AppShell.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/features/orders/list/OrdersPage.tsx': {
    file: 'assets/OrdersPage.js',
    isDynamicEntry: true,
    imports: ['index.html', '_grid.js'],
    dynamicImports: ['../../node_modules/@e965/xlsx/xlsx.mjs'],
  },
  '../../node_modules/@e965/xlsx/xlsx.mjs': { file: 'assets/xlsx.js', src: '../../node_modules/@e965/xlsx/xlsx.mjs', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/index.css': 1_000,
  'assets/react.js': 50_000,
  'assets/grid.js': 200_000,
  'assets/LoginPage.js': 5_000,
  'assets/AppShell.js': 10_000,
  'assets/OrdersPage.js': 9_000,
  'assets/xlsx.js': 100_000,
};
const sizeOf = (file: string) => sizes[file]!;

describe('bundle budgets', () => {
  it('counts a route with its static imports and CSS, not what it imports dynamically', () => {
    expect(staticClosure(manifest, ['index.html', 'src/features/orders/list/OrdersPage.tsx']).sort()).toEqual(
      ['assets/OrdersPage.js', 'assets/grid.js', 'assets/index.css', 'assets/index.js', 'assets/react.js'].sort(),
    );
  });

  it('fails a budget by one byte over and passes it at the limit', () => {
    const login = { name: 'login', entries: ['index.html', 'src/features/auth/routes/LoginPage.tsx'] };
    expect(checkBudgets(manifest, sizeOf, [{ ...login, maxKb: 96 }])[0]).toMatchObject({ bytes: 96_000, ok: true });
    expect(checkBudgets(manifest, sizeOf, [{ ...login, maxKb: 95.999 }])[0]).toMatchObject({ bytes: 96_000, ok: false });
  });

  it('counts only what a route adds to the pages already loaded', () => {
    const [grid] = checkBudgets(manifest, sizeOf, [
      {
        name: 'grid',
        entries: ['index.html', 'src/app/layout/AppShell.tsx', 'src/features/orders/list/OrdersPage.tsx'],
        beyond: ['index.html', 'src/app/layout/AppShell.tsx'],
        maxKb: 209,
      },
    ]);
    expect(grid).toMatchObject({ bytes: 209_000, ok: true, files: ['assets/OrdersPage.js', 'assets/grid.js'] });
  });

  it('names a route that imports the spreadsheet library statically', () => {
    expect(routesPullingSpreadsheets(manifest)).toEqual([]);
    const eager: Manifest = {
      ...manifest,
      'src/features/orders/list/OrdersPage.tsx': {
        file: 'assets/OrdersPage.js',
        imports: ['index.html', '../../node_modules/@e965/xlsx/xlsx.mjs'],
      },
    };
    expect(routesPullingSpreadsheets(eager)).toEqual(['src/features/orders/list/OrdersPage.tsx']);
  });

  it('says which entry is missing when a route was renamed', () => {
    expect(() => staticClosure(manifest, ['src/features/gone/GonePage.tsx'])).toThrow(
      'src/features/gone/GonePage.tsx is not in the build manifest',
    );
  });

  it('gives every screen of the route tables its budget beyond its frame, read from their sources', () => {
    const router = `
      { path: '/', lazy: async () => ({ Component: (await import('./layout/AppShell.tsx')).AppShell }), children: [
        { path: 'orders', lazy: withGrid(() => import('../features/orders/list/OrdersPage.tsx')) },
        { path: 'users', lazy: () => import('./RequireAdmin.tsx'), children: [{ lazy: () => import('../features/users/routes/UsersPage.tsx') }] },
      ] },
      { path: '/choose-supplier', lazy: () => import('../features/memberships/routes/ChooseSupplierPage.tsx') },
      { path: '/print', children: [{ path: 'order', lazy: () => import('../features/orders/print/PrintOrdersPage.tsx') }] },
      { element: <RequireQueryToken missing="home" />, children: [] },
      { path: '/login', lazy: () => import('../features/auth/routes/LoginPage.tsx') },`;
    const console_ = `
      { id: 'ops', path: '/ops', Component: OpsLayout, children: [
        { index: true, lazy: () => import('./OpsOverviewPage.tsx') },
        { path: 'suppliers', lazy: () => import('../../features/suppliers/ops/SuppliersPage.tsx') },
      ] },`;
    const shell = ['index.html', 'src/app/QueryLayout.tsx', 'src/app/layout/AppShell.tsx'];
    const consoleFrame = ['index.html', 'src/app/QueryLayout.tsx', CONSOLE_ROUTES];
    const queryLayout = ['index.html', 'src/app/QueryLayout.tsx'];
    const standalone = { maxKb: ROUTE_MAX_KB.standalone, targetKb: 120 };
    expect(routeBudgets({ router, console: console_ })).toEqual([
      {
        name: 'features/orders/list/OrdersPage.tsx (beyond its frame)',
        entries: [...shell, 'src/features/orders/list/OrdersPage.tsx', 'src/components/data-grid/ServerDataGrid.tsx'],
        beyond: shell,
        maxKb: ROUTE_MAX_KB.grid,
      },
      {
        name: 'features/users/routes/UsersPage.tsx (beyond its frame)',
        entries: [...shell, 'src/features/users/routes/UsersPage.tsx'],
        beyond: shell,
        maxKb: ROUTE_MAX_KB.other,
      },
      {
        // opened on its own after sign-in, in the query cache's layout
        name: 'features/memberships/routes/ChooseSupplierPage.tsx (beyond its frame)',
        entries: [...queryLayout, 'src/features/memberships/routes/ChooseSupplierPage.tsx'],
        beyond: queryLayout,
        ...standalone,
      },
      {
        name: 'features/orders/print/PrintOrdersPage.tsx (beyond its frame)',
        entries: [...queryLayout, 'src/features/orders/print/PrintOrdersPage.tsx'],
        beyond: queryLayout,
        ...standalone,
      },
      {
        name: 'features/auth/routes/LoginPage.tsx (beyond its frame)',
        entries: ['index.html', 'src/features/auth/routes/LoginPage.tsx'],
        beyond: ['index.html'],
        ...standalone,
      },
      {
        name: 'app/ops/OpsOverviewPage.tsx (beyond its frame)',
        entries: [...consoleFrame, 'src/app/ops/OpsOverviewPage.tsx'],
        beyond: consoleFrame,
        maxKb: ROUTE_MAX_KB.other,
      },
      {
        name: 'features/suppliers/ops/SuppliersPage.tsx (beyond its frame)',
        entries: [...consoleFrame, 'src/features/suppliers/ops/SuppliersPage.tsx'],
        beyond: consoleFrame,
        maxKb: ROUTE_MAX_KB.other,
      },
    ]);
  });

  it('fails loudly when a route table no longer has a frame the budgets are placed by', () => {
    const console_ = `{ id: 'ops', path: '/ops', children: [] }`;
    expect(() => routeBudgets({ router: `{ path: '/print' }`, console: console_ })).toThrow("no longer has path: '/choose-supplier'");
    const router = `{ path: '/choose-supplier' }, { element: <RequireQueryToken missing="home" /> }`;
    expect(() => routeBudgets({ router, console: '{ children: [] }' })).toThrow("ops-routes.tsx no longer has path: '/ops'");
  });

  it('gives each grid route a budget of its cold load until its first paint: the HTML, every lazy layout around it, the page', () => {
    const router = `
      { lazy: () => import('./QueryLayout.tsx'), children: [
        { element: <RequireSignIn />, children: [
          { path: '/', lazy: async () => ({ Component: (await import('./layout/AppShell.tsx')).AppShell }), children: [
            { path: 'orders', lazy: withGrid(() => import('../features/orders/list/OrdersPage.tsx')) },
            { path: 'orders/:id', lazy: () => import('../features/orders/detail/OrderDetailPage.tsx') },
            { path: 'payments', lazy: () => import('./RequireAdmin.tsx'), children: [
              { lazy: () => import('../features/payments/routes/PaymentsLayout.tsx'), children: [
                { path: 'invoices', lazy: withGrid(() => import('../features/payments/routes/PaymentInvoicesPage.tsx')) },
              ] },
            ] },
          ] },
        ] },
      ] },`;
    const shell = ['index.html', 'src/app/QueryLayout.tsx', 'src/app/layout/AppShell.tsx'];
    expect(gridFirstPaintBudgets({ router })).toEqual([
      {
        name: 'features/orders/list/OrdersPage.tsx cold, until its first paint (AG Grid after)',
        entries: [...shell, 'src/features/orders/list/OrdersPage.tsx'],
        maxKb: GRID_FIRST_PAINT_MAX_KB,
      },
      {
        name: 'features/payments/routes/PaymentInvoicesPage.tsx cold, until its first paint (AG Grid after)',
        entries: [
          ...shell,
          'src/app/RequireAdmin.tsx',
          'src/features/payments/routes/PaymentsLayout.tsx',
          'src/features/payments/routes/PaymentInvoicesPage.tsx',
        ],
        maxKb: GRID_FIRST_PAINT_MAX_KB,
      },
    ]);
  });
});

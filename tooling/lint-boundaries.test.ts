// Proves that each import boundary of docs/architecture.md is enforced by `npm run lint`: every forbidden arrow gets
// the rule's error and every allowed one gets none. The importing file is virtual (lintText); what it imports exists,
// either in the repository today or in tooling/lint-fixtures, a copy of the target layout the lint config covers too.
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { MAX_ROUTE_FUNCTION_LINES } from './eslint/thin-routes.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = 'tooling/lint-fixtures';
// ignore: false so that the fixtures folder, which the normal lint run skips, is linted here
const eslint = new ESLint({ cwd: repo, overrideConfigFile: `${repo}eslint.config.js`, ignore: false });

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repo}${filePath}` });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal, `${filePath} must parse`).toEqual([]);
  return result!.messages;
}

type Arrow = { from: string; imports: string; because?: string };

const boundaryCases: { rule: string; forbidden: Arrow[]; allowed: Arrow[] }[] = [
  {
    rule: 'web: a feature imports no other feature and not app/',
    forbidden: [
      {
        from: `${FIXTURES}/apps/web/src/features/dashboard/Probe.tsx`,
        imports: '../auth/api.ts',
        because: 'features/dashboard imports no other feature',
      },
      {
        from: `${FIXTURES}/apps/web/src/features/auth/Probe.tsx`,
        imports: '../orders/list/OrdersPage.tsx',
        because: 'features/auth imports no other feature',
      },
      {
        from: `${FIXTURES}/apps/web/src/features/orders/detail/Probe.tsx`,
        imports: '../../dashboard/DashboardPage.tsx',
        because: 'features/orders imports no other feature',
      },
      {
        from: `${FIXTURES}/apps/web/src/features/dashboard/Probe.tsx`,
        imports: '../../app/router.tsx',
        because: 'a feature does not import the app shell',
      },
      // the same rule on today's tree
      {
        from: 'apps/web/src/features/dashboard/Probe.tsx',
        imports: '../auth/api.ts',
        because: 'features/dashboard imports no other feature',
      },
    ],
    allowed: [
      { from: `${FIXTURES}/apps/web/src/features/dashboard/Probe.tsx`, imports: './DashboardPage.tsx' },
      { from: `${FIXTURES}/apps/web/src/features/dashboard/Probe.tsx`, imports: '../../components/feedback/Notice.tsx' },
      { from: `${FIXTURES}/apps/web/src/features/dashboard/Probe.tsx`, imports: '../../lib/http.ts' },
      { from: `${FIXTURES}/apps/web/src/app/Probe.tsx`, imports: '../features/orders/list/OrdersPage.tsx' },
      { from: 'apps/web/src/features/auth/Probe.tsx', imports: './api.ts' },
    ],
  },
  {
    rule: 'web: components/ and lib/ import no feature and not app/',
    forbidden: [
      {
        from: `${FIXTURES}/apps/web/src/components/feedback/Probe.tsx`,
        imports: '../../features/dashboard/DashboardPage.tsx',
        because: 'components/ and lib/ are shared',
      },
      { from: `${FIXTURES}/apps/web/src/lib/probe.ts`, imports: '../app/router.tsx', because: 'components/ and lib/ are shared' },
      { from: 'apps/web/src/lib/probe.ts', imports: '../features/auth/api.ts', because: 'components/ and lib/ are shared' },
    ],
    allowed: [
      { from: `${FIXTURES}/apps/web/src/components/feedback/Probe.tsx`, imports: '../../lib/http.ts' },
      { from: `${FIXTURES}/apps/web/src/lib/probe.ts`, imports: './http.ts' },
    ],
  },
  {
    rule: 'web: the parts of an area import only its api/ and shared/',
    forbidden: [
      {
        from: `${FIXTURES}/apps/web/src/features/orders/detail/Probe.tsx`,
        imports: '../list/OrdersPage.tsx',
        because: 'features/orders/detail imports only features/orders/api and features/orders/shared',
      },
      {
        from: `${FIXTURES}/apps/web/src/features/orders/print/Probe.tsx`,
        imports: '../detail/OrderDetailPage.tsx',
        because: 'features/orders/print imports only',
      },
      {
        from: `${FIXTURES}/apps/web/src/features/orders/list/Probe.tsx`,
        imports: '../print/PrintOrdersPage.tsx',
        because: 'features/orders/list imports only',
      },
      {
        from: `${FIXTURES}/apps/web/src/features/orders/shared/Probe.tsx`,
        imports: '../list/OrdersPage.tsx',
        because: 'features/orders/shared is shared by the parts of orders',
      },
    ],
    allowed: [
      { from: `${FIXTURES}/apps/web/src/features/orders/detail/Probe.tsx`, imports: '../api/order-queries.ts' },
      { from: `${FIXTURES}/apps/web/src/features/orders/detail/Probe.tsx`, imports: '../shared/OrderStatusChip.tsx' },
      { from: `${FIXTURES}/apps/web/src/features/orders/print/Probe.tsx`, imports: './PrintOrdersPage.tsx' },
      { from: `${FIXTURES}/apps/web/src/features/orders/shared/Probe.tsx`, imports: '../api/order-queries.ts' },
    ],
  },
  {
    rule: 'api: a module imports another module only through its index.ts',
    forbidden: [
      {
        from: `${FIXTURES}/apps/api/src/modules/auth/probe.ts`,
        imports: '../orders/core/order-lock.ts',
        because: 'modules/auth imports another module only through its index.ts',
      },
      {
        from: `${FIXTURES}/apps/api/src/modules/orders/list/probe.ts`,
        imports: '../../auth/auth.routes.ts',
        because: 'modules/orders imports another module only through its index.ts',
      },
      // the same rule on today's tree
      {
        from: 'apps/api/src/modules/health/probe.ts',
        imports: '../auth/auth.service.ts',
        because: 'modules/health imports another module only through its index.ts',
      },
      {
        from: `${FIXTURES}/apps/api/src/platform/probe.ts`,
        imports: '../modules/orders/index.ts',
        because: 'platform/ and db/ are shared: they import no module',
      },
      {
        from: 'apps/api/src/app.ts',
        imports: './modules/auth/auth.routes.ts',
        because: 'app.ts and server.ts import a module only through its index.ts',
      },
      {
        from: 'apps/api/src/server.ts',
        imports: './modules/orders/orders.routes.ts',
        because: 'app.ts and server.ts import a module only through its index.ts',
      },
    ],
    allowed: [
      { from: `${FIXTURES}/apps/api/src/modules/auth/probe.ts`, imports: '../orders/index.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/orders/list/probe.ts`, imports: '../../auth/index.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/auth/probe.ts`, imports: './auth.routes.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/auth/probe.ts`, imports: '../../platform/clock.ts' },
      { from: 'apps/api/src/modules/health/probe.ts', imports: '../../platform/clock.ts' },
      { from: 'apps/api/src/app.ts', imports: './modules/auth/index.ts' },
      { from: 'apps/api/src/app.ts', imports: './platform/clock.ts' },
    ],
  },
  {
    rule: 'api: the parts of a module import its core/, not each other',
    forbidden: [
      {
        from: `${FIXTURES}/apps/api/src/modules/orders/detail/probe.ts`,
        imports: '../list/list.routes.ts',
        because: 'modules/orders/detail imports modules/orders/core, not another part',
      },
      {
        from: `${FIXTURES}/apps/api/src/modules/orders/labels/probe.ts`,
        imports: '../detail/detail.routes.ts',
        because: 'modules/orders/labels imports modules/orders/core',
      },
      {
        from: `${FIXTURES}/apps/api/src/modules/orders/list/probe.ts`,
        imports: '../index.ts',
        because: 'modules/orders/list imports modules/orders/core, not another part nor index.ts',
      },
      {
        from: `${FIXTURES}/apps/api/src/modules/orders/core/probe.ts`,
        imports: '../labels/labels.routes.ts',
        because: 'modules/orders/core is shared by the parts of orders',
      },
    ],
    allowed: [
      { from: `${FIXTURES}/apps/api/src/modules/orders/labels/probe.ts`, imports: '../core/order-lock.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/orders/detail/probe.ts`, imports: './detail.routes.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/orders/detail/probe.ts`, imports: '../../../db/client.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/orders/probe.ts`, imports: './list/list.routes.ts' },
    ],
  },
  {
    rule: "api: in a module without core/, a part imports the module's files (not index.ts), not another part",
    forbidden: [
      {
        from: `${FIXTURES}/apps/api/src/modules/accounting/ops/probe.ts`,
        imports: '../memos/credit-memo.ts',
        because: 'modules/accounting/ops imports the files of modules/accounting (not index.ts), not another part',
      },
      {
        from: `${FIXTURES}/apps/api/src/modules/accounting/ops/probe.ts`,
        imports: '../index.ts',
        because: 'modules/accounting/ops imports the files of modules/accounting (not index.ts)',
      },
      {
        from: `${FIXTURES}/apps/api/src/modules/accounting/probe.ts`,
        imports: './ops/credit.routes.ts',
        because: 'the files of modules/accounting are shared by its parts: they import no part',
      },
      // the same rule on today's tree
      {
        from: 'apps/api/src/modules/application/ops/probe.ts',
        imports: '../index.ts',
        because: 'modules/application/ops imports the files of modules/application (not index.ts)',
      },
      {
        from: 'apps/api/src/modules/application/probe.ts',
        imports: './ops/onboarding.routes.ts',
        because: 'the files of modules/application are shared by its parts',
      },
    ],
    allowed: [
      { from: `${FIXTURES}/apps/api/src/modules/accounting/ops/probe.ts`, imports: '../credit-requests.service.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/accounting/ops/probe.ts`, imports: './credit.routes.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/accounting/index.ts`, imports: './ops/credit.routes.ts' },
      { from: `${FIXTURES}/apps/api/src/modules/accounting/probe.test.ts`, imports: './ops/credit.routes.ts' },
      { from: 'apps/api/src/modules/application/ops/probe.ts', imports: '../invitations.service.ts' },
    ],
  },
  {
    rule: 'contracts: an area imports another only through platform/, the top-level files or a listed arrow',
    forbidden: [
      {
        from: `${FIXTURES}/packages/contracts/src/orders/probe.ts`,
        imports: '../payments/payments.schemas.ts',
        because: 'contracts/orders imports another area only through platform/',
      },
      {
        from: `${FIXTURES}/packages/contracts/src/payments/probe.ts`,
        imports: '../orders/orders.schemas.ts',
        because: 'contracts/payments imports another area only through platform/',
      },
      {
        from: `${FIXTURES}/packages/contracts/src/orders/probe.ts`,
        imports: '../index.ts',
        because: 'contracts/orders imports another area only through platform/',
      },
      {
        from: `${FIXTURES}/packages/contracts/src/platform/probe.ts`,
        imports: '../orders/orders.enums.ts',
        because: "contracts' platform/ and top-level files are shared by every area: they import no area",
      },
      {
        from: `${FIXTURES}/packages/contracts/src/probe.ts`,
        imports: './orders/orders.enums.ts',
        because: "contracts' platform/ and top-level files are shared by every area",
      },
      // the same rule on today's tree: an area's ops/ folder is the area's, not the console's
      {
        from: 'packages/contracts/src/orders/ops/probe.ts',
        imports: '../../accounting/accounting.enums.ts',
        because: 'contracts/orders imports another area only through platform/',
      },
      {
        from: 'packages/contracts/src/users/probe.ts',
        imports: '../contacts/contacts.schemas.ts',
        because: 'contracts/users imports another area only through platform/',
      },
      {
        from: 'packages/contracts/src/ops/probe.ts',
        imports: '../orders/orders.schemas.ts',
        because: 'contracts/ops imports another area only through platform/',
      },
    ],
    allowed: [
      { from: `${FIXTURES}/packages/contracts/src/orders/probe.ts`, imports: './orders.enums.ts' },
      { from: `${FIXTURES}/packages/contracts/src/orders/probe.ts`, imports: '../platform/ids.ts' },
      { from: `${FIXTURES}/packages/contracts/src/orders/probe.ts`, imports: '../money.ts' },
      { from: `${FIXTURES}/packages/contracts/src/payments/probe.ts`, imports: '../orders/orders.enums.ts' },
      { from: `${FIXTURES}/packages/contracts/src/ops/probe.ts`, imports: '../orders/orders.enums.ts' },
      { from: `${FIXTURES}/packages/contracts/src/orders/probe.test.ts`, imports: '../payments/payments.schemas.ts' },
      { from: 'packages/contracts/src/orders/ops/probe.ts', imports: '../orders.schemas.ts' },
      { from: 'packages/contracts/src/users/probe.ts', imports: '../platform/contact-fields.ts' },
      { from: 'packages/contracts/src/accounting/ops/probe.ts', imports: '../../documents/documents.schemas.ts' },
    ],
  },
  {
    rule: 'api: an area that publishes domain events imports none of the areas that react to them',
    forbidden: [
      {
        from: 'apps/api/src/modules/orders/core/probe.ts',
        imports: '../../performance/index.ts',
        because: 'modules/orders publishes events that performance, integrations, payments, edi, cases react to',
      },
      {
        from: 'apps/api/src/modules/orders/probe.ts',
        imports: '../integrations/index.ts',
        because: 'modules/orders publishes events that performance, integrations, payments, edi, cases react to',
      },
      {
        from: 'apps/api/src/modules/orders/detail/probe.ts',
        imports: '../../payments/index.ts',
        because: 'modules/orders publishes events that performance, integrations, payments, edi, cases react to',
      },
      {
        from: 'apps/api/src/modules/payments/probe.ts',
        imports: '../integrations/index.ts',
        because: 'modules/payments publishes events that performance, integrations, cases, edi react to',
      },
      {
        // a dispute decided from a case: the cases area reacts to dispute.decided (docs/decisions/cases.md)
        from: 'apps/api/src/modules/payments/probe.ts',
        imports: '../cases/index.ts',
        because: 'modules/payments publishes events that performance, integrations, cases, edi react to',
      },
      {
        // a cancellation decided from a case: the cases area reacts to order.changed (docs/decisions/cases.md)
        from: 'apps/api/src/modules/orders/detail/probe.ts',
        imports: '../../cases/index.ts',
        because: 'modules/orders publishes events that performance, integrations, payments, edi, cases react to',
      },
      {
        // a credit request decided from a case: the cases area reacts to credit-request.withdrawn and .kept
        from: 'apps/api/src/modules/accounting/probe.ts',
        imports: '../cases/index.ts',
        because: 'modules/accounting publishes events that integrations, cases react to',
      },
      {
        from: 'apps/api/src/modules/accounting/probe.ts',
        imports: '../integrations/index.ts',
        because: 'modules/accounting publishes events that integrations, cases react to',
      },
      {
        from: 'apps/api/src/domain-subscribers.ts',
        imports: './modules/orders/orders.subscribers.ts',
        because: 'import a module only through its index.ts',
      },
    ],
    allowed: [
      // the reacting areas read what they react to
      { from: 'apps/api/src/modules/payments/probe.ts', imports: '../orders/index.ts' },
      { from: 'apps/api/src/modules/performance/probe.ts', imports: '../orders/index.ts' },
      { from: 'apps/api/src/modules/orders/probe.ts', imports: '../../platform/events/domain-events.ts' },
      { from: 'apps/api/src/domain-subscribers.ts', imports: './modules/performance/index.ts' },
    ],
  },
  {
    rule: 'contracts: the gatherers (index.ts, domain-events.ts) import the areas, and no area imports them',
    forbidden: [
      {
        from: 'packages/contracts/src/performance/probe.ts',
        imports: '../domain-events.ts',
        because: 'contracts/performance imports another area only through platform/',
      },
    ],
    allowed: [
      { from: 'packages/contracts/src/domain-events.ts', imports: './orders/order.events.ts' },
      { from: 'packages/contracts/src/payments/probe.ts', imports: '../orders/order.events.ts' },
    ],
  },
  {
    rule: 'contracts imports neither app; the apps do not import each other',
    forbidden: [
      {
        from: `${FIXTURES}/packages/contracts/src/probe.ts`,
        imports: '../../../apps/api/src/platform/clock.ts',
        because: 'contracts imports neither app',
      },
      {
        from: `${FIXTURES}/apps/web/src/lib/probe.ts`,
        imports: '../../../api/src/platform/clock.ts',
        because: 'the web app never imports the API',
      },
      {
        from: `${FIXTURES}/apps/api/src/platform/probe.ts`,
        imports: '../../../web/src/lib/http.ts',
        because: 'the API never imports the web app',
      },
    ],
    allowed: [
      { from: `${FIXTURES}/apps/web/src/lib/probe.ts`, imports: '../../../../packages/contracts/src/index.ts' },
      { from: `${FIXTURES}/apps/api/src/platform/probe.ts`, imports: '../../../../packages/contracts/src/index.ts' },
    ],
  },
];

const RESTRICTED = 'import-x/no-restricted-paths';

describe.each(boundaryCases)('$rule', ({ forbidden, allowed }) => {
  it.each(forbidden)('refuses $from -> $imports', async ({ from, imports, because }) => {
    const messages = (await lint(from, `import '${imports}';\n`)).filter((message) => message.ruleId === RESTRICTED);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain(because);
  });
  it.each(allowed)('allows $from -> $imports', async ({ from, imports }) => {
    const messages = (await lint(from, `import '${imports}';\n`)).filter((message) => message.ruleId?.startsWith('import-x/'));
    expect(messages).toEqual([]);
  });
});

const SCHEMA_OWNER = 'portal/schema-owner';

describe("portal/schema-owner: a table's schema is imported only by its module", () => {
  it.each([
    { from: `${FIXTURES}/apps/api/src/modules/auth/probe.ts`, code: "import { orders } from '../../db/schema/index.ts';" },
    { from: `${FIXTURES}/apps/api/src/modules/auth/probe.ts`, code: "import { orders } from '../../db/schema/orders.ts';" },
    { from: `${FIXTURES}/apps/api/src/modules/orders/list/probe.ts`, code: "import { refreshTokens } from '../../../db/schema/index.ts';" },
    // today's tree: the health module and the accounting area read no order table, the orders area no credit request
    { from: 'apps/api/src/modules/health/probe.ts', code: "import { orders } from '../../db/schema/index.ts';" },
    { from: 'apps/api/src/modules/orders/core/probe.ts', code: "import type { creditRequests } from '../../../db/schema/index.ts';" },
    { from: 'apps/api/src/modules/accounting/probe.ts', code: "import { orders } from '../../db/schema/index.ts';" },
  ])('refuses $from: $code', async ({ from, code }) => {
    const messages = (await lint(from, `${code}\n`)).filter((message) => message.ruleId === SCHEMA_OWNER);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('belongs to modules/');
  });
  it.each([
    { from: `${FIXTURES}/apps/api/src/modules/orders/core/probe.ts`, code: "import { orders } from '../../../db/schema/index.ts';" },
    { from: `${FIXTURES}/apps/api/src/modules/auth/probe.ts`, code: "import { refreshTokens, users } from '../../db/schema/index.ts';" },
    { from: `${FIXTURES}/apps/api/src/modules/auth/probe.test.ts`, code: "import { orders } from '../../db/schema/index.ts';" },
    {
      from: 'apps/api/src/modules/accounting/probe.ts',
      code: "import { creditRequests, ddrCases, suppliers } from '../../db/schema/index.ts';",
    },
    { from: 'apps/api/src/platform/probe.ts', code: "import { orders } from '../db/schema/index.ts';" },
  ])('allows $from: $code', async ({ from, code }) => {
    const messages = (await lint(from, `${code}\n`)).filter((message) => message.ruleId === SCHEMA_OWNER);
    expect(messages).toEqual([]);
  });
  it('refuses a table no module owns (platform/ keeps it) to every module', async () => {
    const messages = (
      await lint('apps/api/src/modules/health/probe.ts', "import { idempotencyKeys } from '../../db/schema/index.ts';\n")
    ).filter((message) => message.ruleId === SCHEMA_OWNER);
    expect(messages.map((message) => message.message)).toEqual([expect.stringContaining('belongs to modules/none (platform/)')]);
  });
});

describe("the older string rules (no-restricted-imports) on today's paths", () => {
  it.each([
    { from: 'packages/contracts/src/probe.ts', imports: '@portal/api/src/app.ts', message: 'contracts imports neither app' },
    { from: 'packages/contracts/src/probe.ts', imports: '../../../apps/web/src/lib/http.ts', message: 'contracts imports neither app' },
    { from: 'apps/web/src/lib/probe.ts', imports: '../../../api/src/app.ts', message: 'the web app never imports the API' },
    { from: 'apps/api/src/platform/probe.ts', imports: '@portal/web/src/lib/http.ts', message: 'the API never imports the web app' },
    {
      from: 'apps/api/src/platform/probe.test.ts',
      imports: '../../test/helper.ts',
      message: 'API tests take their app from test/test-app.ts',
    },
    { from: 'apps/api/src/platform/probe.test.ts', imports: '@portal/web/src/lib/http.ts', message: 'the API never imports the web app' },
  ])('refuses $from -> $imports', async ({ from, imports, message }) => {
    const messages = (await lint(from, `import '${imports}';\n`)).filter((m) => m.ruleId === 'no-restricted-imports');
    expect(messages.map((m) => m.message).join('\n')).toContain(message);
  });
});

describe("no-restricted-syntax: the API's statements one at a time on a connection, rows locked with ROW_LOCK", () => {
  const syntax = async (from: string, code: string) =>
    (await lint(from, code)).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  it.each([
    'export const f = (db: any, a: any, b: any) => Promise.all([a(db), b(db)]);',
    'export const f = (tx: any, ids: number[], read: any) => Promise.all(ids.map((id) => read(tx, id)));',
    'export const f = (db: any) => Promise.allSettled([db.select(), db.select()]);',
  ])('refuses a Promise.all over the database handle in the API: %s', async (code) => {
    expect((await syntax('apps/api/src/modules/orders/probe.ts', code)).join('\n')).toContain('independentReads');
  });
  it.each([
    {
      from: 'apps/api/src/modules/orders/probe.ts',
      code: 'export const f = (codes: string[], hash: any) => Promise.all(codes.map(hash));',
    },
    {
      from: 'apps/api/src/modules/orders/probe.ts',
      code: 'export const f = async (db: any, a: any, b: any) => [await a(db), await b(db)];',
    },
    {
      from: 'apps/api/src/modules/orders/probe.test.ts',
      code: 'export const f = (db: any, a: any, b: any) => Promise.all([a(db), b(db)]);',
    },
  ])('allows $code in $from', async ({ from, code }) => {
    expect(await syntax(from, code)).toEqual([]);
  });
  it('keeps the row-lock rule beside it', async () => {
    const found = await syntax('apps/api/src/modules/orders/probe.ts', "export const f = (q: any) => q.for('update');");
    expect(found.join('\n')).toContain('ROW_LOCK');
  });
});

type KitCase = { from: string; code: string };
const kitRules: { rule: string; ruleIds: string[]; message: string; forbidden: KitCase[]; allowed: KitCase[] }[] = [
  {
    rule: "web: MUI's Dialog only in components/dialogs/",
    ruleIds: ['@typescript-eslint/no-restricted-imports'],
    message: 'Open a dialog through components/dialogs/',
    forbidden: [
      { from: 'apps/web/src/features/dashboard/Probe.tsx', code: "import { Dialog } from '@mui/material';" },
      { from: 'apps/web/src/features/orders/list/Probe.tsx', code: "import { Button, Dialog } from '@mui/material';" },
      { from: 'apps/web/src/components/feedback/Probe.tsx', code: "import Dialog from '@mui/material/Dialog';" },
      { from: 'apps/web/src/app/ops/Probe.tsx', code: "import Dialog from '@mui/material/Dialog/Dialog';" },
    ],
    allowed: [
      { from: 'apps/web/src/components/dialogs/Probe.tsx', code: "import { Dialog, DialogTitle } from '@mui/material';" },
      { from: 'apps/web/src/components/dialogs/Probe.tsx', code: "import Dialog from '@mui/material/Dialog';" },
      { from: 'apps/web/src/features/dashboard/Probe.tsx', code: "import { Button, DialogContent, DialogTitle } from '@mui/material';" },
      { from: 'apps/web/src/features/dashboard/Probe.test.tsx', code: "import { Dialog } from '@mui/material';" },
    ],
  },
  {
    rule: "web: AG Grid's values only in components/data-grid/ (type-only imports anywhere)",
    ruleIds: ['@typescript-eslint/no-restricted-imports'],
    message: 'AG Grid is used through components/data-grid/',
    forbidden: [
      { from: 'apps/web/src/features/payments/Probe.tsx', code: "import { AgGridReact } from 'ag-grid-react';" },
      { from: 'apps/web/src/features/orders/list/Probe.tsx', code: "import { themeQuartz } from 'ag-grid-community';" },
      { from: 'apps/web/src/components/feedback/Probe.tsx', code: "import { type ColDef, ModuleRegistry } from 'ag-grid-community';" },
    ],
    allowed: [
      { from: 'apps/web/src/components/data-grid/Probe.tsx', code: "import { AgGridReact } from 'ag-grid-react';" },
      { from: 'apps/web/src/components/data-grid/filters/Probe.tsx', code: "import { useGridFilter } from 'ag-grid-react';" },
      { from: 'apps/web/src/features/payments/Probe.tsx', code: "import type { ColDef, ICellRendererParams } from 'ag-grid-community';" },
      { from: 'apps/web/src/features/payments/Probe.test.tsx', code: "import { AgGridReact } from 'ag-grid-react';" },
    ],
  },
  {
    rule: 'web: the network only in lib/http.ts and the listed kit files',
    ruleIds: ['no-restricted-globals', 'no-restricted-properties'],
    message: 'Calls go through lib/http.ts',
    forbidden: [
      { from: 'apps/web/src/features/dashboard/probe.ts', code: "export const load = () => fetch('/api/dashboard');" },
      { from: 'apps/web/src/features/orders/api/probe.ts', code: "export const load = () => window.fetch('/api/orders');" },
      { from: 'apps/web/src/components/spreadsheet/probe.ts', code: 'export const request = new XMLHttpRequest();' },
      { from: 'apps/web/src/lib/probe.ts', code: "export const stream = new EventSource('/api/events');" },
    ],
    allowed: [
      { from: 'apps/web/src/lib/http.ts', code: "export const load = () => fetch('/api/orders');" },
      { from: 'apps/web/src/lib/documents.ts', code: 'export const request = new XMLHttpRequest();' },
      {
        from: 'apps/web/src/lib/monitoring/start-monitoring.ts',
        code: "export const load = (impl: typeof fetch = fetch) => impl('/api/x');",
      },
      { from: 'apps/web/src/features/dashboard/probe.test.ts', code: "export const load = () => fetch('/api/dashboard');" },
      {
        from: 'apps/web/src/features/dashboard/probe.ts',
        code: "import { http } from '../../lib/http.ts';\nexport const load = () => http('/api/dashboard');",
      },
    ],
  },
];

describe.each(kitRules)('$rule', ({ ruleIds, message, forbidden, allowed }) => {
  it.each(forbidden)('refuses $from: $code', async ({ from, code }) => {
    const messages = (await lint(from, `${code}\n`)).filter((m) => ruleIds.includes(m.ruleId ?? ''));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain(message);
  });
  it.each(allowed)('allows $from: $code', async ({ from, code }) => {
    const messages = (await lint(from, `${code}\n`)).filter((m) => ruleIds.includes(m.ruleId ?? ''));
    expect(messages).toEqual([]);
  });
});

describe('import-x/no-cycle and portal/no-type-cycle', () => {
  it('refuses a cycle (cycle-a -> cycle-b -> cycle-a)', async () => {
    const messages = await lint(
      `${FIXTURES}/packages/contracts/src/cycle-a.ts`,
      "import { b } from './cycle-b.ts';\nexport const a = (): number => b();\n",
    );
    expect(messages.filter((message) => message.ruleId === 'import-x/no-cycle')).toHaveLength(1);
  });
  it('refuses a cycle of type-only imports (portal/no-type-cycle; import-x/no-cycle skips them)', async () => {
    const messages = await lint(
      `${FIXTURES}/packages/contracts/src/type-cycle-a.ts`,
      "import type { TypeB } from './type-cycle-b.ts';\nexport interface TypeA {\n  b?: TypeB;\n}\n",
    );
    expect(messages.filter((message) => message.ruleId === 'portal/no-type-cycle')).toHaveLength(1);
    expect(messages.filter((message) => message.ruleId === 'import-x/no-cycle')).toEqual([]);
  });
  it('allows the same type import without the way back', async () => {
    const messages = await lint(
      `${FIXTURES}/packages/contracts/src/probe.ts`,
      "import type { TypeB } from './type-cycle-b.ts';\nexport type C = TypeB;\n",
    );
    expect(messages.filter((message) => message.ruleId?.endsWith('no-cycle') || message.ruleId?.endsWith('no-type-cycle'))).toEqual([]);
  });
  it('allows the same import without the way back', async () => {
    const messages = await lint(
      `${FIXTURES}/packages/contracts/src/probe.ts`,
      "import { b } from './cycle-b.ts';\nexport const c = (): number => b();\n",
    );
    expect(messages.filter((message) => message.ruleId === 'import-x/no-cycle')).toEqual([]);
  });
});

const MAX_LINES = 'max-lines-per-function';

/** A route plugin of `lines` counted lines (the first and the last included), with blank lines and comments between. */
function routePlugin(lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  app.get('/probe-${i}', probeRoute, async () => ${i});\n\n  // a comment\n`);
  return `export const probeRoutes = async (app) => {\n${body.join('')}};\n`;
}

describe('max-lines-per-function: a route file declares and delegates (tooling/eslint/thin-routes.js)', () => {
  const limit = MAX_ROUTE_FUNCTION_LINES;
  it.each([
    `${FIXTURES}/apps/api/src/modules/auth/probe.routes.ts`,
    // today's tree: a module and a part of a split module
    'apps/api/src/modules/health/probe.routes.ts',
    'apps/api/src/modules/orders/labels/probe.routes.ts',
  ])(`refuses a route plugin of ${limit + 1} lines in %s`, async (from) => {
    const messages = (await lint(from, routePlugin(limit + 1))).filter((message) => message.ruleId === MAX_LINES);
    expect(messages.map((message) => message.message)).toEqual([expect.stringContaining(`Maximum allowed is ${limit}`)]);
  });
  it(`allows ${limit} lines, blank lines and comments not counted, and longer functions outside route files`, async () => {
    const within = await lint('apps/api/src/modules/health/probe.routes.ts', routePlugin(limit));
    const service = await lint('apps/api/src/modules/health/probe.service.ts', routePlugin(limit + 1));
    expect([...within, ...service].filter((message) => message.ruleId === MAX_LINES)).toEqual([]);
  });
});

// Lint: TypeScript rules everywhere, React hooks in the web app, and the import boundaries of docs/architecture.md
// (import-x/no-restricted-paths zones from tooling/eslint/import-boundaries.js, import-x/no-cycle, and
// portal/no-type-cycle for the cycles through type-only imports that import-x/no-cycle skips).
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { boundaryZones } from './tooling/eslint/import-boundaries.js';
import { noTypeCycle } from './tooling/eslint/no-type-cycle.js';
import { schemaOwner } from './tooling/eslint/schema-owners.js';
import { MAX_ROUTE_FUNCTION_LINES } from './tooling/eslint/thin-routes.js';

const repo = fileURLToPath(new URL('.', import.meta.url));
// one row lock for a row about to change (db/row-lock.ts): FOR UPDATE would also hold up the inserts that refer to it
const ROW_LOCK_SYNTAX = {
  selector: "CallExpression[callee.property.name='for'][arguments.0.value='update']",
  message:
    'Lock a row you are about to change with ROW_LOCK (db/row-lock.ts), not FOR UPDATE: it also holds up the inserts that refer to the row.',
};
// A request that holds a transaction sends every statement on its one connection, as a db.transaction(...) does: a
// Promise.all over the database handle queues them there (node-postgres warns, pg@9 refuses) without running them
// side by side. independentReads (db/independent-reads.ts) decides instead (docs/decisions/house.md).
const ONE_STATEMENT_AT_A_TIME_SYNTAX = {
  selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^all(Settled)?$/]:has(Identifier[name=/^(db|tx|readDb)$/])",
  message:
    'Run independent reads with independentReads (db/independent-reads.ts), not a Promise.all over the database handle: inside a transaction they share one connection (docs/decisions/house.md, "One statement at a time on a connection").',
};
// The boundary test lints small files in tooling/lint-fixtures (a copy of the target layout), so the zones cover it too.
const LINT_FIXTURES = 'tooling/lint-fixtures';
// the repository's own rules (tooling/eslint/): cycles with type imports counted, each table's schema in its module
const portal = { rules: { 'no-type-cycle': noTypeCycle, 'schema-owner': schemaOwner } };

// The web's kit keeps its library in place (docs/architecture.md, "Boundaries"): MUI's Dialog only in
// components/dialogs/, AG Grid's values only in components/data-grid/, the network only in lib/http.ts and the kit files
// listed below. Type-only AG Grid imports are allowed everywhere: a feature's columns are typed with ColDef and
// ICellRendererParams, and a type import is erased at build, so it brings no AG Grid code, module registration or theme
// into a feature. Tests are exempt (they mock and probe the kit).
const WEB_SRC = 'apps/web/src';
const WEB_TESTS = [`${WEB_SRC}/**/*.test.{ts,tsx}`, `${WEB_SRC}/test/**`];
const MUI_DIALOG_MESSAGE = 'Open a dialog through components/dialogs/ (DialogShell, FormDialog), not MUI Dialog directly.';
const AG_GRID_MESSAGE =
  'AG Grid is used through components/data-grid/ (DataGrid, ServerDataGrid, CompactServerGrid); a type-only import is fine.';
/** The kit's import rule, with the kit folder's own library left out (dialogs: MUI Dialog; dataGrid: AG Grid). */
const kitImports = ({ dialogs = false, dataGrid = false } = {}) => [
  'error',
  {
    paths: dialogs ? [] : [{ name: '@mui/material', importNames: ['Dialog'], message: MUI_DIALOG_MESSAGE }],
    patterns: [
      ...(dialogs ? [] : [{ group: ['@mui/material/Dialog', '@mui/material/Dialog/*'], message: MUI_DIALOG_MESSAGE }]),
      ...(dataGrid
        ? []
        : [
            {
              group: ['ag-grid-community', 'ag-grid-react', 'ag-grid-community/*', 'ag-grid-react/*'],
              allowTypeImports: true,
              message: AG_GRID_MESSAGE,
            },
          ]),
    ],
  },
];
const NETWORK_MESSAGE = 'Calls go through lib/http.ts (bearer, one shared token refresh, the error body as ApiError).';
/** The kit files that talk to the network themselves, each for its reason. */
const WEB_NETWORK_FILES = [
  `${WEB_SRC}/lib/http.ts`, // the one fetch of every API call
  `${WEB_SRC}/lib/documents.ts`, // the upload PUT to a signed address: XMLHttpRequest, because fetch reports no upload progress
  `${WEB_SRC}/lib/monitoring/start-monitoring.ts`, // the entry's monitoring configuration, before any session and without imports
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      'apps/api/test/integration-client/**',
      '**/test-results/**',
      `${LINT_FIXTURES}/**`,
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // the TypeScript parser and extensions, so that no-cycle follows .ts/.tsx imports
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/contracts', 'apps/api', 'apps/web', 'e2e'].map((dir) => `${repo}${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones(repo), ...boundaryZones(`${repo}${LINT_FIXTURES}`)] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', `${LINT_FIXTURES}/**/*.{ts,tsx}`],
    plugins: { portal },
    rules: {
      // ignoreExternal: cycles through node_modules are not ours. Most of the cost is parsing the imported files, not
      // the depth: on 2 cores the whole lint took 14.6 s of CPU with maxDepth 6, 12 or Infinity (11.1 s without no-cycle).
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: Infinity }],
      // the same with type-only imports counted (docs/decisions/house.md)
      'portal/no-type-cycle': 'error',
    },
  },
  {
    // a table's schema is imported only by its module (tests exempt: the rule skips *.test.ts)
    files: ['apps/api/src/modules/**/*.ts', `${LINT_FIXTURES}/apps/api/src/modules/**/*.ts`],
    plugins: { portal },
    rules: { 'portal/schema-owner': 'error' },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/apps/**', '@portal/api*', '@portal/web*'], message: 'contracts imports neither app' }],
          // one door to zod (src/zod.ts): importing z there installs the spec's messages before any schema is built
          paths: [{ name: 'zod', message: "import { z } from the contracts' zod.ts, which installs the spec's messages" }],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/zod.ts', 'packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@portal/api*', '@portal/web*'], message: 'contracts imports neither app' }] },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**', '@portal/web*'], message: 'the API never imports the web app' }] },
      ],
      'no-restricted-syntax': ['error', ROW_LOCK_SYNTAX],
    },
  },
  {
    // the API's code (not its tests, which send statements side by side on purpose): one statement at a time on a
    // connection (docs/decisions/house.md)
    files: ['apps/api/src/**/*.ts', `${LINT_FIXTURES}/apps/api/src/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ROW_LOCK_SYNTAX, ONE_STATEMENT_AT_A_TIME_SYNTAX] },
  },
  {
    // a route file declares and delegates: no function over the limit (tooling/eslint/thin-routes.js)
    files: ['apps/api/src/**/*.routes.ts', `${LINT_FIXTURES}/apps/api/src/**/*.routes.ts`],
    rules: { 'max-lines-per-function': ['error', { max: MAX_ROUTE_FUNCTION_LINES, skipBlankLines: true, skipComments: true }] },
  },
  {
    // One test setup style: a test file gets its app from test/test-app.ts (useTestApp / useTestAppWithFiles, teardown
    // included), never from helper.ts's createTestApp directly.
    files: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '@portal/web*'], message: 'the API never imports the web app' },
            {
              group: ['**/test/helper.ts'],
              message: 'API tests take their app from test/test-app.ts (useTestApp), which builds and closes it',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api/src/**', '@portal/api*'], message: 'the web app never imports the API' }] },
      ],
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': kitImports(),
      'no-restricted-globals': ['error', ...['fetch', 'XMLHttpRequest', 'EventSource'].map((name) => ({ name, message: NETWORK_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['fetch', 'XMLHttpRequest', 'EventSource'].map((property) => ({ object, property, message: NETWORK_MESSAGE })),
        ),
      ],
    },
  },
  {
    files: [`${WEB_SRC}/components/dialogs/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': kitImports({ dialogs: true }) },
  },
  {
    files: [`${WEB_SRC}/components/data-grid/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': kitImports({ dataGrid: true }) },
  },
  {
    files: WEB_NETWORK_FILES,
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
);

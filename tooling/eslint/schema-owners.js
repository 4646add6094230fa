// `portal/schema-owner`: a table's schema (apps/api/src/db/schema/<file>.ts) is imported only by the module that owns
// it, so that the rules on a table live in one area (docs/decisions/house.md). The rule looks at the names a module
// imports, from a schema file or through db/schema/index.ts, finds the file that declares each, and checks the file's
// owners below. Tests (*.test.ts) are exempt: they sit above the modules and check what several areas wrote; so are
// platform/, db/, the seed and the benchmarks, which are not modules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Every module may import these: the tenant, the actor, and a reference list every area shows. */
const SHARED = ['suppliers.ts', 'users.ts', 'carriers.ts'];

/**
 * db/schema/<file>.ts -> the modules that may import it: the owner first, then the other areas that still read or
 * write the table, each for a reason written in docs/decisions/house.md. A new schema file needs its line here.
 */
export const SCHEMA_OWNERS = {
  // a payment run applies credit memos (docs/decisions/payments.md); a case's link to a credit request is checked and
  // labelled, and its open request shown for the decision, by the cases area (read only)
  'accounting.ts': ['accounting', 'payments', 'cases'],
  'application.ts': ['application'],
  // the Sessions page lists a person's refresh-token families and ends them (revokes their tokens)
  'auth.ts': ['auth', 'sessions'],
  'audit.ts': ['audit'],
  'second-factor.ts': ['second-factor'],
  'scim.ts': ['scim'],
  'cases.ts': ['cases'],
  'contacts.ts': ['contacts'],
  // a DDR credit request reads its case (the dashboard imports accounting's open total: through its index.ts would be a cycle)
  'dashboard.ts': ['dashboard', 'accounting'],
  // the reactions that follow a domain event after commit: the platform's (platform/events), no module's
  'domain-events.ts': [],
  'edi.ts': ['edi'],
  'facilities.ts': ['orders'],
  'feature-flags.ts': ['feature-flags'],
  'ops-suppliers.ts': ['feature-flags'],
  'idempotency.ts': [],
  'integrations.ts': ['integrations'],
  'labels.ts': ['orders'],
  // the dev outbox shows the mails written to the outbox table (platform/mail writes them)
  'mail.ts': ['dev'],
  // a case about an order shows the order's cancellation in review, decided from the case (read only)
  'order-detail.ts': ['orders', 'cases'],
  'order-workflows.ts': ['orders'],
  // a payment run marks the invoices it pays (docs/decisions/payments.md); the orders' history is written by the
  // orders area's subscriber to the payments' events, not by payments
  // a case's link is checked as the supplier's own order or invoice and labelled with its number (read only)
  // an EDI 810 checks the invoice the invoice step wrote against the total the file states (read only)
  'orders.ts': ['orders', 'payments', 'cases', 'edi'],
  // an invoice's acceptance reads the supplier's payment terms (its due date); a case's link to a deduction or a
  // remittance is checked and labelled by the cases area (read only)
  'payments.ts': ['payments', 'orders', 'cases'],
  'performance.ts': ['performance'],
  'sso.ts': ['sso'],
};

/** schema folder -> { checkedAt, tables: Map(name -> file) } */
const tablesCache = new Map();

function tablesIn(schemaDir) {
  const cached = tablesCache.get(schemaDir);
  if (cached && Date.now() - cached.checkedAt < 1000) return cached.tables;
  const tables = new Map();
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
    const text = readFileSync(join(schemaDir, file), 'utf8');
    for (const match of text.matchAll(/export const (\w+)/g)) tables.set(match[1], file);
  }
  tablesCache.set(schemaDir, { checkedAt: Date.now(), tables });
  return tables;
}

const isDir = (path) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

export const schemaOwner = {
  meta: {
    type: 'problem',
    docs: { description: "A table's schema is imported only by the module that owns it." },
    schema: [],
    messages: {
      foreign:
        "{{table}} (db/schema/{{file}}) belongs to modules/{{owner}}: ask that module (its index.ts) for it, or add this area to the file's owners in tooling/eslint/schema-owners.js with the reason.",
      unowned: 'db/schema/{{file}} has no owners in tooling/eslint/schema-owners.js.',
      namespace: 'import the tables of db/schema by name, so that their owners can be checked.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    const parts = filename.split(sep);
    const at = parts.lastIndexOf('modules');
    if (at < 2 || parts[at - 1] !== 'src' || filename.endsWith('.test.ts')) return {};
    const module = parts[at + 1];
    const schemaDir = join(parts.slice(0, at).join(sep), 'db', 'schema');
    if (!isDir(schemaDir)) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const imported = resolve(dirname(filename), source);
        if (relative(schemaDir, imported).startsWith('..') || dirname(imported) !== schemaDir) return;
        const tables = tablesIn(schemaDir);
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') {
            context.report({ node: specifier, messageId: 'namespace' });
            continue;
          }
          const table = specifier.imported.name ?? specifier.imported.value;
          const file = tables.get(table);
          if (!file || SHARED.includes(file)) continue;
          const owners = SCHEMA_OWNERS[file];
          if (!owners) context.report({ node: specifier, messageId: 'unowned', data: { file } });
          else if (!owners.includes(module))
            context.report({ node: specifier, messageId: 'foreign', data: { table, file, owner: owners[0] ?? 'none (platform/)' } });
        }
      },
    };
  },
};

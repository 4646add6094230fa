// The import boundaries of docs/architecture.md as `import-x/no-restricted-paths` zones, built from the folders
// that exist when lint starts: a new feature, module or part is covered without editing the lint config.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

const filesIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => entry.name)
        .sort()
    : [];

/**
 * The arrows between contracts areas that today's code needs, each to named files: importing area -> files of another
 * area (relative to packages/contracts/src). Everything else two areas share lives in platform/ or a top-level file.
 */
export const CONTRACTS_AREA_ARROWS = {
  // a credit request's and a deduction's attached files take the documents' file-name and upload rules
  accounting: ['documents/documents.schemas.ts', 'documents/files.rules.ts'],
  // a deduction names the order's carrier and tracking number in the orders' formats; the money's domain events are
  // about one order and carry the orders' fact (OrderFact)
  payments: ['documents/documents.schemas.ts', 'orders/orders.enums.ts', 'orders/order-field-formats.ts', 'orders/order.events.ts'],
  // a case's message files take the documents' file-name rules; an address correction the orders' address schema
  cases: ['documents/documents.schemas.ts', 'orders/order-address.schemas.ts'],
  // the console's words include the orders' status and cancel-reason labels
  ops: ['orders/orders.enums.ts'],
  // an EDI document reads into the orders' own commands (the ship and invoice steps' schemas, carriers) and an 820
  // totals its lines with the payments' rules (docs/decisions/edi.md)
  edi: [
    'orders/orders.enums.ts',
    'orders/orders.schemas.ts',
    'orders/order-detail.schemas.ts',
    'payments/payments.enums.ts',
    'payments/payments.rules.ts',
  ],
  // the sign-in's second step answers with the sign-in's session (accessTokenResponse)
  'second-factor': ['auth/auth.schemas.ts'],
  // the log's methods are the sign-in's methods, its provisioning changes SCIM's
  audit: ['auth/auth.events.ts', 'scim/scim.events.ts'],
  // a provisioned person's names take the users' length limit
  scim: ['users/users.schemas.ts'],
};

/**
 * Publishing area -> the areas that react to its domain events (subscribers in their own folders): the publisher
 * imports none of them. Orders' changes are heard by the scorecard, the webhooks, the payments' deduction rules and EDI
 * (the 850 and 860); the money's events by the webhooks and EDI (a posted remittance's 820); a credit request's by the
 * webhooks.
 */
export const REACTING_AREAS = {
  orders: ['performance', 'integrations', 'payments', 'edi', 'cases'],
  payments: ['performance', 'integrations', 'cases', 'edi'],
  accounting: ['integrations', 'cases'],
  cases: ['integrations', 'orders'],
  // sign-ins, factor changes and ended sessions are written to the audit log by its subscriber
  auth: ['audit'],
  'second-factor': ['audit'],
  sessions: ['audit'],
};

/** Zones (absolute paths) for the repository, or a copy of its layout, rooted at `root`. */
export function boundaryZones(root) {
  const web = join(root, 'apps/web/src');
  const features = join(web, 'features');
  const api = join(root, 'apps/api/src');
  const modules = join(api, 'modules');
  const zones = [
    { target: join(root, 'packages/contracts'), from: join(root, 'apps'), message: 'contracts imports neither app.' },
    { target: join(root, 'apps/web'), from: join(root, 'apps/api'), message: 'the web app never imports the API.' },
    { target: join(root, 'apps/api'), from: join(root, 'apps/web'), message: 'the API never imports the web app.' },
    {
      target: [join(web, 'components'), join(web, 'lib')],
      from: [features, join(web, 'app')],
      message: 'components/ and lib/ are shared: they import no feature and not app/.',
    },
    {
      target: features,
      from: join(web, 'app'),
      message: 'a feature does not import the app shell (app/ imports features, not the reverse).',
    },
    {
      target: [join(api, 'platform'), join(api, 'db')],
      from: modules,
      message: 'platform/ and db/ are shared: they import no module.',
    },
  ];

  for (const area of foldersIn(features)) {
    zones.push({
      target: join(features, area),
      from: features,
      except: [`./${area}`],
      message: `features/${area} imports no other feature: lift what two features need into components/, lib/ or contracts.`,
    });
    // An area split into parts has an api/ folder: its parts (list/, detail/, print/ ...) import only api/ and shared/.
    const parts = foldersIn(join(features, area));
    if (!parts.includes('api')) continue;
    for (const part of parts) {
      const base = part === 'api' || part === 'shared';
      zones.push({
        target: join(features, area, part),
        from: join(features, area),
        except: base ? ['./api', './shared'] : [`./${part}`, './api', './shared'],
        message: base
          ? `features/${area}/${part} is shared by the parts of ${area}: it imports no part.`
          : `features/${area}/${part} imports only features/${area}/api and features/${area}/shared, not another part.`,
      });
    }
  }

  zones.push(...contractsZones(join(root, 'packages/contracts/src')));

  const moduleNames = foldersIn(modules);
  // an area that publishes domain events imports none of the areas that react to them (docs/architecture.md, "Domain
  // events"): the reaction is a subscriber in the reacting area, never a call from the publisher
  for (const [publisher, reactors] of Object.entries(REACTING_AREAS)) {
    const present = reactors.filter((r) => moduleNames.includes(r));
    if (!moduleNames.includes(publisher) || present.length === 0) continue;
    zones.push({
      target: join(modules, publisher),
      from: present.map((r) => join(modules, r)),
      message: `modules/${publisher} publishes events that ${reactors.join(', ')} react to: it imports none of them (a reaction is a subscriber in its own area).`,
    });
  }
  zones.push({
    target: [join(api, 'app.ts'), join(api, 'server.ts'), join(api, 'domain-subscribers.ts')],
    from: modules,
    except: moduleNames.map((name) => `./${name}/index.ts`),
    message: 'app.ts and server.ts import a module only through its index.ts (so does domain-subscribers.ts).',
  });
  for (const name of moduleNames) {
    zones.push({
      target: join(modules, name),
      from: modules,
      except: [`./${name}`, ...moduleNames.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
      message: `modules/${name} imports another module only through its index.ts.`,
    });
    zones.push(...partZones(modules, name));
  }
  return zones;
}

/**
 * Every folder of a module is a part. In a module with a core/ folder (orders), the parts (list/, detail/, labels/ ...)
 * import core/, not each other nor index.ts, and core/ imports no part. In a module without one (accounting/ops,
 * application/ops, suppliers/ops), the module's own files but index.ts are what its parts share: a part imports them,
 * not another part nor index.ts, and they import no part (index.ts, the module's entry, does).
 */
function partZones(modules, name) {
  const root = join(modules, name);
  const parts = foldersIn(root);
  if (parts.includes('core'))
    return parts.map((part) => ({
      target: join(root, part),
      from: root,
      except: part === 'core' ? ['./core'] : [`./${part}`, './core'],
      message:
        part === 'core'
          ? `modules/${name}/core is shared by the parts of ${name}: it imports no part and not index.ts.`
          : `modules/${name}/${part} imports modules/${name}/core, not another part nor index.ts.`,
    }));
  if (parts.length === 0) return [];
  const shared = filesIn(root).filter((file) => file !== 'index.ts' && !file.endsWith('.test.ts'));
  const zones = parts.map((part) => ({
    target: join(root, part),
    from: root,
    except: [`./${part}`, ...shared.map((file) => `./${file}`)],
    message: `modules/${name}/${part} imports the files of modules/${name} (not index.ts), not another part.`,
  }));
  zones.push({
    // the module's own files but index.ts and tests (a glob, so that a file added later is covered too)
    target: `${root}/!(index|*.test).ts`,
    from: parts.map((part) => join(root, part)),
    message: `the files of modules/${name} are shared by its parts: they import no part (index.ts does).`,
  });
  return zones;
}

/**
 * Contracts: an area (orders/, payments/, accounting/, ops/ ...) imports its own files, platform/ and the top-level
 * files (zod.ts, messages.ts, money.ts, constants.ts, calendar-days.ts), and another area only where
 * CONTRACTS_AREA_ARROWS names the file; what is shared imports no area. Tests are exempt (a test may read index.ts).
 */
/**
 * Top-level contracts files that gather every area (the package's entry, the union of the areas' domain events): they
 * may import the areas, and no area imports them.
 */
const CONTRACTS_GATHERERS = ['index', 'domain-events'];

function contractsZones(src) {
  const areas = foldersIn(src).filter((folder) => folder !== 'platform');
  if (areas.length === 0) return [];
  const shared = filesIn(src).filter((file) => !CONTRACTS_GATHERERS.includes(file.replace(/\.ts$/, '')) && !file.endsWith('.test.ts'));
  const zones = areas.map((area) => ({
    target: `${src}/${area}/**/!(*.test).ts`,
    from: src,
    except: [
      `./${area}`,
      './platform',
      ...shared.map((file) => `./${file}`),
      ...(CONTRACTS_AREA_ARROWS[area] ?? []).map((file) => `./${file}`),
    ],
    message: `contracts/${area} imports another area only through platform/, the top-level files or an arrow of CONTRACTS_AREA_ARROWS (tooling/eslint/import-boundaries.js).`,
  }));
  zones.push({
    target: [join(src, 'platform'), `${src}/!(${CONTRACTS_GATHERERS.join('|')}|*.test).ts`],
    from: areas.map((area) => join(src, area)),
    message: "contracts' platform/ and top-level files are shared by every area: they import no area.",
  });
  return zones;
}

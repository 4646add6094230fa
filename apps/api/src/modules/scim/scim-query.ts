// A SCIM list's query (RFC 7644 §3.4.2, and a search's body, §3.4.3): `filter` parsed by scim2-parse-filter (the maintained parser most SCIM
// servers on npm use) and tested against each of the supplier's resources in memory, `startIndex` (1-based) and
// `count` paging. A supplier has tens to a few thousand people, so one read of its memberships and a test per row is
// cheaper than SQL built from any filter; only the attributes the portal keeps may be filtered on (else invalidFilter).
import { filter as compile, parse, type Filter } from 'scim2-parse-filter';
import { scimSearchRequest, SCIM_DEFAULT_COUNT, SCIM_MAX_COUNT, SCIM_MESSAGES, SCIM_SCHEMAS } from '@portal/contracts';
import { ScimError, zodDetail } from './scim-errors.ts';

/** The attributes a filter may name, per resource, lower-cased; `caseless` are compared ignoring case (caseExact false). */
export interface FilterableAttributes {
  known: ReadonlySet<string>;
  caseless: ReadonlySet<string>;
}

export const USER_FILTER: FilterableAttributes = {
  known: new Set([
    'id',
    'externalid',
    'username',
    'active',
    'displayname',
    'name.givenname',
    'name.familyname',
    'name.formatted',
    'emails',
    'emails.value',
    'emails.type',
    'emails.primary',
    'meta.created',
    'meta.lastmodified',
  ]),
  caseless: new Set(['username', 'emails.value', 'displayname']),
};

export const GROUP_FILTER: FilterableAttributes = {
  known: new Set(['id', 'displayname', 'members', 'members.value']),
  caseless: new Set(['displayname']),
};

/** An attribute path as the filter names it, without the core schema's URN, lower-cased ("emails.value"). */
function pathOf(attrPath: string, parent?: string): string {
  const bare = attrPath.replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i, '').toLowerCase();
  return parent ? `${parent}.${bare}` : bare;
}

/** Checks every attribute the filter names and lower-cases the values of the caseless ones (the resource is too). */
function normalised(f: Filter, attrs: FilterableAttributes, parent?: string): Filter {
  switch (f.op) {
    case 'and':
    case 'or':
      return { ...f, filters: f.filters.map((x) => normalised(x, attrs, parent)) };
    case 'not':
      return { ...f, filter: normalised(f.filter, attrs, parent) };
    case '[]': {
      const path = pathOf(f.attrPath, parent);
      if (!attrs.known.has(path)) throw new ScimError(400, SCIM_MESSAGES.unsupportedFilter(f.attrPath), 'invalidFilter');
      return { ...f, valFilter: normalised(f.valFilter, attrs, path) };
    }
    default: {
      const path = pathOf(f.attrPath, parent);
      if (!attrs.known.has(path)) throw new ScimError(400, SCIM_MESSAGES.unsupportedFilter(f.attrPath), 'invalidFilter');
      if (f.op === 'pr') return f;
      const value = attrs.caseless.has(path) && typeof f.compValue === 'string' ? f.compValue.toLowerCase() : f.compValue;
      return { ...f, attrPath: f.attrPath.replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i, ''), compValue: value };
    }
  }
}

/** The resource as a filter sees it: caseless attributes lower-cased. */
function caselessView(resource: Record<string, unknown>, attrs: FilterableAttributes, parent = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(resource)) {
    const path = parent ? `${parent}.${key.toLowerCase()}` : key.toLowerCase();
    if (typeof value === 'string' && attrs.caseless.has(path)) out[key] = value.toLowerCase();
    else if (Array.isArray(value))
      out[key] = value.map((v) => (v && typeof v === 'object' ? caselessView(v as Record<string, unknown>, attrs, path) : v));
    else if (value && typeof value === 'object') out[key] = caselessView(value as Record<string, unknown>, attrs, path);
    else out[key] = value;
  }
  return out;
}

/** The test a `filter` parameter stands for; no filter passes everything. A filter that does not parse: invalidFilter. */
export function compileFilter(text: string | undefined, attrs: FilterableAttributes): (resource: object) => boolean {
  if (text === undefined || text.trim() === '') return () => true;
  let ast: Filter;
  try {
    ast = parse(text);
  } catch {
    throw new ScimError(400, SCIM_MESSAGES.badFilter, 'invalidFilter');
  }
  const test = compile(normalised(ast, attrs));
  return (resource) => test(caselessView(resource as Record<string, unknown>, attrs));
}

export interface ListParams {
  filter?: string;
  startIndex: number;
  count: number;
  excludedAttributes: ReadonlySet<string>;
}

const integerParam = (name: string, value: unknown): number | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value)) throw new ScimError(400, `${name} must be an integer.`, 'invalidValue');
  return Number(value);
};

/** A list's page as asked: startIndex below 1 counts as 1, a negative count as 0, above SCIM_MAX_COUNT as that (RFC 7644 §3.4.2.4). */
function pageOf(
  filter: string | undefined,
  startIndex: number | undefined,
  count: number | undefined,
  excluded: readonly string[],
): ListParams {
  return {
    ...(filter !== undefined ? { filter } : {}),
    startIndex: Math.max(1, startIndex ?? 1),
    count: Math.min(SCIM_MAX_COUNT, Math.max(0, count ?? SCIM_DEFAULT_COUNT)),
    excludedAttributes: new Set(excluded.map((a) => a.trim().toLowerCase()).filter(Boolean)),
  };
}

/** The list's query string (GET). */
export function listParams(query: Record<string, unknown>): ListParams {
  const filter = query.filter;
  if (filter !== undefined && typeof filter !== 'string') throw new ScimError(400, SCIM_MESSAGES.badFilter, 'invalidFilter');
  const excluded = typeof query.excludedAttributes === 'string' ? query.excludedAttributes : '';
  return pageOf(filter, integerParam('startIndex', query.startIndex), integerParam('count', query.count), excluded.split(','));
}

/** A search's body (POST .search, RFC 7644 §3.4.3): the same query, its numbers as numbers. */
export function searchParams(body: unknown): ListParams {
  const parsed = scimSearchRequest.safeParse(body);
  if (!parsed.success) throw new ScimError(400, zodDetail(parsed.error), 'invalidValue');
  const { filter, startIndex, count, excludedAttributes } = parsed.data;
  return pageOf(filter, startIndex, count, excludedAttributes ?? []);
}

export function listResponse<T>(all: readonly T[], params: ListParams) {
  const page = all.slice(params.startIndex - 1, params.startIndex - 1 + params.count);
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: all.length,
    startIndex: params.startIndex,
    itemsPerPage: page.length,
    Resources: page,
  };
}

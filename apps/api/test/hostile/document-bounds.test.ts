// The server refuses exactly what the API document refuses, field by field: for every operation of the document (read
// at test time, so a new route is covered at once) and every parameter and body field with a bound the document
// states, values just outside it (an id out of range, an impossible date, a bad address, a string one character too
// long, an unknown enum value) answer 400 in the ApiError shape naming that field, and values at the bounds (the
// smallest and largest integer, a leap day) are not refused for that field. Each call is sent as a caller the route is
// for (the Admin, the operator, or nobody on a public route), so the audience check lets it reach validation. The
// body rules beyond a field's bounds are probed too: an item listed twice where the document says `uniqueItems`, a
// field left out where an `if`/`then` requires it (and admitted where it does not), and each alternative of a `oneOf`
// (the sign-in's grants: a field of the alternative left out or blank is refused by name).
// docs/decisions/api-document.md, "The document is as strict as the server".
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@portal/contracts';
import { ACME, OPERATOR, useTestAppWithFiles } from '../test-app.ts';
import type { JsonSchema } from './json-schema-arbitrary.ts';

const ctx = useTestAppWithFiles();

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** A field with a bound: where it goes, its JSON path in the error answer, and its schema (null branch left out). */
interface Field {
  in: 'path' | 'query' | 'body';
  name: string;
  jsonPath: string;
  schema: JsonSchema;
  /** The body as sent: the value at its place, nothing else (the other fields' own errors do not matter). */
  place: (value: unknown) => unknown;
}

interface Probe {
  value: unknown;
  refused: boolean;
  what: string;
}

/** Text that most patterns refuse: the first one a field's pattern refuses is sent to it. */
const NOT_MATCHING = ['~', 'x~', '0@com', '-1', '1.234'];

/** Values the document refuses and values it admits at its bounds, for one field's schema. */
function probes(schema: JsonSchema): Probe[] {
  const out: Probe[] = [];
  const type = [schema.type].flat();
  if (type.includes('integer')) {
    if (schema.minimum !== undefined) {
      out.push({ value: schema.minimum - 1, refused: true, what: 'below the minimum' });
      out.push({ value: schema.minimum, refused: false, what: 'the minimum' });
    }
    if (schema.maximum !== undefined) {
      out.push({ value: schema.maximum + 1, refused: true, what: 'above the maximum' });
      out.push({ value: schema.maximum, refused: false, what: 'the maximum' });
    }
    out.push({ value: 1.5, refused: true, what: 'not an integer' });
  }
  if (type.includes('number') && !type.includes('integer')) {
    if (schema.minimum !== undefined) {
      out.push({ value: schema.minimum - 0.5, refused: true, what: 'below the minimum' });
      out.push({ value: schema.minimum, refused: false, what: 'the minimum' });
    }
    if (schema.maximum !== undefined) {
      out.push({ value: schema.maximum + 0.5, refused: true, what: 'above the maximum' });
      out.push({ value: schema.maximum, refused: false, what: 'the maximum' });
    }
  }
  if ((type.includes('integer') || type.includes('number')) && schema.enum?.length) {
    const values = schema.enum as number[];
    out.push({ value: Math.max(...values) + 1, refused: true, what: 'not one of the enum' });
    for (const value of values) out.push({ value, refused: false, what: `the enum value ${value}` });
  }
  if (type.includes('string') && schema.pattern && !schema.enum) {
    const pattern = new RegExp(schema.pattern, 'u');
    const miss = NOT_MATCHING.find((candidate) => !pattern.test(candidate));
    if (miss !== undefined) out.push({ value: miss, refused: true, what: `${JSON.stringify(miss)}, which the pattern refuses` });
  }
  if (type.includes('string')) {
    if (schema.enum?.length) out.push({ value: `${String(schema.enum[0])}X`, refused: true, what: 'not one of the enum' });
    if (schema.maxLength !== undefined && schema.maxLength <= 20_000)
      out.push({ value: 'x'.repeat(schema.maxLength + 1), refused: true, what: 'one character too long' });
    if (schema.format === 'date') {
      for (const day of ['0000-00-00', '2026-13-01', '2026-02-30', '2023-02-29'])
        out.push({ value: day, refused: true, what: `the impossible date ${day}` });
      out.push({ value: '2024-02-29', refused: false, what: 'a leap day' });
    }
    if (schema.format === 'email') out.push({ value: 'not-an-address', refused: true, what: 'not an e-mail address' });
    if (schema.format === 'uri') out.push({ value: 'not a uri', refused: true, what: 'not a URI' });
    if (schema.format === 'uuid') out.push({ value: 'not-a-uuid', refused: true, what: 'not a UUID' });
  }
  return out;
}

/** The schema without its null branch (a nullable field's bounds are its value's). */
function valueSchema(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) s = components[s.$ref.replace('#/components/schemas/', '')] ?? {};
  const branches = (s.anyOf ?? s.oneOf)?.filter((b) => b.type !== 'null');
  if (branches?.length === 1) return valueSchema(branches[0]!, components);
  return s;
}

/** A value the path parameter's schema admits, for the calls that test another field. */
function validPathValue(schema: JsonSchema): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if ([schema.type].flat().includes('integer')) return String(schema.maximum ?? 1);
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** The fields of an operation with a bound: its path and query parameters, its body's fields (and its items' fields). */
function fieldsOf(op: Operation, components: Record<string, JsonSchema>): Field[] {
  const fields: Field[] = [];
  for (const p of op.parameters ?? []) {
    if (p.in === 'header' || !p.schema) continue;
    fields.push({ in: p.in, name: p.name, jsonPath: `$.${p.name}`, schema: valueSchema(p.schema, components), place: (v) => v });
  }
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (!body) return fields;
  const root = valueSchema(body, components);
  const objectFields = (schema: JsonSchema, path: string, place: (object: Record<string, unknown>) => unknown) => {
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const value = valueSchema(child, components);
      fields.push({ in: 'body', name, jsonPath: `${path}.${name}`, schema: value, place: (v) => place({ [name]: v }) });
      const items = value.items && valueSchema(value.items, components);
      if (items?.properties) objectFields(items, `${path}.${name}[0]`, (o) => place({ [name]: [o] }));
      else if (items)
        fields.push({ in: 'body', name, jsonPath: `${path}.${name}[0]`, schema: items, place: (v) => place({ [name]: [v] }) });
    }
  };
  if (root.properties) objectFields(root, '$', (o) => o);
  const items = root.items && valueSchema(root.items, components);
  if (items?.properties) objectFields(items, '$[0]', (o) => [o]);
  return fields;
}

/** Whether the error answer names the field (itself, or a part of it: "$.ids[1]", "$.contact.email"). */
const names = (errors: Record<string, unknown> | undefined, jsonPath: string): boolean =>
  Object.keys(errors ?? {}).some((key) => key === jsonPath || key.startsWith(`${jsonPath}.`) || key.startsWith(`${jsonPath}[`));

/**
 * A value the schema admits, as plain as can be: the fields around a probed one (a constant, the first enum value,
 * the example, the smallest number, a day, an address, an object of its required fields, an array of one item).
 */
function sample(schema: JsonSchema, components: Record<string, JsonSchema>): unknown {
  const s = valueSchema(schema, components);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  const branch = (s.anyOf ?? s.oneOf)?.[0];
  if (branch && !s.type) return sample(branch, components);
  const type = [s.type].flat()[0];
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return s.items ? [sample(s.items, components)] : [];
  if (type === 'object' || s.properties)
    return Object.fromEntries((s.required ?? []).map((name) => [name, sample(s.properties?.[name] ?? {}, components)]));
  // a day of the past: a memo's date may not be in the future (a restock day's bounds are probed on their own)
  const format = s.format ?? (s.anyOf ?? []).find((b) => b.format)?.format;
  if (format === 'date') return '2025-01-15';
  if (format === 'date-time') return '2025-01-15T12:00:00Z';
  if (format === 'email') return 'someone@example.com';
  if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** A documented-invalid body (or a valid one: refused false) and the field the 400 must (or must not) name. */
interface Variant {
  body: unknown;
  jsonPath: string;
  refused: boolean;
  what: string;
}

/**
 * The body rules a single field's bounds do not say: an array's `uniqueItems` (an item listed twice), a conditional
 * requirement (`if`/`then`: the field left out when the condition holds, and when it does not), and each alternative
 * of a `oneOf` (a field of the alternative left out while the others are sent, or sent blank).
 */
function bodyVariants(root: JsonSchema, components: Record<string, JsonSchema>): Variant[] {
  const out: Variant[] = [];
  const properties = root.properties ?? {};
  const required = sample({ ...root, oneOf: undefined, anyOf: undefined }, components) as Record<string, unknown>;
  for (const [name, child] of Object.entries(properties)) {
    const array = valueSchema(child, components);
    if (array.uniqueItems !== true || !array.items) continue;
    const item = sample(array.items, components);
    out.push({ body: { ...required, [name]: [item, item] }, jsonPath: `$.${name}`, refused: true, what: 'an item listed twice' });
  }
  const condition = root.if as JsonSchema | undefined;
  const then = root.then as JsonSchema | undefined;
  if (condition && then) {
    const holds = Object.fromEntries(
      Object.entries(condition.properties ?? {})
        // OpenAPI 3.0 has no `const`: the document says a one-value `enum`
        .map(([name, p]) => [name, p.const ?? (p.enum?.length === 1 ? p.enum[0] : undefined)])
        .filter(([, value]) => value !== undefined),
    );
    for (const name of then.required ?? []) {
      const without = Object.fromEntries(Object.entries({ ...required, ...holds }).filter(([key]) => key !== name));
      out.push({ body: without, jsonPath: `$.${name}`, refused: true, what: `left out when ${JSON.stringify(holds)}` });
      for (const [key, value] of Object.entries(holds)) {
        const other = valueSchema(properties[key] ?? {}, components).enum?.find((v) => v !== value);
        if (other !== undefined)
          out.push({
            body: { ...without, [key]: other },
            jsonPath: `$.${name}`,
            refused: false,
            what: `left out when ${key} is ${String(other)}`,
          });
      }
    }
  }
  for (const alternative of (root.oneOf ?? []) as JsonSchema[]) {
    const names = alternative.required ?? [];
    const own = (name: string) => ({ ...valueSchema(properties[name] ?? {}, components), ...(alternative.properties?.[name] ?? {}) });
    const filled = Object.fromEntries(names.map((name) => [name, sample(own(name), components)]));
    const title = String(alternative.title ?? names.join(' and '));
    for (const name of names) {
      out.push({ body: filled, jsonPath: `$.${name}`, refused: false, what: `the alternative "${title}" with every field` });
      if (names.length > 1)
        out.push({
          body: Object.fromEntries(Object.entries(filled).filter(([key]) => key !== name)),
          jsonPath: `$.${name}`,
          refused: true,
          what: `the alternative "${title}" without it`,
        });
      if ((own(name).minLength ?? 0) >= 1)
        out.push({
          body: { ...filled, [name]: '' },
          jsonPath: `$.${name}`,
          refused: true,
          what: `the alternative "${title}" with it empty`,
        });
      if (own(name).pattern === '\\S')
        out.push({
          body: { ...filled, [name]: '  ' },
          jsonPath: `$.${name}`,
          refused: true,
          what: `the alternative "${title}" with it blank`,
        });
    }
  }
  return out;
}

const isStream = (op: Operation) => Object.values(op.responses).some((r) => r.content && 'text/event-stream' in r.content);

describe('the server refuses what the API document refuses', () => {
  it('answers 400 naming the field for every value outside a documented bound, and admits the bounds', async () => {
    const doc = ctx.app.swagger() as unknown as Document;
    const components = doc.components?.schemas ?? {};
    const tokens = { [ACME]: await ctx.accessTokenFor(ACME), [OPERATOR]: await ctx.accessTokenFor(OPERATOR) };
    const disagreements: string[] = [];
    let checked = 0;
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (isStream(op)) continue;
        const caller = op.security?.length === 0 ? null : template.startsWith('/api/ops/') ? OPERATOR : ACME;
        const pathDefaults = Object.fromEntries(
          (op.parameters ?? [])
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, validPathValue(valueSchema(p.schema ?? {}, components))]),
        );
        for (const field of fieldsOf(op, components)) {
          for (const probe of probes(field.schema)) {
            const pathValues = { ...pathDefaults, ...(field.in === 'path' ? { [field.name]: String(probe.value) } : {}) };
            const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? '1'));
            const body = field.in === 'body' ? JSON.stringify(field.place(probe.value)) : undefined;
            const res = await ctx.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              query: field.in === 'query' ? { [field.name]: String(probe.value) } : {},
              headers: {
                ...(caller ? { authorization: `Bearer ${tokens[caller]}` } : {}),
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(body !== undefined ? { payload: body } : {}),
            });
            checked++;
            const where = `${method.toUpperCase()} ${template} ${field.jsonPath} ${probe.what}`;
            const error = res.statusCode === 400 ? apiErrorSchema.safeParse(res.json()) : null;
            if (res.statusCode === 400 && !error?.success)
              disagreements.push(`${where}: 400 not in the ApiError shape: ${res.body.slice(0, 200)}`);
            const named = names(error?.data?.errors, field.jsonPath);
            if (probe.refused && !(res.statusCode === 400 && named))
              disagreements.push(`${where}: the document refuses it, the server answered ${res.statusCode} ${res.body.slice(0, 200)}`);
            if (!probe.refused && res.statusCode === 400 && named)
              disagreements.push(`${where}: the document admits it, the server refused it: ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(disagreements).toEqual([]);
  }, 120_000);

  it('answers 400 naming the field for an item listed twice, a conditional field left out and each sign-in alternative', async () => {
    const doc = ctx.app.swagger() as unknown as Document;
    const components = doc.components?.schemas ?? {};
    const tokens = { [ACME]: await ctx.accessTokenFor(ACME), [OPERATOR]: await ctx.accessTokenFor(OPERATOR) };
    const disagreements: string[] = [];
    const covered = new Set<string>();
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const body = op.requestBody?.content?.['application/json']?.schema;
        if (!body || isStream(op)) continue;
        const caller = op.security?.length === 0 ? null : template.startsWith('/api/ops/') ? OPERATOR : ACME;
        const pathValues = Object.fromEntries(
          (op.parameters ?? [])
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, validPathValue(valueSchema(p.schema ?? {}, components))]),
        );
        const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? '1'));
        for (const variant of bodyVariants(valueSchema(body, components), components)) {
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: { ...(caller ? { authorization: `Bearer ${tokens[caller]}` } : {}), 'content-type': 'application/json' },
            payload: JSON.stringify(variant.body),
          });
          const where = `${method.toUpperCase()} ${template} ${variant.jsonPath} ${variant.what}`;
          covered.add(`${method.toUpperCase()} ${template}`);
          const error = res.statusCode === 400 ? apiErrorSchema.safeParse(res.json()) : null;
          if (res.statusCode === 400 && !error?.success)
            disagreements.push(`${where}: 400 not in the ApiError shape: ${res.body.slice(0, 200)}`);
          const named = names(error?.data?.errors, variant.jsonPath);
          if (variant.refused && !(res.statusCode === 400 && named))
            disagreements.push(`${where}: the document refuses it, the server answered ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (!variant.refused && res.statusCode === 400 && named)
            disagreements.push(`${where}: the document admits it, the server refused it: ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    // the calls issue 41 names: the cover preview's ids, the cancellation's restock day, the dispute decision's
    // reason, the sign-in's grants
    expect([...covered]).toEqual(
      expect.arrayContaining([
        'POST /api/accounting/supplier-credit-requests/cover-preview',
        'POST /api/orders/{orderId}/cancellation',
        'POST /api/ops/payments/disputes/{id}/decision',
        'POST /api/auth/access-tokens',
      ]),
    );
  }, 120_000);
});

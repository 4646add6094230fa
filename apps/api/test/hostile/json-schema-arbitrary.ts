// JSON Schema (the API document's, generated from the contracts' zod schemas) -> fast-check arbitrary, for the hostile
// input suite. Mostly values the schema allows, so requests get past validation into the services; at every level a
// share of boundary values just outside the schema (one character too long, below the minimum, an unknown enum value)
// and of wrongly typed values (null, strings for numbers, objects for arrays, huge and odd strings).
import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  [key: string]: unknown;
};

export interface ArbitraryOptions {
  /** Resolves `#/components/schemas/X`. */
  components: Record<string, JsonSchema>;
  /** Known good values by property or parameter name (real ids of the signed-in supplier), mixed into the generated ones. */
  known?: Record<string, readonly unknown[]>;
  /** Out-of-schema values per node, out of 10 (default 2). */
  hostileWeight?: number;
}

/** Strings that have broken parsers, SQL and spreadsheets elsewhere. */
const NASTY_STRINGS = [
  '',
  ' ',
  "'; drop table orders; --",
  '" or 1=1 --',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '=cmd|"/c calc"!A1',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '\ud800',
  '🙂'.repeat(20),
  'a'.repeat(10_000),
  '-1',
  '1e309',
  'NaN',
  'null',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '__proto__',
];
const NASTY_NUMBERS = [0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308];

/** A value of the wrong type, or a famous troublemaker of the right one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, {}, [], { __proto__: { admin: true } }, [null], { $gt: '' }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

export function schemaArbitrary(
  schema: JsonSchema | undefined,
  options: ArbitraryOptions,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema ?? {}, options, name, depth);
  const hostile = depth > 3 ? hostileValue : fc.oneof(hostileValue, boundaryArbitrary(schema ?? {}, options));
  const weight = options.hostileWeight ?? 2;
  const known = name ? options.known?.[name] : undefined;
  return fc.oneof(
    { weight: 10 - weight, arbitrary: valid },
    { weight, arbitrary: hostile },
    ...(known?.length ? [{ weight: 6, arbitrary: fc.constantFrom(...known) }] : []),
  );
}

function resolve(schema: JsonSchema, options: ArbitraryOptions): JsonSchema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) s = options.components[s.$ref.replace('#/components/schemas/', '')] ?? {};
  return s;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function validArbitrary(raw: JsonSchema, options: ArbitraryOptions, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(raw, options);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => schemaArbitrary(s, options, name, depth + 1)));
  if (schema.allOf?.length) return validArbitrary({ ...schema.allOf[0], ...schema, allOf: undefined }, options, name, depth);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type }, options, name, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(
          Number.MIN_SAFE_INTEGER,
          Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -(2 ** 31)) + (schema.exclusiveMinimum !== undefined ? 1 : 0)),
        ),
        max: Math.min(
          Number.MAX_SAFE_INTEGER,
          Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? 2 ** 31) - (schema.exclusiveMaximum !== undefined ? 1 : 0)),
        ),
      });
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
      });
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 5, 5);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      if (depth > 4) return fc.constant([]);
      return fc.array(schemaArbitrary(schema.items, options, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, schemaArbitrary(s, options, key, depth + 1)]));
      const base = fc.record(model, { requiredKeys: [...required].filter((k) => k in properties) });
      // now and then a field the schema does not know (strict objects refuse it)
      return fc.oneof(
        { weight: 9, arbitrary: base },
        { weight: 1, arbitrary: fc.tuple(base, hostileValue).map(([o, extra]) => ({ ...o, unexpectedField: extra })) },
      );
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= Math.max(maxLength, 1) * 4);
    } catch {
      // a pattern fast-check cannot generate from: plain strings
    }
  }
  return fc.string({ minLength: Math.min(minLength, maxLength), maxLength: Math.max(minLength, maxLength), unit: 'grapheme' });
}

/** Values just outside the schema: the boundaries a validator must hold. */
function boundaryArbitrary(raw: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const schema = resolve(raw, options);
  const out: unknown[] = [];
  if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) out.push('x'.repeat(schema.minLength - 1));
  if (schema.maximum !== undefined) out.push(schema.maximum + 1);
  if (schema.minimum !== undefined) out.push(schema.minimum - 1);
  if (schema.maxItems !== undefined && schema.maxItems < 2000) out.push(Array.from({ length: schema.maxItems + 1 }, () => ({})));
  if (schema.enum?.length) out.push(`${String(schema.enum[0])}X`, String(schema.enum[0]).toLowerCase());
  if (typesOf(schema).includes('integer')) out.push(1.5, '1');
  return out.length ? fc.constantFrom(...out) : hostileValue;
}

// The server grid query as AG Grid sends it: `query` = JSON of {sortModel, filterModel}, plus limit and offset.
import { z } from '../zod.ts';

export const TEXT_FILTER_TYPES = ['equals', 'notEqual', 'contains', 'notContains', 'startsWith', 'endsWith', 'blank', 'notBlank'] as const;
export const NUMBER_FILTER_TYPES = [
  'equals',
  'notEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'lessThan',
  'lessThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
] as const;
export const DATE_FILTER_TYPES = ['equals', 'notEqual', 'greaterThan', 'lessThan', 'inRange', 'blank', 'notBlank'] as const;
export const BOOLEAN_FILTER_TYPES = ['true', 'false'] as const;
/** Operators that take no value. */
export const VALUELESS_FILTER_TYPES = ['blank', 'notBlank'] as const;

/** 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss' (AG Grid's date filter format). */
export const GRID_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
export const gridDate = z.string().regex(GRID_DATE_PATTERN);

export const textFilterCondition = z.object({
  filterType: z.literal('text'),
  type: z.enum(TEXT_FILTER_TYPES),
  filter: z.string().nullish(),
});
export const numberFilterCondition = z.object({
  filterType: z.literal('number'),
  type: z.enum(NUMBER_FILTER_TYPES),
  filter: z.number().finite().nullish(),
  filterTo: z.number().finite().nullish(),
});
export const dateFilterCondition = z.object({
  filterType: z.literal('date'),
  type: z.enum(DATE_FILTER_TYPES),
  dateFrom: gridDate.nullish(),
  dateTo: gridDate.nullish(),
});
/** Boolean columns use a text filter whose type is 'true' or 'false' (the spec's "boolean text"). */
export const booleanFilterCondition = z.object({
  filterType: z.enum(['text', 'boolean']),
  type: z.enum(BOOLEAN_FILTER_TYPES),
});
/** At most this many values in a set filter. */
export const MAX_SET_FILTER_VALUES = 1000;
export const setFilterModel = z.object({
  filterType: z.literal('set'),
  values: z.array(z.string().nullable()).max(MAX_SET_FILTER_VALUES),
});

/** A combined filter (AND / OR) takes 1 to this many conditions: the server's check and the web's lookups in chunks. */
export const MAX_FILTER_CONDITIONS = 10;
/** AND / OR of conditions; a condition inside may leave out its filterType (the combined filter names it). */
const combined = <T extends z.ZodObject<{ filterType: z.ZodType }>>(condition: T, filterType: z.ZodType) =>
  z.object({
    filterType,
    operator: z.enum(['AND', 'OR']),
    conditions: z
      .array(condition.partial({ filterType: true }))
      .min(1)
      .max(MAX_FILTER_CONDITIONS),
  });
export const textCombinedFilter = combined(textFilterCondition, z.literal('text'));
export const numberCombinedFilter = combined(numberFilterCondition, z.literal('number'));
export const dateCombinedFilter = combined(dateFilterCondition, z.literal('date'));

export const textFilterModel = z.union([textFilterCondition, textCombinedFilter]);
export const numberFilterModel = z.union([numberFilterCondition, numberCombinedFilter]);
export const dateFilterModel = z.union([dateFilterCondition, dateCombinedFilter]);
export const booleanFilterModel = booleanFilterCondition;

/**
 * The schemas of each column kind's filter, the parts of columnFilterModel: the server validates a column's filter
 * with its kind's schema (a condition, or a combined filter when the model has an operator).
 */
export const FILTER_SCHEMAS_OF_KIND = {
  text: { condition: textFilterCondition, combined: textCombinedFilter },
  number: { condition: numberFilterCondition, combined: numberCombinedFilter },
  date: { condition: dateFilterCondition, combined: dateCombinedFilter },
  set: { condition: setFilterModel, combined: null },
  boolean: { condition: booleanFilterModel, combined: null },
} as const;

/** Any one column's filter, before the server knows the column's kind. */
export const columnFilterModel = z.union([setFilterModel, booleanFilterModel, textFilterModel, numberFilterModel, dateFilterModel]);

export const sortModelItem = z.object({ colId: z.string().min(1), sort: z.enum(['asc', 'desc']) });
export const gridQuery = z.object({
  sortModel: z.array(sortModelItem).max(5).default([]),
  filterModel: z.record(z.string(), z.unknown()).default({}),
});

/**
 * The grid `query` parameter's JSON as the document describes it (its `contentSchema`): the sort, and per column one
 * filter of any kind. The server then checks each column's filter against its column's kind (400 naming the column).
 */
export const gridQueryDocument = z.object({
  sortModel: z.array(sortModelItem).max(5).optional(),
  filterModel: z.record(z.string(), columnFilterModel).optional(),
});

export type TextFilterCondition = z.infer<typeof textFilterCondition>;
export type NumberFilterCondition = z.infer<typeof numberFilterCondition>;
export type DateFilterCondition = z.infer<typeof dateFilterCondition>;
export type BooleanFilterCondition = z.infer<typeof booleanFilterCondition>;
export type SetFilterModel = z.infer<typeof setFilterModel>;
export type TextFilterModel = z.infer<typeof textFilterModel>;
export type NumberFilterModel = z.infer<typeof numberFilterModel>;
export type DateFilterModel = z.infer<typeof dateFilterModel>;
export type ColumnFilterModel = z.infer<typeof columnFilterModel>;
export type SortModelItem = z.infer<typeof sortModelItem>;
export type GridQuery = z.infer<typeof gridQuery>;

export const GRID_LIMIT_MAX = 500;
/** The longest grid query text (JSON) a grid call takes; the server reads its percent-encoded form in full. */
export const GRID_QUERY_MAX_LENGTH = 20000;
/** limit and offset of a grid call; query is the JSON text (omitted when both models are empty). */
export const gridPageParams = z.object({
  limit: z.coerce.number().int().min(1).max(GRID_LIMIT_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  query: z
    .string()
    .max(GRID_QUERY_MAX_LENGTH)
    .optional()
    .describe(
      'The sort and filter of the grid as JSON of {sortModel: [{colId, sort: "asc"|"desc"}], filterModel: {column: AG Grid filter model}}; ' +
        'omitted when both are empty. Example: {"sortModel":[{"colId":"createdOn","sort":"desc"}],"filterModel":{"status":{"filterType":"set","values":["NeedsProcessing"]}}}',
    )
    // a JSON text (JSON Schema's contentMediaType): what the server parses it as
    .meta({ contentMediaType: 'application/json' }),
});
export type GridPageParams = z.infer<typeof gridPageParams>;

/** Parses "items 0-49/1234" (or "items *\/0") and returns the total. */
export function parseContentRangeTotal(header: string | null | undefined): number | null {
  const match = /\/(\d+)\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}

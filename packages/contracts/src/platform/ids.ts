// One id schema with one bound for every id a request carries (path, query or body): the columns are PostgreSQL
// `integer`, so a valid id per the API document is a valid id per the database, and a larger one is the schema's 400
// instead of the database's "out of range" (docs/decisions/api-document.md).
import { z } from '../zod.ts';

/** The largest id the database holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const recordId = z.number().int().min(1).max(MAX_ID);
/** An id in a path or query string (text turned into a number). */
export const recordIdParam = z.coerce.number().int().min(1).max(MAX_ID);

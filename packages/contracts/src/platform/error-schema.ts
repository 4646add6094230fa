// The spec's error shape as a zod schema (the API's answers and the forms' server errors); the helpers that only read
// an error (errors.ts) do without it.
import { z } from '../zod.ts';

export const apiErrorSchema = z.object({
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

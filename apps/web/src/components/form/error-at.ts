// The message of a form's error at a dotted path ('packages.0.width'), whether the schema put it on a field or on an array.
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

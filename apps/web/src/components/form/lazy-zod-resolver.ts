// A react-hook-form resolver whose zod schema (and zod itself) downloads after the form is on screen: the sign-in page
// is interactive before ~40 kB of validation code arrives (docs/decisions/delivery.md). The schema is still the
// contracts' one; the first validation waits for the import, every later one runs at once.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export function lazyZodResolver<T extends FieldValues>(load: () => Promise<ZodType<T, T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null;
  const ready = () =>
    (resolver ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
    ));
  return async (values, context, options) => (await ready())(values, context, options);
}

// A read repeated until it shows what a change announced: PostgreSQL delivers a cache notification a moment after the
// commit (PGlite at the commit), so a test that reads a kept value right after a write asks until it shows.

/**
 * `read()` again every 20 ms until `done` holds of its answer, for at most 10 s (a notification on a loaded CI machine,
 * the fault suite beside, came later than the 2 s this allowed before); its last answer.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = performance.now() + 10_000;
  let value = await read();
  while (!done(value) && performance.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

/** `eventually` until the answer is `expected`. */
export const eventuallyEquals = <T>(read: () => Promise<T>, expected: T): Promise<T> => eventually(read, (value) => value === expected);

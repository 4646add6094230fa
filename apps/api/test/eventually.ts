// A read repeated until it shows what a change announced: PostgreSQL delivers a cache notification a moment after the
// commit (PGlite at the commit), so a test that reads a kept value right after a write asks until it shows.

/** `read()` again every 20 ms (at most 100 times) until `done` holds of its answer; its last answer. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

/** `eventually` until the answer is `expected`. */
export const eventuallyEquals = <T>(read: () => Promise<T>, expected: T): Promise<T> => eventually(read, (value) => value === expected);

// "Unprocessed orders" (spec 2: the recent orders, 240 px high): the 10 newest that need processing, in a box that
// shows whole rows only, and how many wait in all (docs/decisions/dashboard.md, "Screens").
export const UNPROCESSED_GRID_HEIGHT = 240;
/** Rows in view: the header and five rows fill the 240 px exactly, so no row is cut; the other five scroll. */
export const UNPROCESSED_ROWS_IN_VIEW = 5;
export const UNPROCESSED_ROW_HEIGHT = UNPROCESSED_GRID_HEIGHT / (UNPROCESSED_ROWS_IN_VIEW + 1);

/** The line under the title: the rows shown against the true number waiting (no pager: every row is on one page). */
export function unprocessedSummary(shown: number, total: number): string {
  if (total === 0) return 'No orders need processing.';
  const orders = total === 1 ? 'order needs' : 'orders need';
  if (shown >= total) return `${total === 1 ? 'The' : 'All'} ${total} ${orders} processing.`;
  return `The ${shown} newest of ${total} ${orders} processing.`;
}

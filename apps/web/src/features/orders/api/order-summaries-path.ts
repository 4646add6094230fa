// Path of the generic grid call behind the orders list, in a module of its own: the first page view's calls
// (app/early-calls.ts) start the list's first block with the page, before the orders' code downloads.
export const ORDER_SUMMARIES_PATH = '/order-summaries';

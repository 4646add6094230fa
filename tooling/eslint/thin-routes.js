// A route file declares and delegates (docs/architecture.md, "API module shape"): no function in an API
// `*.routes.ts` runs over MAX_ROUTE_FUNCTION_LINES lines, blank lines and comments not counted (a declaration's
// comment on why, say, a call is atomic costs nothing).
export const MAX_ROUTE_FUNCTION_LINES = 60;

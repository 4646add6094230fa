// The types of thin-routes.js, for tooling/lint-boundaries.test.ts.
export declare const MAX_ROUTE_FUNCTION_LINES: number;

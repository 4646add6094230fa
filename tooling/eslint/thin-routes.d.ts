// The types of thin-routes.js, for tooling/lint-boundaries.test.ts.
export declare const MAX_ROUTE_FUNCTION_LINES: number;
export declare const ROUTES_NOT_YET_THIN: string[];

// The countries module's public entry: the country and state lists (routes) and the checks the application uses.
export { countriesRoutes } from './countries.routes.ts';
export { isKnownCountry, isStateOf } from './countries.data.ts';

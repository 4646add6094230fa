// The users module's public entry: users administration (Admins of a supplier manage its users).
export { usersRoutes } from './users.routes.ts';
export { activeUserCountOf } from './users.queries.ts';

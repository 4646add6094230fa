// The current-user module's public entry: the profile route app.ts registers.
export { currentUserRoutes } from './current-user.routes.ts';

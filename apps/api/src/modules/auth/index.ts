// The auth module's public entry: the sign-in, session and password routes app.ts registers.
export { authRoutes } from './auth.routes.ts';

// The Sessions page's public entry: its routes (app.ts registers them).
export { sessionsRoutes } from './sessions.routes.ts';

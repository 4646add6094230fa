// The documents module's public entry: the signed upload and download address routes app.ts registers.
export { documentsRoutes } from './documents.routes.ts';

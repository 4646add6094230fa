// The contacts module's public entry: company contacts, the representative and key contacts.
export { contactsRoutes } from './contacts.routes.ts';

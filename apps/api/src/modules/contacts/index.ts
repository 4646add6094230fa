// The contacts module's public entry: company contacts, the representative and key contacts.
export { contactsRoutes } from './contacts.routes.ts';
// For the operators: a supplier's representative (suppliers module), the main contacts of an approved application.
export {
  deleteRepresentative,
  findRepresentative,
  insertMainContacts,
  saveRepresentative,
  type RepresentativeRow,
} from './contacts.queries.ts';

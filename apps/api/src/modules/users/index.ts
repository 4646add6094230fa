// The users module's public entry: users administration (Admins of a supplier manage its users).
export { usersRoutes } from './users.routes.ts';
export { activeUserCountOf } from './users.queries.ts';
// the supplier's identity provider (modules/scim) changes the supplier's people through the same rules as its Admins
export { changeUserEmail, changeUserState, createUser, removeUser, renameUser, setExternalId, type StateChange } from './users.service.ts';
// For the applications' approval (modules/application): an Admin who has an account already is invited by this mail.
export { mailMembershipInvitation } from './membership-invitation-mail.ts';

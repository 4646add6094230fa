// The application module's public entry: the public invitation and application routes, and createInvitation for the
// marketplace side (the operations console of a later issue creates invitations and reviews the Submitted applications).
export { applicationRoutes } from './application.routes.ts';
export {
  createInvitation,
  INVITATION_TTL_DAYS,
  type ApplicationDeps,
  type CreatedInvitation,
  type CreateInvitationOptions,
} from './invitations.service.ts';

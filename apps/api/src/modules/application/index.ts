// The application module's public entry: the public invitation and application routes, the operators' side (invite
// suppliers, decide the Submitted applications; under /api/ops) with its queue counter, and createInvitation for the
// dev outbox.
export { applicationRoutes } from './application.routes.ts';
export { onboardingOpsRoutes } from './ops/onboarding.routes.ts';
export { APPLICATION_QUEUE_COUNTERS } from './ops/applications.queue.ts';
export { createInvitation, type ApplicationDeps, type CreatedInvitation, type CreateInvitationOptions } from './invitations.service.ts';

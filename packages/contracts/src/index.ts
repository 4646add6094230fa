export * from './constants.ts';
export * from './messages.ts';
export * from './platform/errors.ts';
export * from './auth/auth.schemas.ts';
export * from './platform/feature-flags.ts';
export * from './documents/files.rules.ts';
export * from './documents/documents.schemas.ts';

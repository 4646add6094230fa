export * from './suppliers.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './feature-flags.ts';

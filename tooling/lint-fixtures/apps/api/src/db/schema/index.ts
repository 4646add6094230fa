export * from './orders.ts';
export * from './auth.ts';
export * from './users.ts';

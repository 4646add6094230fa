export * from './suppliers.ts';
export * from './users.ts';

export * from './suppliers.ts';

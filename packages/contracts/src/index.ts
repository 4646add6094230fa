export * from './constants.ts';
export * from './messages.ts';
export * from './platform/errors.ts';

export const orderKeys = { all: ['orders'] as const };

export const db = {};

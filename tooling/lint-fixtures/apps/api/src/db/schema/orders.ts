export const orders = {};

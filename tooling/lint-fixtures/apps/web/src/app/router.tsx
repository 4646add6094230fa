export const routes = [];

export const listRoutes = () => undefined;

export const labelsRoutes = () => undefined;

export const authRoutes = () => undefined;

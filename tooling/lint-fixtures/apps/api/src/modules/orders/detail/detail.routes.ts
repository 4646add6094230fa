export const detailRoutes = () => undefined;

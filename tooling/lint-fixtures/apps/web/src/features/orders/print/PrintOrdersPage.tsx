export const PrintOrdersPage = () => null;

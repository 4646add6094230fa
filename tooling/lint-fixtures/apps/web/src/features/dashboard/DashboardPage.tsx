export const DashboardPage = () => null;

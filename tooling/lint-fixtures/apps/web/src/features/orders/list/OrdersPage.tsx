export const OrdersPage = () => null;

export const OrderDetailPage = () => null;

export const OrderStatusChip = () => null;

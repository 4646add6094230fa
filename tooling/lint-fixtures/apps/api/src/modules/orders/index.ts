export const ordersModule = () => undefined;

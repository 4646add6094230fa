export const withOrderLock = () => undefined;

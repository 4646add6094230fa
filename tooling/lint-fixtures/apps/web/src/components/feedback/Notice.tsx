export const Notice = () => null;

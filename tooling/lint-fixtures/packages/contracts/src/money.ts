export const addMoney = (a: string) => a;

export const raiseCreditRequest = (): undefined => undefined;

export const signIn = () => undefined;

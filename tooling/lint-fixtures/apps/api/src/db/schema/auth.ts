export const refreshTokens = {};

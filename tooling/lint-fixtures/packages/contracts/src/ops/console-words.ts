export const consoleWords = (code: string) => code;

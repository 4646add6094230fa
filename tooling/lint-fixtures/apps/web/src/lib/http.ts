export const http = (url: string) => fetch(url);

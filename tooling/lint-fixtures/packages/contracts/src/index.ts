export const PAGE_SIZE = 100;

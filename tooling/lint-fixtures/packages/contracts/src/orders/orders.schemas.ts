export const isoDate = 'date';

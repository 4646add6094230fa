export const recordId = 'id';

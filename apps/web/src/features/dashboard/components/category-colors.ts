// Slices of a pie are told apart by colour alone, so a pie needs as many distinct colours as it can have slices
// (channels: up to 12). x-charts' default palette repeats after a few; these twelve (Tableau 10 plus two) stay apart
// from each other and readable on the light and the dark paper.
export const CATEGORY_COLORS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
  '#17becf',
  '#8c564b',
];

// The grids' column filters by name: a column says `filter: GRID_FILTER.text` and the grid registers the components
// (ServerDataGrid.tsx), so a page's column definitions do not import AG Grid and the grid can load after the page.
export const GRID_FILTER = {
  text: 'portalTextFilter',
  set: 'portalSetFilter',
  number: 'portalNumberFilter',
  date: 'portalDateFilter',
} as const;
